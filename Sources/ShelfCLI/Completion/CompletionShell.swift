/// The shells `shelf completions` writes a script for. Each script is a thin adapter: it hands
/// the words typed so far to `shelf __complete`, which answers from the commands' declarations,
/// so every shell offers the same commands, options, values and books.
enum CompletionShell: String, CaseIterable, ArgumentValue {
    case bash
    case zsh
    case fish

    init(argument text: String, name: String) throws(CLIError) {
        // SHELL is the whole command line of `completions`: a shell it cannot serve is the wrong
        // shape of that line, like an unknown subcommand, not a bad value of an option.
        guard let shell = Self(rawValue: text.lowercased()) else {
            throw CompletionsCommand.usageError(
                "\(text.quotedInMessage) is not a shell shelf completes for — give \(ChoiceText.alternatives(Self.fixedValues))")
        }
        self = shell
    }

    /// The one line that installs the script, as the README and help show it.
    var installLine: String {
        switch self {
        case .bash: "shelf completions bash > ~/.local/share/bash-completion/completions/shelf"
        case .zsh: "shelf completions zsh > \"${fpath[1]}/_shelf\"  # or: source <(shelf completions zsh) in ~/.zshrc"
        case .fish: "shelf completions fish > ~/.config/fish/completions/shelf.fish"
        }
    }

    var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }

    // bash splits `--color=always` at `=`; the words are joined back before shelf sees them, and
    // the part after `=` is what bash replaces.
    private static let bashScript = #"""
        # bash completion for shelf, written by `shelf completions bash`.
        _shelf() {
            local cur=${COMP_WORDS[COMP_CWORD]} line word i
            local -a typed=() found=()
            for ((i = 1; i <= COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                if (( ${#typed[@]} > 0 )) && [[ $word == "=" || ${typed[-1]} == *= ]]; then
                    typed[-1]+=$word
                else
                    typed+=("$word")
                fi
            done
            local equals=""
            [[ $cur == "=" ]] && cur="" && equals="="
            local IFS=$'\n'
            for line in $(command shelf __complete -- "${typed[@]}" 2>/dev/null); do
                if [[ $line == "::files" ]]; then
                    compopt -o filenames 2>/dev/null
                    COMPREPLY=($(compgen -f -- "$cur"))
                    return 0
                fi
                word=${line%%$'\t'*}
                [[ ${typed[-1]} == --*=* && $cur != --* ]] && word=$equals${word#*=}
                found+=("$(printf '%q' "$word")")
            done
            COMPREPLY=("${found[@]}")
        }
        complete -F _shelf shelf
        """#

    private static let zshScript = #"""
        #compdef shelf
        # zsh completion for shelf, written by `shelf completions zsh`.
        _shelf() {
            local line
            local -a answer candidates
            answer=("${(@f)$(command shelf __complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
            if [[ ${answer[1]} == "::files" ]]; then
                _files
                return
            fi
            for line in $answer; do
                [[ -z $line ]] && continue
                if [[ $line == *$'\t'* ]]; then
                    candidates+=("${${line%%$'\t'*}//:/\\:}:${line#*$'\t'}")
                else
                    candidates+=("${line//:/\\:}")
                fi
            done
            _describe -t shelf 'shelf' candidates
        }
        if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
            _shelf "$@"
        else
            compdef _shelf shelf
        fi
        """#

    private static let fishScript = #"""
        # fish completion for shelf, written by `shelf completions fish`.
        function __shelf_complete
            set -l typed (commandline -opc)
            set -e typed[1]
            set -l current (commandline -ct)
            set -l answer (command shelf __complete -- $typed $current 2>/dev/null)
            if test "$answer[1]" = "::files"
                __fish_complete_path $current
                return
            end
            printf '%s\n' $answer
        end
        complete -c shelf -f -a '(__shelf_complete)'
        """#
}

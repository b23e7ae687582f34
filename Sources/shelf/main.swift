import ShelfCLI
import Foundation

exit(ShelfCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))

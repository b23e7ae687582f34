import Essentials
import Foundation
import ShelfCLI

exit(ShelfCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current()))

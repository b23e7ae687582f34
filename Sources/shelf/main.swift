import Foundation
import ShelfCLI

exit(ShelfCommandLine.runThisProcess())

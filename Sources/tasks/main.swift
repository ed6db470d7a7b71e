import Foundation
import TasksCLI

exit(await TasksCLI.run(Array(CommandLine.arguments.dropFirst())))

import Foundation
import TasksCLI

exit(TasksCLI.main(Array(CommandLine.arguments.dropFirst())))

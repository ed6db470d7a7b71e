import Foundation
import Synchronization

/// What the runtime tells the developer on stderr when it shows something other than what the widget asked
/// for (an estimate, a placeholder), so that it is never silent.
enum RuntimeWarning {
    /// Prints `message` on stderr, prefixed so that it is found in a widget's output.
    static func print(_ message: String) {
        FileHandle.standardError.write(Data(("WidgetRuntime warning: " + message + "\n").utf8))
    }

    /// Prints `message` the first time `key` is seen in this process (a widget draws the same thing often).
    static func printOnce(_ message: String, key: String? = nil) {
        if printed.withLock({ $0.insert(key ?? message).inserted }) { print(message) }
    }

    private static let printed = Mutex<Set<String>>([])
}

import Foundation

/// What the runtime tells the developer on stderr when it shows something other than what the widget asked
/// for (an estimate, a placeholder), so that it is never silent.
enum RuntimeWarning {
    /// Prints `message` on stderr, prefixed so that it is found in a widget's output.
    static func print(_ message: String) {
        FileHandle.standardError.write(Data(("WidgetRuntime warning: " + message + "\n").utf8))
    }
}

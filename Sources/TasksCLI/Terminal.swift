import Foundation

/// Reading from the terminal a person types at.
enum Terminal {
    /// Prints `prompt` on standard error and reads one line from standard input with echo off, so that a
    /// password is not shown (nor left in the scrollback). Nil at end of input.
    @Sendable static func readSecret(_ prompt: String) -> String? {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        let canHideEcho = tcgetattr(STDIN_FILENO, &saved) == 0
        if canHideEcho {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if canHideEcho { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
    }
}

import Foundation

// How the lines of a text are spaced, as environment values with Apple's names.

extension EnvironmentValues {
    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        // A built-in field, not a key: every Text reads it (a key's lookup cost 5 % of widget-bench's render).
        get { fields.lineSpacing }
        set { update(.lineSpacing) { $0.lineSpacing = newValue } }
    }
}

extension View {
    /// Sets the amount of space between lines of text in this view.
    @inlinable
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        ModifiedContent(
            content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: \.lineSpacing, value: lineSpacing))
    }
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }
}

extension EnvironmentValues {
    /// A value that indicates how the layout truncates the last line of text to fit into the available space.
    public var truncationMode: Text.TruncationMode {
        get { fields.truncationMode }
        set { update(.truncationMode) { $0.truncationMode = newValue } }
    }
}

extension View {
    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    @inlinable
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedContent(content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: \.truncationMode, value: mode))
    }
}

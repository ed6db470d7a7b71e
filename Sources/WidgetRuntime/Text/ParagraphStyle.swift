import Foundation

// How the lines of a text are spaced, as environment values with Apple's names.

extension EnvironmentValues {
    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

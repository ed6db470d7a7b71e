/// A view that displays one or more lines of read-only text.
///
/// This first cut renders plain strings; styles, localization, dates and concatenation come with
/// the view layer.
public struct Text: Equatable, Sendable {
    let string: String

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        string = content
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        string = String(content)
    }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: PrimitiveView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        [HTMLNode("span", classes: ["text"], content: .text(string))]
    }
}

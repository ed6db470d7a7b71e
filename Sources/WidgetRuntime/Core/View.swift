/// A type that represents part of a widget's user interface.
///
/// Shaped like SwiftUI's `View`: a view is a value whose `body` is built from other views, down to
/// primitive views (whose `Body` is `Never`) that the renderer turns into HTML.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; reaching it is a programming error in the runtime.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

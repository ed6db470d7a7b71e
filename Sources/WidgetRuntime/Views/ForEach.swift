import Foundation

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// The content closure runs once per element when the ForEach is created, inside the enclosing
/// body, so `@Environment` reads in it see that body's environment.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let views: [Content]
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// provided key path to the underlying data's identifier.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        views = data.map(content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        views = data.map(content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        views = data.map(content)
    }
}

extension ForEach {
    /// A ForEach over content that is not a view (Charts' marks), whose initializers live in the module that
    /// declares that content; the elements are built now, as the view initializers build theirs.
    package init(elementsOf data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        views = data.map(content)
    }

    /// The content built for each element, in order.
    package var elements: [Content] { views }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: PrimitiveView where Content: View {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        for view in views { view.appendRenderedNodes(to: &nodes, in: context) }
    }
}

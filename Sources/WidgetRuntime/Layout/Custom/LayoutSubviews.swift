import Foundation

/// An opaque collection of proxies for the subviews of a layout.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    private let elements: [LayoutSubview]
    private let range: Range<Int>

    init(_ elements: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.elements = elements
        self.layoutDirection = layoutDirection
        range = elements.indices
    }

    private init(_ elements: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.elements = elements
        self.range = range
        self.layoutDirection = layoutDirection
    }

    /// The index of the first subview.
    public var startIndex: Int { range.lowerBound }

    /// An index that's one higher than the last subview.
    public var endIndex: Int { range.upperBound }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubviews.Element { elements[index] }

    /// Gets the subview proxies in the specified range, at the same indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements, range: bounds, layoutDirection: layoutDirection)
    }

    /// Gets the subview proxies with the specified indicies, indexed from zero.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(indices.map { elements[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        Array(lhs) == Array(rhs)
    }
}

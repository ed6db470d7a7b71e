import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let css: String
    /// The guide's identifier, whose default value places the guide in a view that sets no explicit one.
    nonisolated(unsafe) let id: any AlignmentID.Type
    /// Made from an `AlignmentID` of the caller's: only the layout engine can place by it.
    let isCustom: Bool

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        css = AlignmentKey.css(of: id)
        isCustom = true
    }

    init(css: String, id: any AlignmentID.Type) {
        self.css = css
        self.id = id
        isCustom = false
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(css: "flex-start", id: AlignmentKey.Leading.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(css: "center", id: AlignmentKey.HorizontalCenter.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(css: "flex-end", id: AlignmentKey.Trailing.self)

    var key: AlignmentKey { AlignmentKey(id: ObjectIdentifier(id), axis: .horizontal) }

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.key == rhs.key }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let css: String
    /// The guide's identifier, whose default value places the guide in a view that sets no explicit one.
    nonisolated(unsafe) let id: any AlignmentID.Type
    /// Made from an `AlignmentID` of the caller's: only the layout engine can place by it.
    let isCustom: Bool

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        css = AlignmentKey.css(of: id)
        isCustom = true
    }

    init(css: String, id: any AlignmentID.Type) {
        self.css = css
        self.id = id
        isCustom = false
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(css: "flex-start", id: AlignmentKey.Top.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(css: "center", id: AlignmentKey.VerticalCenter.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(css: "flex-end", id: AlignmentKey.Bottom.self)
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(
        css: "first baseline", id: AlignmentKey.FirstTextBaseline.self)
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(
        css: "last baseline", id: AlignmentKey.LastTextBaseline.self)

    var key: AlignmentKey { AlignmentKey(id: ObjectIdentifier(id), axis: .vertical) }

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.key == rhs.key }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

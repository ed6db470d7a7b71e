import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let css: String
    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(css: "flex-start")
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(css: "center")
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(css: "flex-end")
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let css: String
    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(css: "flex-start")
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(css: "center")
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(css: "flex-end")
    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(css: "first baseline")
    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(css: "last baseline")
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

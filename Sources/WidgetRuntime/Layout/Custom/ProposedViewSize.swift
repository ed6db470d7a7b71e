import Foundation

/// A proposal for the size of a view.
@frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size measured in points; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The proposed vertical size measured in points; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    @inlinable public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the corresponding
    /// dimension of the specified size.
    @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width, height: proposal.height)
    }

    var engine: ProposedSize { ProposedSize(width: width, height: height) }
}

import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the view
/// containing it.
public struct UnevenRoundedRectangle: Sendable {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The radii clockwise from the top left (CSS's order), leading on the left unless `rightToLeft`.
    func physicalRadii(rightToLeft: Bool) -> [CGFloat] {
        let r = cornerRadii
        return rightToLeft
            ? [r.topTrailing, r.topLeading, r.bottomLeading, r.bottomTrailing]
            : [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading]
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// Describes this shape as a path within a rectangular frame of reference (leading corners on the left).
    nonisolated public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, radii: physicalRadii(rightToLeft: false))
        return path
    }

    /// Returns this shape with its corners shrunk by `amount` (its rectangle is not inset, as for
    /// `RoundedRectangle`).
    nonisolated public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        let r = cornerRadii
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
                bottomTrailing: max(0, r.bottomTrailing - amount), topTrailing: max(0, r.topTrailing - amount)),
            style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    )
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

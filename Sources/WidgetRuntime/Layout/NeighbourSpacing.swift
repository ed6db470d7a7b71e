import Foundation

/// What a view's top and bottom edges ask of the view next to them in a vertical stack, by the kind of view
/// (SwiftUI's spacing categories; the rule and its sources are in docs/layout.md, "Spacing between neighbours"):
/// a text's edge asks a distance its font gives from a view that is not text, and none from another text; any
/// other view's edge is plain, and two plain edges are the default 8 pt apart. Side by side (an HStack) every
/// pair is 8 pt apart: SwiftUI's text has no preference on its leading and trailing edges. A symbol image's edges
/// are a text's (`symbol(size:)`); a spacer is the exception both ways: its edges along its stack ask no
/// distance at all (`spacer(along:)`).
package struct NeighbourSpacing: Equatable, Sendable {
    /// One edge: what is on it (a stack's edge can hold text and other views at once, as an HStack's top does).
    package struct Side: Equatable, Sendable {
        /// The distance a text on this edge asks of a plain neighbour; nil when no text is on the edge.
        package var text: CGFloat?
        /// Whether a view that is not text is on this edge.
        package var plain: Bool
        /// A distance asked of any neighbour whatever its kind, counted only when no category meets (SwiftUI's
        /// spacing without a category: a spacer's 0); nil when the edge asks none.
        package var fixed: CGFloat?

        package init(text: CGFloat?, plain: Bool, fixed: CGFloat? = nil) {
            self.text = text
            self.plain = plain
            self.fixed = fixed
        }

        package static let plain = Side(text: nil, plain: true)

        /// Both edges' preferences (a stack's edge over several children): each category keeps the larger.
        package mutating func formUnion(_ other: Side) {
            if let value = other.text { text = max(text ?? value, value) }
            plain = plain || other.plain
            fixed = NeighbourSpacing.larger(fixed, other.fixed)
        }
    }

    package var top: Side
    package var bottom: Side
    /// The distances the leading and trailing edges ask of any neighbour (a spacer's 0 in a row), nil for none:
    /// side by side no kind of view asks anything else, so these are the whole of a horizontal edge.
    package var leading: CGFloat?
    package var trailing: CGFloat?

    package init(top: Side, bottom: Side, leading: CGFloat? = nil, trailing: CGFloat? = nil) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// Any view that is not text: SwiftUI's default spacing on both edges.
    package static let plain = NeighbourSpacing(top: .plain, bottom: .plain)

    /// A spacer's edges, as SwiftUI's spacer reports them: zero without a category on the two edges along its
    /// stack (all four outside a stack), so that a stack puts nothing between it and its neighbours and the
    /// spacer's own minimum length (8 pt unless `minLength` says otherwise) is what keeps them apart.
    package static func spacer(along axis: Axis?) -> NeighbourSpacing {
        let none = Side(text: nil, plain: false)
        let zero = Side(text: nil, plain: false, fixed: 0)
        switch axis {
        case .vertical: return NeighbourSpacing(top: zero, bottom: zero)
        case .horizontal: return NeighbourSpacing(top: none, bottom: none, leading: 0, trailing: 0)
        case nil: return NeighbourSpacing(top: zero, bottom: zero, leading: 0, trailing: 0)
        }
    }

    /// The distance between a view whose bottom edge is `above` and the view whose top edge is `below`, in a
    /// stack without an explicit spacing: text to text none (the font's leading, which SF Pro does not have),
    /// text to another view what the text asks; where no category meets, what either edge asks of any view (a
    /// spacer's 0), else SwiftUI's default.
    package static func distance(from above: Side, to below: Side) -> CGFloat {
        categoryDistance(from: above, to: below) ?? larger(above.fixed, below.fixed) ?? defaultStackSpacing
    }

    /// The distance between a view whose trailing edge asks `trailing` and the next one in a row, whose leading
    /// edge asks `leading`: the larger, or SwiftUI's default when neither asks anything.
    package static func horizontalDistance(from trailing: CGFloat?, to leading: CGFloat?) -> CGFloat {
        larger(trailing, leading) ?? defaultStackSpacing
    }

    /// The larger of two optional distances, nil when both are nil.
    static func larger(_ one: CGFloat?, _ other: CGFloat?) -> CGFloat? {
        guard let one else { return other }
        guard let other else { return one }
        return max(one, other)
    }

    /// The distance the categories the two edges share ask (the largest), nil when they share none.
    package static func categoryDistance(from above: Side, to below: Side) -> CGFloat? {
        var distance: CGFloat?
        if above.text != nil && below.text != nil { distance = 0 }
        if let value = above.text, below.plain { distance = max(distance ?? value, value) }
        if above.plain, let value = below.text { distance = max(distance ?? value, value) }
        return distance
    }

    /// The edges of a text drawn with `font`.
    package static func text(_ font: FontSpec) -> NeighbourSpacing {
        text(size: font.size, lineHeight: font.lineHeight)
    }

    /// The edges of a one-font text of `size` points whose lines are `lineHeight` apart.
    ///
    /// SwiftUI computes them from the font's metrics (SF Pro's: ascent 0.952 em, descent 0.241 em, cap height
    /// 0.705 em): a text spacing of a tenth of the font's line height, rounded up to a pixel (1/3 pt on a 3x
    /// iPhone); above the text the line height plus that spacing, less the ascent; below it the larger of the
    /// line height plus the spacing less the cap height, and the spacing plus the descent. Our text's box is the
    /// style's line height, taller than the font's, with the difference split above and below its glyphs, as
    /// SwiftUI's uniform line height splits a leading: the half leading counts in the ascent and descent.
    package static func text(size: CGFloat, lineHeight: CGFloat) -> NeighbourSpacing {
        let ascent = 0.952 * size
        let descent = 0.241 * size
        let capHeight = 0.705 * size
        let fontLineHeight = ascent + descent
        let textSpacing = (fontLineHeight * 0.1 * 3).rounded(.up) / 3
        let halfLeading = (lineHeight - fontLineHeight) / 2
        let above = fontLineHeight + textSpacing - (ascent + halfLeading)
        let below = max(fontLineHeight + textSpacing - capHeight, textSpacing + halfLeading + descent)
        return NeighbourSpacing(
            top: Side(text: hundredths(above), plain: false), bottom: Side(text: hundredths(below), plain: false))
    }

    /// The edges of a symbol image (`Image(systemName:)`, not resizable) drawn at a font of `size` points.
    ///
    /// SwiftUI lays a symbol out as text (its `ImagesLayoutAsText` semantics, from iOS 14 on): its top and bottom
    /// edges are in the text-to-text category at no distance, so it sits right against a text or another
    /// symbol, and ask a view that is not text its glyph's baseline offset (below it) or that plus 1 pt (above
    /// it). The baseline offset is our symbol box's: 0.22 em from its bottom, where a symbol inside a text sits
    /// on the baseline (the stylesheet's `.text .symbol`), not SF Symbols' own metric, which is not known here.
    package static func symbol(size: CGFloat) -> NeighbourSpacing {
        let baselineOffset = 0.22 * size
        return NeighbourSpacing(
            top: Side(text: hundredths(baselineOffset), plain: false),
            bottom: Side(text: hundredths(baselineOffset + 1), plain: false))
    }

    /// Rounded to a hundredth of a point, a difference no screen shows, so that the page's CSS stays short.
    private static func hundredths(_ value: CGFloat) -> CGFloat {
        (max(0, value) * 100).rounded() / 100
    }
}

import Foundation

/// How a node sizes itself when offered a size, as its SwiftUI view does; recorded on nodes when a rendering
/// runs `LayoutEngine` (a node without one is as large as its largest child, like a ZStack).
@MainActor
package final class LayoutSpec {
    package enum Kind {
        /// A fixed size (a symbol, a switch); flexible axes (the node's flexibility) take the offer.
        case leaf(CGSize)
        /// Takes the size offered (shapes, colors), or 10 pt when none is.
        case greedy
        /// Takes the size offered, as `greedy`, and offers it to its child, placed by `position(_:)`.
        case positioned
        /// Flexible along its stack's axis, at least `minLength`.
        case spacer(minLength: CGFloat)
        /// Children side by side along `axis`, `spacing` apart, or `gaps` in all when the gaps differ (a stack
        /// with text, whose neighbours ask distances by their kinds).
        case stack(Axis, spacing: CGFloat, gaps: CGFloat? = nil)
        /// Children on top of each other.
        case zstack
        /// The first child that is not a `layer` is the content; the layers get its size (background, overlay).
        case layered
        case padding(EdgeInsets)
        case frame(FrameSpec)
        case text(TextSpec)
        /// Content made for the size it is given (GeometryReader): takes the offer, then draws.
        case geometry(@MainActor (CGSize) -> [HTMLNode])
        /// A drawing made for the size it is given (trimmed or dashed shapes).
        case sized(@MainActor (CGSize, inout HTMLNode) -> Void)
        /// The first child that fits the offer along `axes` (ViewThatFits).
        case fits(Axis.Set)
        case aspectRatio(CGFloat?, ContentMode)
        /// Offers the child nothing (its ideal size) along the fixed axes.
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Sizes like its child; a stack offers space to higher priorities first.
        case priority(Double)
        /// Rows of cells (Grid), or cells in columns (LazyVGrid) or rows (LazyHGrid).
        case grid(GridSpec)
        /// Children sized and placed by a `Layout` (a custom one, or a stack that honours alignment guides).
        case custom(CustomLayoutSpec)
        /// Sizes like its child, whose explicit alignment guides these set (`alignmentGuide`).
        case guides([AlignmentGuideSpec])
        /// Sizes like its child, which carries a value for its layout to read (`layoutValue(key:value:)`).
        case layoutValue(key: ObjectIdentifier, value: AnyValue)
    }

    /// A value of any type, held by reference: an `Any` payload would make `Kind` an address-only enum, copied
    /// and destroyed through value witnesses at every read (5 % of a laid-out widget's instructions).
    package final class AnyValue {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    package let kind: Kind

    package init(_ kind: Kind) {
        self.kind = kind
    }
}

/// The parameters of a `frame` modifier.
package struct FrameSpec {
    var width: CGFloat?
    var height: CGFloat?
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
}

/// What measuring a text needs: its string and font, and how it may wrap or shrink.
package struct TextSpec {
    /// The string and font, hashed once for all the measurements of this text.
    var measured: MeasuredText
    var string: String {
        get { measured.string }
        set { measured = MeasuredText(newValue, font: measured.font) }
    }
    var font: FontSpec {
        get { measured.font }
        set { measured = MeasuredText(measured.string, font: newValue) }
    }
    var lineLimit: Int?
    /// Points between two lines (`lineSpacing`), not scaled with the font.
    var lineSpacing: CGFloat = 0
    /// Where the ellipsis goes; `.head` and `.middle` are cut here, `.tail` by the page's CSS.
    var truncationMode = Text.TruncationMode.tail
    var minimumScaleFactor: CGFloat
    /// Images interpolated in the text, each about as wide as the font's symbols.
    var inlineImages = 0
}

/// The tracks of a grid.
package struct GridSpec {
    package enum Kind {
        /// Children are rows (GridRow) of cells, or single views spanning every column.
        case rows
        /// Children are cells filling `columns` columns, row by row.
        case columns([GridItem])
        /// Children are cells filling `rows` rows, column by column.
        case lines([GridItem])
    }

    var kind: Kind
    var horizontalSpacing: CGFloat
    var verticalSpacing: CGFloat
}

extension HTMLNode {
    /// Records `kind` as this node's layout when the rendering records layout.
    @MainActor
    package mutating func record(_ kind: @autoclosure () -> LayoutSpec.Kind, in context: RenderContext) {
        if context.recordsLayout { layout = LayoutSpec(kind()) }
    }
}

import Foundation

/// A container view that arranges other views in a two dimensional layout (a CSS grid: columns as wide as
/// their widest cell, as SwiftUI sizes them).
public struct Grid<Content> where Content: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

@available(*, unavailable)
extension Grid: Sendable {}

extension Grid: View {
    public typealias Body = Never
}

extension Grid: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        var inner = context
        inner.stackAxis = nil
        var children = content.renderNodes(in: inner)
        var columns = 1
        // A grid with a flexible cell is flexible: its columns take the space the cell wants.
        var flexibility: Axis.Set = []
        for index in children.indices {
            flexibility.formUnion(children[index].flexibility)
            for cell in children[index].children { flexibility.formUnion(cell.flexibility) }
            if children[index].classes.contains("gridrow") {
                columns = max(columns, children[index].children.reduce(0) { $0 + $1.gridColumnSpan })
            } else {
                // A view that is not in a row spans every column.
                children[index].setStyle("grid-column", "1/-1")
            }
        }
        let horizontal = horizontalSpacing ?? defaultStackSpacing
        let vertical = verticalSpacing ?? defaultStackSpacing
        let style: [(property: String, value: String)] = [
            ("grid-template-columns", "repeat(\(columns),auto)"), ("column-gap", CSS.length(horizontal)),
            ("row-gap", CSS.length(vertical)), ("justify-items", alignment.horizontal.css),
            ("align-items", Grids.align(alignment.vertical)),
        ]
        var node = HTMLNode(classes: ["grid"], style: style, content: .children(children), flexibility: flexibility)
        node.record(.grid(GridSpec(kind: .rows, horizontalSpacing: horizontal, verticalSpacing: vertical)), in: context)
        nodes.append(node)
    }
}

/// A horizontal row in a two dimensional grid container (its cells join the grid's columns).
public struct GridRow<Content> where Content: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

@available(*, unavailable)
extension GridRow: Sendable {}

extension GridRow: View {
    public typealias Body = Never
}

extension GridRow: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        var cells = content.renderNodes(in: context)
        for index in cells.indices {
            Grids.fill(&cells[index])
            if let alignment { cells[index].setStyle("align-self", Grids.align(alignment)) }
        }
        var node = HTMLNode(classes: ["gridrow"], style: [("display", "contents")], content: .children(cells))
        node.record(.stack(.horizontal, spacing: defaultStackSpacing), in: context)
        nodes.append(node)
    }
}

/// Marks a grid cell as spanning several columns.
public struct _GridCellModifier: ViewModifier {
    enum Change {
        case columns(Int)
        case anchor(UnitPoint)
        case columnAlignment(HorizontalAlignment)
        case unsizedAxes(Axis.Set)
    }

    let change: Change
    public typealias Body = Never
}

extension _GridCellModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch change {
        case .columns(let count):
            node.setStyle("grid-column", "span \(max(1, count))")
            node.setAttribute("data-grid-columns", String(max(1, count)))
        case .anchor(let anchor):
            node.setStyle("justify-self", anchor.x < 0.5 ? "start" : anchor.x > 0.5 ? "end" : "center")
            node.setStyle("align-self", anchor.y < 0.5 ? "start" : anchor.y > 0.5 ? "end" : "center")
        case .columnAlignment(let alignment):
            node.setStyle("justify-self", alignment == .leading ? "start" : alignment == .trailing ? "end" : "center")
        case .unsizedAxes(let axes):
            // The cell takes its column's (row's) size instead of giving one.
            if axes.contains(.horizontal) {
                node.setStyle("justify-self", "stretch")
                node.setStyle("width", "0")
                node.setStyle("min-width", "100%")
            }
            if axes.contains(.vertical) { node.setStyle("align-self", "stretch") }
        }
        return node
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(change: .columns(count)))
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(change: .anchor(anchor)))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(change: .columnAlignment(guide)))
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(change: .unsizedAxes(axes)))
    }
}

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(_: CGFloat)
        /// A single flexible item.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each section is pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each section is pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A container view that arranges its child views in a grid that grows vertically.
public struct LazyVGrid<Content> where Content: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows vertically.
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// A container view that arranges its child views in a grid that grows horizontally.
public struct LazyHGrid<Content> where Content: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid that grows horizontally.
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

@available(*, unavailable)
extension LazyVGrid: Sendable {}

@available(*, unavailable)
extension LazyHGrid: Sendable {}

extension LazyVGrid: View {
    public typealias Body = Never
}

extension LazyHGrid: View {
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(
            Grids.lazyGrid(
                items: columns, vertical: true, spacing: spacing, alignment: alignment.css, content: content,
                in: context))
    }
}

extension LazyHGrid: PrimitiveView {
    package func appendNodes(to nodes: inout [HTMLNode], in context: RenderContext) {
        nodes.append(
            Grids.lazyGrid(
                items: rows, vertical: false, spacing: spacing, alignment: alignment.css, content: content,
                in: context))
    }
}

/// CSS grid helpers shared by the grids.
enum Grids {
    static func align(_ alignment: VerticalAlignment) -> String {
        alignment.css.hasSuffix("baseline") ? "baseline" : alignment.css
    }

    /// A flexible cell fills its track, as shapes and colors do in SwiftUI's grids.
    static func fill(_ cell: inout HTMLNode) {
        if cell.flexibility.contains(.horizontal) { cell.setStyle("justify-self", "stretch") }
        if cell.flexibility.contains(.vertical) { cell.setStyle("align-self", "stretch") }
    }

    /// The CSS track list of grid items: fixed sizes, flexible ranges, and adaptive repeats.
    static func tracks(_ items: [GridItem]) -> String {
        items.map { item in
            switch item.size {
            case .fixed(let length):
                return CSS.length(length)
            case .flexible(let minimum, let maximum):
                return "minmax(" + CSS.length(minimum) + "," + (maximum.isFinite ? CSS.length(maximum) : "1fr") + ")"
            case .adaptive(let minimum, let maximum):
                return "repeat(auto-fill,minmax(" + CSS.length(minimum) + ","
                    + (maximum.isFinite ? CSS.length(maximum) : "1fr") + "))"
            }
        }.joined(separator: " ")
    }

    @MainActor
    static func lazyGrid<Content: View>(
        items: [GridItem], vertical: Bool, spacing: CGFloat?, alignment: String, content: Content,
        in context: RenderContext
    ) -> HTMLNode {
        var inner = context
        inner.stackAxis = nil
        var cells = content.renderNodes(in: inner)
        for index in cells.indices {
            fill(&cells[index])
            if let itemAlignment = items[index % max(1, items.count)].alignment {
                cells[index].setStyle("justify-self", itemAlignment.horizontal.css)
                cells[index].setStyle("align-self", align(itemAlignment.vertical))
            }
        }
        let trackGap = items.first?.spacing ?? defaultStackSpacing
        let lineGap = spacing ?? defaultStackSpacing
        var style: [(property: String, value: String)] = []
        if vertical {
            style = [
                ("grid-template-columns", tracks(items)), ("column-gap", CSS.length(trackGap)),
                ("row-gap", CSS.length(lineGap)), ("justify-content", alignment),
            ]
        } else {
            style = [
                ("grid-auto-flow", "column"), ("grid-template-rows", tracks(items)),
                ("row-gap", CSS.length(trackGap)), ("column-gap", CSS.length(lineGap)), ("align-content", alignment),
            ]
        }
        var node = HTMLNode(
            classes: ["grid", vertical ? "lazy-vgrid" : "lazy-hgrid"], style: style, content: .children(cells),
            flexibility: vertical ? .horizontal : .vertical)
        node.record(
            .grid(
                GridSpec(
                    kind: vertical ? .columns(items) : .lines(items),
                    horizontalSpacing: vertical ? trackGap : lineGap, verticalSpacing: vertical ? lineGap : trackGap)),
            in: context)
        return node
    }
}

extension HTMLNode {
    /// How many grid columns this cell spans (`gridCellColumns`).
    fileprivate var gridColumnSpan: Int {
        attributes.first { $0.name == "data-grid-columns" }.flatMap { Int($0.value) } ?? 1
    }
}

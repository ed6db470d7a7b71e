import Foundation
import WidgetRuntime

/// What a chart is drawn into: SVG elements and their paint servers, and HTML nodes placed over and under them.
struct ChartCanvas {
    let size: CGSize
    var definitions = ""
    var elements = ""
    /// Nodes under the SVG (the plot style's background).
    var underlays: [HTMLNode] = []
    /// Nodes over the SVG (labels, legend, annotations).
    var overlays: [HTMLNode] = []

    /// Adds an SVG element.
    mutating func add(_ element: String) {
        elements += element
    }

    /// The SVG paint of `style` (a color, or a gradient over the element's bounding box), with its opacity.
    @MainActor
    mutating func paint(_ style: AnyShapeStyle, in environment: EnvironmentValues) -> (value: String, opacity: Double?)
    {
        if let gradient = StylePaint.gradient(of: style),
            let definition = gradient.svgGradient(id: "", size: size, in: environment)
        {
            let id = "chart-g" + String(Self.hash(definition), radix: 16)
            if !definitions.contains("id=\"\(id)\"") {
                definitions += definition.replacingOccurrences(of: "id=\"\"", with: "id=\"\(id)\"")
            }
            return ("url(#\(id))", nil)
        }
        let color = style.resolve(in: environment)
        return (RGBA(color.red, color.green, color.blue).css, color.alpha < 1 ? color.alpha : nil)
    }

    /// The fill attributes of `style`.
    @MainActor
    mutating func fill(_ style: AnyShapeStyle, opacity: Double, in environment: EnvironmentValues) -> String {
        let (value, alpha) = paint(style, in: environment)
        var attributes = "fill=\"\(value)\""
        if let alpha { attributes += " fill-opacity=\"\(CSS.number(alpha))\"" }
        if opacity < 1 { attributes += " opacity=\"\(CSS.number(opacity))\"" }
        return attributes
    }

    /// The stroke attributes of `style` and `stroke`.
    @MainActor
    mutating func stroke(
        _ style: AnyShapeStyle, _ stroke: StrokeStyle, opacity: Double, in environment: EnvironmentValues
    )
        -> String
    {
        let (value, alpha) = paint(style, in: environment)
        var attributes = "fill=\"none\" stroke=\"\(value)\" stroke-width=\"\(CSS.number(stroke.lineWidth))\""
        if let alpha { attributes += " stroke-opacity=\"\(CSS.number(alpha))\"" }
        switch stroke.lineCap {
        case .butt: break
        case .round: attributes += " stroke-linecap=\"round\""
        case .square: attributes += " stroke-linecap=\"square\""
        }
        switch stroke.lineJoin {
        case .miter: break
        case .round: attributes += " stroke-linejoin=\"round\""
        case .bevel: attributes += " stroke-linejoin=\"bevel\""
        }
        if !stroke.dash.isEmpty {
            attributes += " stroke-dasharray=\"" + stroke.dash.map { CSS.number($0) }.joined(separator: " ") + "\""
            if stroke.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(CSS.number(stroke.dashPhase))\"" }
        }
        if opacity < 1 { attributes += " opacity=\"\(CSS.number(opacity))\"" }
        return attributes
    }

    /// One box of the chart's size: the underlays, the SVG, then the overlays.
    var node: HTMLNode {
        let width = CSS.number(size.width)
        let height = CSS.number(size.height)
        var svg =
            "<svg width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" aria-hidden=\"true\">"
        if !definitions.isEmpty { svg += "<defs>" + definitions + "</defs>" }
        svg += elements + "</svg>"
        let drawing = HTMLNode(
            style: [("position", "absolute"), ("left", "0"), ("top", "0"), ("overflow", "visible")],
            content: .markup(svg))
        return HTMLNode(
            classes: ["chart"],
            style: [("position", "relative"), ("width", CSS.length(size.width)), ("height", CSS.length(size.height))],
            content: .children(underlays + [drawing] + overlays))
    }

    /// FNV-1a, for ids that are the same on every run.
    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}

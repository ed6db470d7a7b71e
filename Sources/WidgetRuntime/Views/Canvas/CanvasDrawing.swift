import Foundation

/// What a canvas's renderer drew, in order, then written as one SVG when the renderer has returned.
final class CanvasDrawing {
    enum Placement {
        case point(CGPoint, UnitPoint)
        case rect(CGRect)
    }

    enum Command {
        case fill(Path, GraphicsContext.Shading, FillStyle, CanvasMatrix, Double)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle, CanvasMatrix, Double)
        case text(Text, Placement, CanvasMatrix, Double)
        case image(Image, CGRect, CanvasMatrix, Double)
    }

    /// A clip shape: the path in the coordinates current when it was added.
    struct Clip {
        var path: Path
        var matrix: CanvasMatrix
        var isEOFilled: Bool
        var isInverse: Bool
    }

    let environment: EnvironmentValues
    var commands: [(command: Command, clips: [Clip])] = []
    /// Gradients and clip paths the drawing refers to, each once (ids are hashes of the definitions).
    private var definitions: [String] = []

    func append(_ command: Command, clips: [Clip]) {
        commands.append((command, clips))
    }

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// The drawing as an SVG of the canvas's size: paths as `path` elements, texts and images as the page
    /// draws them elsewhere, in `foreignObject`s.
    @MainActor
    func node(size: CGSize, in context: RenderContext) -> HTMLNode {
        let w = CSS.number(size.width)
        let h = CSS.number(size.height)
        definitions = []
        var body = ""
        for (command, clips) in commands {
            var svg = ""
            switch command {
            case .fill(let path, let shading, let style, let matrix, let opacity):
                svg += "<path d=\"\(path.svgData)\"" + matrix.attribute
                svg += paint("fill", shading, opacity: opacity)
                if style.isEOFilled { svg += " fill-rule=\"evenodd\"" }
                svg += "/>"
            case .stroke(let path, let shading, let style, let matrix, let opacity):
                svg += "<path d=\"\(path.svgData)\"" + matrix.attribute + " fill=\"none\""
                svg += paint("stroke", shading, opacity: opacity) + strokeAttributes(style) + "/>"
            case .text(let text, let placement, let matrix, let opacity):
                svg += foreignObject(text, placement: placement, matrix: matrix, opacity: opacity, in: context)
            case .image(let image, let rect, let matrix, let opacity):
                let view = image.resizable().frame(width: rect.width, height: rect.height)
                svg += object(view.renderNodes(in: context), frame: rect, matrix: matrix, opacity: opacity)
            }
            body += clipped(svg, by: clips, size: size)
        }
        var svg = "<svg viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" aria-hidden=\"true\">"
        if !definitions.isEmpty { svg += "<defs>" + definitions.joined() + "</defs>" }
        svg += body + "</svg>"
        return HTMLNode(classes: ["canvas-drawing"], content: .markup(svg))
    }

    /// Registers a definition (a gradient, a clip path, a mask) under an id made from its content, so that
    /// the same definition in two canvases of one page has the same id and means the same thing.
    private func define(_ prefix: String, _ body: (String) -> String) -> String {
        let id = prefix + String(FNV.hash(body("")), radix: 16)
        let definition = body(id)
        if !definitions.contains(definition) { definitions.append(definition) }
        return id
    }

    /// `svg` inside a group per clip shape, the first added outermost: a clip path, or for an inverse clip a
    /// mask that is white except where the shape is.
    private func clipped(_ svg: String, by clips: [Clip], size: CGSize) -> String {
        var out = svg
        for clip in clips.reversed() {
            let rule = clip.isEOFilled ? "evenodd" : "nonzero"
            let shape = "<path d=\"\(clip.path.svgData)\"" + clip.matrix.attribute
            if clip.isInverse {
                let w = CSS.number(size.width)
                let h = CSS.number(size.height)
                let id = define("cm") { id in
                    "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\">"
                        + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#FFFFFF\"/>" + shape
                        + " fill=\"#000000\" fill-rule=\"\(rule)\"/></mask>"
                }
                out = "<g mask=\"url(#\(id))\">" + out + "</g>"
            } else {
                let id = define("cc") { id in
                    "<clipPath id=\"\(id)\">" + shape + " clip-rule=\"\(rule)\"/></clipPath>"
                }
                out = "<g clip-path=\"url(#\(id))\">" + out + "</g>"
            }
        }
        return out
    }

    /// The `fill` or `stroke` paint of a shading: its color, the alpha as the paint's opacity; a gradient
    /// defined in the context's coordinates (`userSpaceOnUse`, which the path's own transform applies to).
    @MainActor
    private func paint(_ property: String, _ shading: GraphicsContext.Shading, opacity: Double) -> String {
        let color: RGBA
        switch shading.kind {
        case .style(let style): color = StyleResolver.resolve(style, in: environment)
        case .foreground: color = StyleResolver.resolve(ForegroundStyle(), in: environment)
        case .linearGradient(let gradient, let start, let end, let options):
            let id = define("cg") { id in
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(CSS.number(start.x))\" "
                    + "y1=\"\(CSS.number(start.y))\" x2=\"\(CSS.number(end.x))\" y2=\"\(CSS.number(end.y))\""
                    + gradientAttributes(options) + ">" + gradient.svgStops(environment) + "</linearGradient>"
            }
            return gradientPaint(property, id: id, opacity: opacity)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius, let options):
            let id = define("cg") { id in
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(CSS.number(center.x))\" "
                    + "cy=\"\(CSS.number(center.y))\" r=\"\(CSS.number(endRadius))\" fr=\"\(CSS.number(startRadius))\""
                    + gradientAttributes(options) + ">" + gradient.svgStops(environment) + "</radialGradient>"
            }
            return gradientPaint(property, id: id, opacity: opacity)
        }
        var out = " \(property)=\"\(RGBA(color.red, color.green, color.blue).css)\""
        let alpha = color.alpha * opacity
        if alpha < 1 { out += " \(property)-opacity=\"\(CSS.number((alpha * 1000).rounded() / 1000))\"" }
        return out
    }

    private func gradientPaint(_ property: String, id: String, opacity: Double) -> String {
        " \(property)=\"url(#\(id))\"" + (opacity < 1 ? " \(property)-opacity=\"\(CSS.number(opacity))\"" : "")
    }

    /// How the gradient continues past its ends (CoreGraphics extends the end colors, as SVG's `pad`), and
    /// the color space it interpolates in.
    private func gradientAttributes(_ options: GraphicsContext.GradientOptions) -> String {
        var out = ""
        if options.contains(.mirror) {
            out += " spreadMethod=\"reflect\""
        } else if options.contains(.repeat) {
            out += " spreadMethod=\"repeat\""
        }
        if options.contains(.linearColor) { out += " color-interpolation=\"linearRGB\"" }
        return out
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        var out = " stroke-width=\"\(CSS.number(style.lineWidth))\""
        switch style.lineCap {
        case .butt: break
        case .round: out += " stroke-linecap=\"round\""
        case .square: out += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter:
            if style.miterLimit != 4 { out += " stroke-miterlimit=\"\(CSS.number(style.miterLimit))\"" }
        case .round: out += " stroke-linejoin=\"round\""
        case .bevel: out += " stroke-linejoin=\"bevel\""
        }
        if !style.dash.isEmpty {
            out += " stroke-dasharray=\"" + style.dash.map { CSS.number($0) }.joined(separator: " ") + "\""
            if style.dashPhase != 0 { out += " stroke-dashoffset=\"\(CSS.number(style.dashPhase))\"" }
        }
        return out
    }

    /// A text measured as the layout engine measures it (its ideal size at a point, wrapped in a rectangle).
    @MainActor
    private func foreignObject(
        _ text: Text, placement: Placement, matrix: CanvasMatrix, opacity: Double, in context: RenderContext
    ) -> String {
        var recording = context
        recording.recordsLayout = true
        let nodes = text.renderNodes(in: recording)
        var spec: TextSpec?
        if case .text(let found)? = nodes.first?.layout?.kind { spec = found }
        let frame: CGRect
        switch placement {
        case .point(let point, let anchor):
            let size =
                spec.map { TextLayout.size(of: $0, proposal: ProposedSize(width: nil, height: nil)).size } ?? .zero
            frame = CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height)
        case .rect(let rect):
            frame = rect
        }
        return object(nodes, frame: frame, matrix: matrix, opacity: opacity)
    }

    /// HTML nodes in a `foreignObject` at `frame` (widened a little, so that rounding never wraps a text).
    private func object(_ nodes: [HTMLNode], frame: CGRect, matrix: CanvasMatrix, opacity: Double) -> String {
        func n(_ value: CGFloat) -> String { CSS.number((value * 100).rounded() / 100) }
        var out = "<foreignObject x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width + 1))\""
        out += " height=\"\(n(frame.height))\"" + matrix.attribute
        if opacity < 1 { out += " opacity=\"\(CSS.number(opacity))\"" }
        out += "><div xmlns=\"http://www.w3.org/1999/xhtml\" class=\"box\" style=\"align-items:flex-start;"
        out +=
            "justify-content:flex-start;width:100%;height:100%\">" + HTMLWriter.html(nodes) + "</div></foreignObject>"
        return out
    }
}

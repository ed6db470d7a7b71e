import Foundation
import Synchronization

/// Our own drawings of the SF Symbols the widgets use (SF Symbols are Apple's and cannot be
/// shipped), on a 24×24 grid, painted with `currentColor` so they take the foreground style.
enum SymbolLibrary {

    /// Records the warning in the session, and prints it on stderr once per process.
    @MainActor
    static func warnUnknown(_ name: String, session: RenderSession) {
        let message = "Image(systemName: \"\(name)\"): no drawing for this symbol; showing a placeholder"
        session.warn(message)
        RuntimeWarning.printOnce(message, key: "symbol " + name)
    }

    static func svg(_ name: String, mode: SymbolRenderingMode?) -> String? {
        guard let symbol = elements[name] ?? commonElement(name) else { return nil }
        if mode == .hierarchical || mode == .palette || mode == .multicolor, let layered = symbol.layered {
            return layered
        }
        return symbol.mono
    }

    /// A weather symbol in its multicolor rendering, as iOS draws it: a filled cloud white, the sun yellow, rain
    /// cyan; nil for the symbols drawn in their foreground color (SF Symbols' multicolor set has no other color
    /// for them) and for those whose layers our drawings do not separate (a sun and rain in one symbol).
    static func multicolor(_ svg: String, name: String) -> String? {
        let isFill = name.hasSuffix(".fill")
        let base = isFill ? String(name.dropLast(5)) : name
        let hasSun = base.contains("sun")
        let hasRain = ["rain", "drizzle", "hail", "sleet"].contains { base.contains($0) }
        guard hasSun != hasRain else { return nil }
        let accent = hasSun ? "#FFCC00" : "#32ADE6"  // systemYellow, systemCyan
        guard base.hasPrefix("cloud") else {
            return base.hasPrefix("sun") ? svg.replacingOccurrences(of: "currentColor", with: accent) : nil
        }
        // A filled cloud is the drawing's fill, its sun or rain its strokes; an outlined cloud is a stroke too.
        guard isFill else { return nil }
        return svg.replacingOccurrences(of: "fill=\"currentColor\"", with: "fill=\"#FFFFFF\"")
            .replacingOccurrences(of: "stroke=\"currentColor\"", with: "stroke=\"\(accent)\"")
    }

    /// Each symbol's drawings already wrapped in their `<svg>` element, so drawing one copies no string.
    private static let elements: [String: Symbol] = symbols.mapValues { symbol in
        func element(_ body: String) -> String { "<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">" + body + "</svg>" }
        return Symbol(mono: element(symbol.mono), layered: symbol.layered.map(element))
    }

    /// A symbol of the common set (`CommonSymbols`), wrapped in its `<svg>` once.
    private static let common = Mutex<[String: Symbol?]>([:])

    private static func commonElement(_ name: String) -> Symbol? {
        if let known = common.withLock({ $0[name] }) { return known }
        func element(_ body: String) -> String { "<svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">" + body + "</svg>" }
        let symbol = CommonSymbols.symbol(name).map { Symbol(mono: element($0.mono), layered: $0.layered.map(element)) }
        common.withLock { $0[name] = symbol }
        return symbol
    }

    /// One of the task widgets' own drawings as a base glyph for composed variants (`star.circle.fill`).
    static func plainGlyph(_ base: String) -> CommonSymbols.Glyph? {
        guard let outline = symbols[base]?.mono ?? symbols[base + ".fill"]?.mono else { return nil }
        return CommonSymbols.Glyph(outline, filled: symbols[base + ".fill"]?.mono)
    }

    struct Symbol: Sendable {
        /// Single-layer drawing (cut-outs are even-odd holes).
        let mono: String
        /// Two layers for hierarchical rendering: the `l2` layer is drawn at a lower opacity.
        let layered: String?
    }

    static let names: [String] = symbols.keys.sorted()

    // MARK: geometry

    private static let circlePath = "M12 2A10 10 0 1 0 12 22A10 10 0 1 0 12 2Z"
    private static let ring =
        "<circle cx=\"12\" cy=\"12\" r=\"9.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\"/>"

    private static func fmt(_ v: Double) -> String { CSS.number(CGFloat((v * 100).rounded() / 100)) }

    /// The outline of a polyline drawn `width` thick with mitred joins, as a closed path.
    private static func thick(_ points: [(Double, Double)], width: Double) -> String {
        let h = width / 2
        func normal(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            let dx = b.0 - a.0
            let dy = b.1 - a.1
            let length = (dx * dx + dy * dy).squareRoot()
            return (-dy / length, dx / length)
        }
        var left: [(Double, Double)] = []
        var right: [(Double, Double)] = []
        for i in points.indices {
            let n: (Double, Double)
            var scale = 1.0
            if i == 0 {
                n = normal(points[0], points[1])
            } else if i == points.count - 1 {
                n = normal(points[i - 1], points[i])
            } else {
                let n1 = normal(points[i - 1], points[i])
                let n2 = normal(points[i], points[i + 1])
                let sum = (n1.0 + n2.0, n1.1 + n2.1)
                let length = (sum.0 * sum.0 + sum.1 * sum.1).squareRoot()
                n = (sum.0 / length, sum.1 / length)
                scale = 1 / max(0.3, n.0 * n1.0 + n.1 * n1.1)
            }
            left.append((points[i].0 + n.0 * h * scale, points[i].1 + n.1 * h * scale))
            right.append((points[i].0 - n.0 * h * scale, points[i].1 - n.1 * h * scale))
        }
        let outline = left + right.reversed()
        return "M" + outline.map { fmt($0.0) + " " + fmt($0.1) }.joined(separator: "L") + "Z"
    }

    private static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        "M\(fmt(x)) \(fmt(y))H\(fmt(x + w))V\(fmt(y + h))H\(fmt(x))Z"
    }

    private static func disc(_ cx: Double, _ cy: Double, _ r: Double) -> String {
        "M\(fmt(cx)) \(fmt(cy - r))A\(fmt(r)) \(fmt(r)) 0 1 0 \(fmt(cx)) \(fmt(cy + r))A\(fmt(r)) \(fmt(r)) 0 1 0 \(fmt(cx)) \(fmt(cy - r))Z"
    }

    private static func cross(_ c: Double, _ arm: Double, _ t: Double) -> String {
        let a = c - arm
        let b = c + arm
        let p = c - t / 2
        let q = c + t / 2
        let pts = [(p, a), (q, a), (q, p), (b, p), (b, q), (q, q), (q, b), (p, b), (p, q), (a, q), (a, p), (p, p)]
        return "M" + pts.map { fmt($0.0) + " " + fmt($0.1) }.joined(separator: "L") + "Z"
    }

    private static func star(outer: Double, inner: Double) -> String {
        var pts: [(Double, Double)] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? outer : inner
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            pts.append((12 + r * cos(angle), 12.6 + r * sin(angle)))
        }
        return "M" + pts.map { fmt($0.0) + " " + fmt($0.1) }.joined(separator: "L") + "Z"
    }

    private static func filled(_ d: String) -> String { "<path d=\"\(d)\" fill=\"currentColor\"/>" }

    private static func evenOdd(_ d: String) -> String {
        "<path d=\"\(d)\" fill=\"currentColor\" fill-rule=\"evenodd\"/>"
    }

    private static func stroked(_ d: String, width: Double = 1.8) -> String {
        "<path d=\"\(d)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(fmt(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// A filled circle with a glyph cut out; hierarchically, a faint disc under a solid glyph.
    private static func circleFill(glyph: String) -> Symbol {
        Symbol(
            mono: evenOdd(circlePath + glyph),
            layered: "<path class=\"l2\" d=\"\(circlePath)\" fill=\"currentColor\"/>" + filled(glyph))
    }

    private static let checkGlyph = thick([(7.2, 12.4), (10.6, 15.8), (16.8, 8.6)], width: 2.2)
    private static let checkStroke = "M7.2 12.4L10.6 15.8L16.8 8.6"

    static let symbols: [String: Symbol] = [
        "circle": Symbol(mono: ring, layered: nil),
        "circle.fill": Symbol(mono: filled(circlePath), layered: nil),
        "checkmark": Symbol(mono: stroked("M4.5 12.8L9.6 17.8L19.5 6.2", width: 2.2), layered: nil),
        "checkmark.circle": Symbol(
            mono: ring + stroked(checkStroke, width: 1.9),
            layered: "<g class=\"l2\">" + ring + "</g>" + stroked(checkStroke, width: 1.9)),
        "checkmark.circle.fill": circleFill(glyph: checkGlyph),
        "exclamationmark.circle.fill": circleFill(glyph: rect(10.9, 6, 2.2, 8.2) + disc(12, 17.1, 1.35)),
        "minus.circle.fill": circleFill(glyph: rect(6.8, 10.9, 10.4, 2.2)),
        "plus": Symbol(mono: stroked("M12 4.5V19.5M4.5 12H19.5", width: 2.2), layered: nil),
        "plus.circle": Symbol(
            mono: ring + stroked("M12 7.5V16.5M7.5 12H16.5", width: 1.9),
            layered: "<g class=\"l2\">" + ring + "</g>" + stroked("M12 7.5V16.5M7.5 12H16.5", width: 1.9)),
        "plus.circle.fill": circleFill(glyph: cross(12, 5.2, 2.2)),
        "xmark": Symbol(mono: stroked("M6 6L18 18M18 6L6 18", width: 2.2), layered: nil),
        "checklist": Symbol(
            mono: stroked("M3 6.2L4.8 8L8 4.6M3 13.2L4.8 15L8 11.6M3 20.2L4.8 22L8 18.6", width: 1.7)
                + stroked("M11 6.5H21M11 13.5H21M11 20.5H21", width: 1.9),
            layered: "<g class=\"l2\">"
                + stroked("M3 6.2L4.8 8L8 4.6M3 13.2L4.8 15L8 11.6M3 20.2L4.8 22L8 18.6", width: 1.7) + "</g>"
                + stroked("M11 6.5H21M11 13.5H21M11 20.5H21", width: 1.9)),
        "list.bullet": Symbol(
            mono: filled(disc(4.5, 6, 1.5) + disc(4.5, 12, 1.5) + disc(4.5, 18, 1.5))
                + stroked("M9 6H20.5M9 12H20.5M9 18H20.5", width: 1.9),
            layered: nil),
        "drop.fill": Symbol(
            mono: filled("M12 2.2C12 2.2 5 10.2 5 15A7 7 0 0 0 19 15C19 10.2 12 2.2 12 2.2Z"), layered: nil),
        "star": Symbol(mono: stroked(star(outer: 10, inner: 4.3), width: 1.7), layered: nil),
        "star.fill": Symbol(mono: filled(star(outer: 10.4, inner: 4.5)), layered: nil),
        "calendar": Symbol(
            mono:
                "<rect x=\"3\" y=\"4.5\" width=\"18\" height=\"16.5\" rx=\"3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\"/>"
                + filled(rect(3.8, 5.3, 16.4, 3.7))
                + filled(
                    disc(8, 12.5, 1) + disc(12, 12.5, 1) + disc(16, 12.5, 1) + disc(8, 16.5, 1) + disc(12, 16.5, 1)),
            layered: nil),
        "flag.fill": Symbol(
            mono: filled(
                rect(4.2, 3, 1.8, 18.5)
                    + "M6 3.6C9 2.2 11.4 5.2 14.4 4.2C16 3.7 17.6 3.3 19.5 3.6V13.8C17.6 13.4 16 13.8 14.4 14.4C11.4 15.4 9 12.4 6 13.8Z"
            ),
            layered: nil),
        "clock": Symbol(
            mono: ring + stroked("M12 6.5V12L15.5 14.2", width: 1.8),
            layered: "<g class=\"l2\">" + ring + "</g>" + stroked("M12 6.5V12L15.5 14.2", width: 1.8)),
        "exclamationmark.triangle.fill": Symbol(
            mono: evenOdd(
                "M10.3 3.4C11.1 2 12.9 2 13.7 3.4L22 18.2C22.8 19.6 21.8 21.2 20.2 21.2H3.8C2.2 21.2 1.2 19.6 2 18.2Z"
                    + rect(10.95, 8, 2.1, 6.8) + disc(12, 17.6, 1.3)),
            layered: nil),
        "chevron.right": Symbol(mono: stroked("M9 4.5L16.5 12L9 19.5", width: 2.2), layered: nil),
        "ellipsis": Symbol(mono: filled(disc(5, 12, 1.8) + disc(12, 12, 1.8) + disc(19, 12, 1.8)), layered: nil),
        "heart.fill": Symbol(
            mono: filled("M12 21C12 21 2.5 15 2.5 8.6A5 5 0 0 1 12 6.2A5 5 0 0 1 21.5 8.6C21.5 15 12 21 12 21Z"),
            layered: nil),
    ]
}

import Foundation
import Synchronization

/// The bounds of a symbol's drawing on its 24-unit grid, read from its SVG markup: what SwiftUI scales a
/// resizable symbol by (an SF Symbol's image is its glyph's own bounds, not a square with margins), so that
/// `Image(systemName:).resizable()` fills its frame as on iOS. Computed once per drawing.
enum SymbolBounds {
    private static let cache = Mutex<[String: CGRect?]>([:])

    /// The bounds of `svg` (a drawing of the symbol `name`), strokes included; nil when it draws nothing.
    static func of(_ name: String, svg: String) -> CGRect? {
        if let known = cache.withLock({ $0[name] }) { return known }
        let bounds = measure(svg)
        cache.withLock { $0[name] = bounds }
        return bounds
    }

    /// A uniform scale and a translation: all the transforms our drawings use (`translate`, `scale`).
    private struct Transform {
        var scale = 1.0
        var dx = 0.0
        var dy = 0.0

        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (scale * x + dx, scale * y + dy) }

        /// This transform after `other` (`other` applied first), as an SVG transform list composes left to right.
        func then(_ other: Transform) -> Transform {
            Transform(scale: scale * other.scale, dx: scale * other.dx + dx, dy: scale * other.dy + dy)
        }

        init(scale: Double = 1, dx: Double = 0, dy: Double = 0) {
            self.scale = scale
            self.dx = dx
            self.dy = dy
        }

        /// `translate(x y)` and `scale(s)` items of a transform attribute, in order.
        init(parsing list: String) {
            var result = Transform()
            for item in list.split(separator: ")") {
                let parts = item.split(separator: "(")
                guard parts.count == 2 else { continue }
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                let values = parts[1].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                switch name {
                case "translate" where !values.isEmpty:
                    result = result.then(Transform(dx: values[0], dy: values.count > 1 ? values[1] : 0))
                case "scale" where !values.isEmpty:
                    result = result.then(Transform(scale: values[0]))
                default:
                    continue
                }
            }
            self = result
        }
    }

    /// A running bounding box.
    private struct Box {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity

        var isEmpty: Bool { minX > maxX }

        mutating func add(_ point: (Double, Double)) {
            minX = min(minX, point.0)
            minY = min(minY, point.1)
            maxX = max(maxX, point.0)
            maxY = max(maxY, point.1)
        }

        mutating func add(_ other: Box, outset: Double) {
            guard !other.isEmpty else { return }
            add((other.minX - outset, other.minY - outset))
            add((other.maxX + outset, other.maxY + outset))
        }
    }

    private static func measure(_ svg: String) -> CGRect? {
        var total = Box()
        var transforms = [Transform()]
        var maskDepth = 0
        var rest = Substring(svg)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/") {
                if tag.hasPrefix("/mask") { maskDepth -= 1 }
                if tag.hasPrefix("/g"), transforms.count > 1 { transforms.removeLast() }
                continue
            }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
            let attributes = attributes(of: tag)
            let selfClosing = tag.hasSuffix("/")
            switch name {
            case "mask":
                // A mask's white backdrop covers the whole grid; what it cuts out is inside the shape anyway.
                if !selfClosing { maskDepth += 1 }
                continue
            case "g":
                if !selfClosing {
                    let local = attributes["transform"].map(Transform.init(parsing:)) ?? Transform()
                    transforms.append(transforms[transforms.count - 1].then(local))
                }
                continue
            default:
                break
            }
            guard maskDepth == 0 else { continue }
            let transform = transforms[transforms.count - 1]
            var shape = Box()
            func number(_ key: String) -> Double { attributes[key].flatMap { Double($0) } ?? 0 }
            switch name {
            case "path":
                for point in PathPoints.points(of: attributes["d"] ?? "") {
                    shape.add(transform.apply(point.0, point.1))
                }
            case "circle":
                let r = number("r")
                shape.add(transform.apply(number("cx") - r, number("cy") - r))
                shape.add(transform.apply(number("cx") + r, number("cy") + r))
            case "rect":
                shape.add(transform.apply(number("x"), number("y")))
                shape.add(transform.apply(number("x") + number("width"), number("y") + number("height")))
            default:
                continue
            }
            // A stroke reaches half its width beyond the outline (round caps and joins: exactly that).
            let stroked = attributes["stroke"].map { $0 != "none" } ?? false
            let width = stroked ? (attributes["stroke-width"].flatMap { Double($0) } ?? 1) * transform.scale : 0
            total.add(shape, outset: width / 2)
        }
        guard !total.isEmpty else { return nil }
        return CGRect(x: total.minX, y: total.minY, width: total.maxX - total.minX, height: total.maxY - total.minY)
    }

    /// The `name="value"` attributes of a tag's text.
    private static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...]
            guard afterEquals.first == "\"" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: "\"") else { break }
            result[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return result
    }
}

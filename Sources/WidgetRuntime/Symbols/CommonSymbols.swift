import Foundation
import Synchronization

/// Our own drawings of the SF Symbols widget code commonly uses (weather, media, people, places, arrows,
/// status…), beyond the task widgets' own, on the same 24 × 24 grid. Each base glyph has an outline and, where
/// the symbol has one, a filled form; the `.circle`, `.circle.fill`, `.square` and `.square.fill` variants of
/// any of them are composed from it (the glyph inside a ring, or cut out of a disc), so `sun.max`,
/// `sun.max.fill`, `sun.max.circle` and `sun.max.circle.fill` all draw.
enum CommonSymbols {
    struct Glyph {
        let outline: String
        let filled: String?

        init(_ outline: String, filled: String? = nil) {
            self.outline = outline
            self.filled = filled
        }
    }

    private static let composed = Mutex<[String: SymbolLibrary.Symbol?]>([:])

    /// The drawing of `name`, composed from a base glyph and its variant; nil when no base matches.
    static func symbol(_ name: String) -> SymbolLibrary.Symbol? {
        if let known = composed.withLock({ $0[name] }) { return known }
        let symbol = compose(name)
        composed.withLock { $0[name] = symbol }
        return symbol
    }

    private static func compose(_ name: String) -> SymbolLibrary.Symbol? {
        var base = name
        var fill = false
        var container: String?
        if base.hasSuffix(".fill") {
            fill = true
            base.removeLast(5)
        }
        for shape in [".circle", ".square"] where base.hasSuffix(shape) && base != "circle" && base != "square" {
            container = String(shape.dropFirst())
            base.removeLast(shape.count)
        }
        guard let glyph = glyphs[base] ?? SymbolLibrary.plainGlyph(base) else { return nil }
        guard let container else {
            return SymbolLibrary.Symbol(mono: fill ? (glyph.filled ?? glyph.outline) : glyph.outline, layered: nil)
        }
        let outline = container == "circle" ? ring : squareRing
        let solid = container == "circle" ? disc : square
        let inner =
            "<g transform=\"translate(12 12) scale(0.56) translate(-12 -12)\">" + (glyph.filled ?? glyph.outline)
            + "</g>"
        if !fill {
            return SymbolLibrary.Symbol(mono: outline + inner, layered: "<g class=\"l2\">" + outline + "</g>" + inner)
        }
        // The glyph cut out of the solid shape: a mask that is white except where the glyph is.
        let id = "sym-" + String(FNV.hash(name), radix: 16)
        let knockout = inner.replacingOccurrences(of: "currentColor", with: "#000")
        let mask =
            "<mask id=\"\(id)\"><rect width=\"24\" height=\"24\" fill=\"#fff\"/>" + knockout + "</mask>"
        let masked = solid.replacingOccurrences(of: "/>", with: " mask=\"url(#\(id))\"/>")
        return SymbolLibrary.Symbol(
            mono: mask + masked,
            layered: "<path class=\"l2\" d=\"" + discPath(container) + "\" fill=\"currentColor\"/>" + inner)
    }

    private static func discPath(_ container: String) -> String {
        container == "circle"
            ? "M12 2A10 10 0 1 0 12 22A10 10 0 1 0 12 2Z"
            : "M6 2.5H18A3.5 3.5 0 0 1 21.5 6V18"
                + "A3.5 3.5 0 0 1 18 21.5H6A3.5 3.5 0 0 1 2.5 18V6A3.5 3.5 0 0 1 6 2.5Z"
    }

    private static let ring =
        "<circle cx=\"12\" cy=\"12\" r=\"9.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\"/>"
    private static let squareRing =
        "<rect x=\"3\" y=\"3\" width=\"18\" height=\"18\" rx=\"3.5\" fill=\"none\" stroke=\"currentColor\""
        + " stroke-width=\"1.7\"/>"
    private static let disc = "<circle cx=\"12\" cy=\"12\" r=\"10\" fill=\"currentColor\"/>"
    private static let square =
        "<rect x=\"2.5\" y=\"2.5\" width=\"19\" height=\"19\" rx=\"3.5\" fill=\"currentColor\"/>"

    // MARK: Drawing helpers

    private static func s(_ d: String, _ width: Double = 1.8) -> String {
        "<path d=\"\(d)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(CSS.number(CGFloat(width)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    private static func f(_ d: String) -> String { "<path d=\"\(d)\" fill=\"currentColor\"/>" }

    private static func c(_ cx: Double, _ cy: Double, _ r: Double, fill: Bool = false, width: Double = 1.8) -> String {
        let center =
            "cx=\"\(CSS.number(CGFloat(cx)))\" cy=\"\(CSS.number(CGFloat(cy)))\" r=\"\(CSS.number(CGFloat(r)))\""
        return fill
            ? "<circle \(center) fill=\"currentColor\"/>"
            : "<circle \(center) fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(CSS.number(CGFloat(width)))\"/>"
    }

    /// An outline glyph whose filled form is the same path filled (and stroked, to keep its size).
    private static func shape(_ d: String) -> Glyph {
        Glyph(
            s(d),
            filled:
                "<path d=\"\(d)\" fill=\"currentColor\" stroke=\"currentColor\" stroke-width=\"1.8\" stroke-linejoin=\"round\"/>"
        )
    }

    private static let sunRays =
        "M12 2.5V4.5M12 19.5V21.5M2.5 12H4.5M19.5 12H21.5M5.3 5.3L6.7 6.7M17.3 17.3L18.7 18.7M5.3 18.7L6.7 17.3"
        + "M17.3 6.7L18.7 5.3"
    private static let cloud =
        "M7 19H17.5A4 4 0 0 0 17.6 11A5.5 5.5 0 0 0 7 9.6A4.7 4.7 0 0 0 7 19Z"
    private static let crescent = "M20 14.5A8.5 8.5 0 1 1 9.5 4A7 7 0 0 0 20 14.5Z"
    private static let bolt = "M13.5 2.5L5.5 13.5H11.5L10.5 21.5L18.5 10.5H12.5Z"
    private static let heart =
        "M12 20.5C12 20.5 3 15 3 8.9A4.6 4.6 0 0 1 12 7.2A4.6 4.6 0 0 1 21 8.9"
        + "C21 15 12 20.5 12 20.5Z"
    private static let person =
        "M12 12A4 4 0 1 0 12 4A4 4 0 1 0 12 12ZM4.5 21C4.5 16.8 7.9 14.5 12 14.5"
        + "S19.5 16.8 19.5 21Z"
    private static let house = "M3.5 11L12 3.5L20.5 11V20.5H14.5V14.5H9.5V20.5H3.5Z"
    private static let bell = "M6 17V11A6 6 0 0 1 18 11V17L19.5 18.5H4.5ZM10 20.5A2 2 0 0 0 14 20.5"
    private static let leaf = "M5 19C5 10 10 4.5 20 4C19.5 14 14 19 5 19ZM5 19L13 11"
    private static let flame =
        "M12 21.5C7.5 21.5 5 18.5 5 15C5 10.5 9 8 9.5 3.5C13.5 6 14 9 13.5 11"
        + "C15 10.5 15.8 9.2 16 8C18 10 19 12.5 19 15C19 18.5 16.5 21.5 12 21.5Z"
    private static let drop = "M12 2.8C12 2.8 5.5 10.4 5.5 15A6.5 6.5 0 0 0 18.5 15C18.5 10.4 12 2.8 12 2.8Z"
    private static let envelope = "M3 5.5H21V18.5H3ZM3.5 6L12 13L20.5 6"
    private static let bubble = "M4 5H20V16H10L5.5 20V16H4Z"
    private static let tag = "M3.5 3.5H11.5L20.5 12.5L12.5 20.5L3.5 11.5ZM8 8.5A0.5 0.5 0 1 0 8 7.5"
    private static let bookmark = "M6 3H18V21L12 16.5L6 21Z"
    private static let lock = "M5.5 10.5H18.5V20.5H5.5ZM8 10.5V7.5A4 4 0 0 1 16 7.5V10.5"
    private static let gear =
        "M10.3 2.5H13.7L14.2 5.1L16.4 6.4L18.9 5.5L20.6 8.4L18.6 10.2V12.8L20.6 14.6L18.9 17.5L16.4 16.6L14.2 17.9"
        + "L13.7 20.5H10.3L9.8 17.9L7.6 16.6L5.1 17.5L3.4 14.6L5.4 12.8V10.2L3.4 8.4L5.1 5.5L7.6 6.4L9.8 5.1Z"
        + "M12 8.5A3 3 0 1 0 12 14.5A3 3 0 1 0 12 8.5Z"
    private static let cart =
        "M2.5 3.5H5.5L8 15.5H18.5L20.5 7.5H6.5M9.5 19.5A1 1 0 1 0 9.5 21.5A1 1 0 1 0 9.5 19.5Z"
        + "M17 19.5A1 1 0 1 0 17 21.5A1 1 0 1 0 17 19.5Z"
    private static let bag = "M4.5 8H19.5L18.5 21H5.5ZM8.5 8V6.5A3.5 3.5 0 0 1 15.5 6.5V8"
    private static let gift =
        "M3.5 8.5H20.5V12H3.5ZM5 12H19V20.5H5ZM12 8.5V20.5M12 8.5C10 4 6 4.5 6.5 7S11 8.5 12 8.5"
        + "C13 8.5 17 9.5 17.5 7S14 4 12 8.5"
    private static let pin =
        "M12 21.5C12 21.5 5 14.5 5 9.5A7 7 0 0 1 19 9.5C19 14.5 12 21.5 12 21.5ZM12 7"
        + "A2.5 2.5 0 1 0 12 12A2.5 2.5 0 1 0 12 7Z"
    private static let location = "M20.5 3.5L3.5 10.5L11 13L13.5 20.5Z"
    private static let car =
        "M3.5 16.5V11.5L5.8 6.5H18.2L20.5 11.5V16.5ZM3.5 11.5H20.5M6 16.5V19M18 16.5V19M7 14"
        + "A0.6 0.6 0 1 0 7 13M17 14A0.6 0.6 0 1 0 17 13"
    private static let airplane =
        "M21 12C21 11 20 10.5 19 10.5H15L10 3H8L10.5 10.5H6L4.5 8.5H3L4 12L3 15.5H4.5L6 13.5"
        + "H10.5L8 21H10L15 13.5H19C20 13.5 21 13 21 12Z"
    private static let cloudSunRays =
        "M15.5 3.5V2M19.04 4.96L20.1 3.9M20.5 8.5H22M11.96 4.96L10.9 3.9M19.04 12.04L20.1 13.1"
    private static let book =
        "M4 4.5H10A2 2 0 0 1 12 6.5V20A2 2 0 0 0 10 18.5H4ZM20 4.5H14A2 2 0 0 0 12 6.5V20"
        + "A2 2 0 0 1 14 18.5H20Z"
    private static let folder =
        "M3 6A1.5 1.5 0 0 1 4.5 4.5H9.5L11.5 6.5H19.5A1.5 1.5 0 0 1 21 8V18"
        + "A1.5 1.5 0 0 1 19.5 19.5H4.5A1.5 1.5 0 0 1 3 18Z"
    private static let doc = "M6 2.5H14L19 7.5V21.5H6ZM14 2.5V7.5H19"
    private static let paperplane = "M21.5 2.5L2.5 10.5L10 13.5L13.5 21.5ZM21.5 2.5L10 13.5"
    private static let camera = "M3 7.5H7.5L9 5H15L16.5 7.5H21V19H3ZM12 9.5A3.5 3.5 0 1 0 12 16.5A3.5 3.5 0 1 0 12 9.5Z"
    private static let mic =
        "M9 4.5A3 3 0 0 1 15 4.5V11A3 3 0 0 1 9 11ZM5.5 10.5A6.5 6.5 0 0 0 18.5 10.5M12 17V21"
        + "M8.5 21H15.5"
    private static let phone =
        "M6.5 3.5L9.5 7.5L7.8 9.6C8.8 11.8 12.2 15.2 14.4 16.2L16.5 14.5L20.5 17.5L19 20.5"
        + "C11 21 3 13 3.5 5Z"
    private static let trash = "M4 6.5H20M9.5 6.5V4H14.5V6.5M6 6.5L7 21H17L18 6.5M10 10.5V17M14 10.5V17"
    private static let cup =
        "M4.5 8H16.5V14A5 5 0 0 1 11.5 19H9.5A5 5 0 0 1 4.5 14ZM16.5 9.5H18A2.5 2.5 0 0 1 18 14.5"
        + "H16.5M3 21H18"

    /// The base glyphs, by name; variants are composed in `compose(_:)`.
    static let glyphs: [String: Glyph] = [
        // Weather and sky
        "sun.max": Glyph(c(12, 12, 4) + s(sunRays), filled: c(12, 12, 4.8, fill: true) + s(sunRays, 2)),
        "sun.min": Glyph(c(12, 12, 4) + s(sunRays, 1.2), filled: c(12, 12, 4.5, fill: true) + s(sunRays, 1.4)),
        "sunrise": Glyph(
            s(
                "M6 17A6 6 0 0 1 18 17M2.5 17H21.5M2.5 20.5H21.5M12 3.5V9M9.5 6L12 3.5L14.5 6M4 11.2L5.5 12.5M20 11.2"
                    + "L18.5 12.5")),
        "sunset": Glyph(
            s(
                "M6 17A6 6 0 0 1 18 17M2.5 17H21.5M2.5 20.5H21.5M12 3.5V9M9.5 6.5L12 9L14.5 6.5M4 11.2L5.5 12.5M20 11.2"
                    + "L18.5 12.5")),
        "moon": shape(crescent),
        "moon.stars": Glyph(
            s(crescent) + f("M17 3L17.6 4.6L19.2 5.2L17.6 5.8L17 7.4L16.4 5.8L14.8 5.2L16.4 4.6Z"),
            filled: f(crescent) + f("M17 3L17.6 4.6L19.2 5.2L17.6 5.8L17 7.4L16.4 5.8L14.8 5.2L16.4 4.6Z")),
        "cloud": shape(cloud),
        // The sun behind the cloud's top right, as SF Symbols draws it; filled, a disc (a stroke as wide as its
        // radius, so that multicolor paints it yellow) that the filled cloud covers.
        "cloud.sun": Glyph(
            s(
                "M6 20H14.5A3.5 3.5 0 0 0 14.6 13A5 5 0 0 0 5.3 12.2A4 4 0 0 0 6 20ZM12.47 6.75A3.5 3.5 0 1 1 16.41 11.88"
                    + cloudSunRays),
            filled: s("M17.25 8.5A1.75 1.75 0 1 0 13.75 8.5A1.75 1.75 0 1 0 17.25 8.5", 3.5) + s(cloudSunRays)
                + f("M6 20H14.5A3.5 3.5 0 0 0 14.6 13A5 5 0 0 0 5.3 12.2A4 4 0 0 0 6 20Z")),
        "cloud.rain": Glyph(
            s("M7 15H17.5A3.5 3.5 0 0 0 17.6 8A5 5 0 0 0 7.7 7A4 4 0 0 0 7 15ZM8 18L7 21M12 18L11 21M16 18L15 21"),
            filled: f("M7 15H17.5A3.5 3.5 0 0 0 17.6 8A5 5 0 0 0 7.7 7A4 4 0 0 0 7 15Z")
                + s("M8 18L7 21M12 18L11 21M16 18L15 21")),
        "cloud.drizzle": Glyph(
            s(
                "M7 15H17.5A3.5 3.5 0 0 0 17.6 8A5 5 0 0 0 7.7 7A4 4 0 0 0 7 15ZM8 18V18.5M12 19V19.5M16 18V18.5M10 21"
                    + "V21.5M14 21V21.5")),
        "cloud.snow": Glyph(
            s("M7 15H17.5A3.5 3.5 0 0 0 17.6 8A5 5 0 0 0 7.7 7A4 4 0 0 0 7 15Z")
                + c(8, 18.5, 0.9, fill: true) + c(12, 20, 0.9, fill: true) + c(16, 18.5, 0.9, fill: true)),
        "cloud.bolt": Glyph(
            s("M7 15H17.5A3.5 3.5 0 0 0 17.6 8A5 5 0 0 0 7.7 7A4 4 0 0 0 7 15ZM12.5 13L10 17.5H13.5L11.5 21.5")),
        "cloud.fog": Glyph(s("M7 13H17.5A3.5 3.5 0 0 0 17.6 6A5 5 0 0 0 7.7 5A4 4 0 0 0 7 13ZM4 17H20M6 20.5H18")),
        "snowflake": Glyph(
            s("M12 2.5V21.5M3.8 7.2L20.2 16.8M3.8 16.8L20.2 7.2M9.5 3.8L12 6.2L14.5 3.8M9.5 20.2L12 17.8L14.5 20.2")),
        "wind": Glyph(s("M3 9H15.5A2.5 2.5 0 1 0 13 6.5M3 13H19A2.5 2.5 0 1 1 16.5 15.5M3 17H10")),
        "umbrella": shape("M12 3A9 9 0 0 1 21 12H3A9 9 0 0 1 12 3ZM12 12V18.5A2 2 0 0 1 8 18.5"),
        "thermometer": Glyph(s("M10 14.3V5A2 2 0 0 1 14 5V14.3A4 4 0 1 1 10 14.3ZM12 17.5V9")),
        "thermometer.medium": Glyph(s("M10 14.3V5A2 2 0 0 1 14 5V14.3A4 4 0 1 1 10 14.3ZM12 17.5V10")),
        "humidity": Glyph(
            s(drop) + s("M9 16.5L15 11.5") + c(9.5, 12.2, 0.9, fill: true) + c(14.5, 15.8, 0.9, fill: true)),
        "drop": shape(drop),
        "flame": shape(flame),
        "leaf": shape(leaf),
        "bolt": shape(bolt),
        "sparkles": Glyph(
            f(
                "M10 3L11.5 8.5L17 10L11.5 11.5L10 17L8.5 11.5L3 10L8.5 8.5ZM18 14L18.8 16.2L21 17L18.8 17.8L18 20"
                    + "L17.2 17.8L15 17L17.2 16.2Z")),
        // People, home, objects
        "heart": shape(heart),
        "person": shape(person),
        "person.crop": shape(person),
        "person.2": Glyph(
            s(
                "M9 11A3.5 3.5 0 1 0 9 4A3.5 3.5 0 1 0 9 11ZM2.5 20C2.5 16.3 5.5 14 9 14S15.5 16.3 15.5 20ZM16 11"
                    + "A3 3 0 1 0 16 5M18 14.2C20 14.8 21.5 16.8 21.5 20")),
        "figure.walk": Glyph(
            c(13, 4, 1.8, fill: true)
                + s(
                    "M13 7.5L11 13L14 16L15 21M11 13L8.5 21M12.3 9.5L16 12L18 11.5M12.3 9.5"
                        + "L8.5 11.5L7.5 14", 2)),
        "figure.run": Glyph(
            c(15, 4, 1.8, fill: true)
                + s(
                    "M14 7.5L10.5 12.5L14 15L12.5 21M10.5 12.5L7.5 14.5L4.5 14M13 9L17 11.5"
                        + "L20 10.5M13 9L9 9L7 11", 2)),
        "house": shape(house),
        "bell": shape(bell),
        "bookmark": shape(bookmark),
        "tag": shape(tag),
        "lock": shape(lock),
        "lock.open": Glyph(s("M5.5 10.5H18.5V20.5H5.5ZM8 10.5V7.5A4 4 0 0 1 15.8 6.5")),
        "key": Glyph(s("M8 15A4 4 0 1 0 8 7A4 4 0 1 0 8 15ZM11.5 12.5L20.5 12.5V16M17 12.5V15")),
        "gear": shape(gear),
        "gearshape": shape(gear),
        "trash": Glyph(s(trash), filled: f("M6 6.5L7 21H17L18 6.5Z") + s("M4 6.5H20M9.5 6.5V4H14.5V6.5")),
        "pencil": Glyph(s("M4 20L5 15.5L16.5 4L20 7.5L8.5 19ZM14 6.5L17.5 10")),
        "square.and.pencil": Glyph(
            s(
                "M11 4.5H5.5A1.5 1.5 0 0 0 4 6V18.5A1.5 1.5 0 0 0 5.5 20H18A1.5 1.5 0 0 0 19.5 18.5V13M10 14L10.8 10.8"
                    + "L18.5 3L21 5.5L13.3 13.3Z")),
        "magnifyingglass": Glyph(s("M10.5 17A6.5 6.5 0 1 0 10.5 4A6.5 6.5 0 1 0 10.5 17ZM15.3 15.3L20.5 20.5", 2)),
        "envelope": shape(envelope),
        "phone": shape(phone),
        "message": shape(bubble),
        "bubble.left": shape(bubble),
        "book": shape(book),
        "books.vertical": Glyph(s("M4 4H8V20H4ZM9.5 4H13.5V20H9.5ZM15 5L18.8 4L21 19L17.2 20Z")),
        "folder": shape(folder),
        "doc": shape(doc),
        "doc.text": Glyph(s(doc) + s("M9 12H16M9 15.5H16M9 19H13"), filled: f(doc)),
        "tray": Glyph(s("M3 13.5L5.5 4.5H18.5L21 13.5V19.5H3ZM3 13.5H8.5A3.5 3.5 0 0 0 15.5 13.5H21")),
        "archivebox": Glyph(s("M3 4.5H21V8.5H3ZM4.5 8.5V19.5H19.5V8.5M9.5 12H14.5")),
        "paperplane": shape(paperplane),
        "link": Glyph(
            s(
                "M10 14A4 4 0 0 0 15.7 14.3L18.5 11.5A4 4 0 0 0 12.8 5.8L11.5 7.1M14 10A4 4 0 0 0 8.3 9.7L5.5 12.5"
                    + "A4 4 0 0 0 11.2 18.2L12.5 16.9")),
        "globe": Glyph(
            c(12, 12, 9.2)
                + s(
                    "M3 12H21M12 2.8C9.5 5.5 8.5 8.5 8.5 12S9.5 18.5 12 21.2"
                        + "C14.5 18.5 15.5 15.5 15.5 12S14.5 5.5 12 2.8Z", 1.4)),
        "photo": Glyph(
            s("M3 4.5H21V19.5H3ZM3 16L8.5 10.5L13 15L15.5 12.5L21 18") + c(16, 8.5, 1.6, fill: true),
            filled: f("M3 4.5H21V19.5H3Z")),
        "camera": shape(camera),
        "mic": shape(mic),
        "speaker.wave.2": Glyph(
            f("M3 9H7L12 5V19L7 15H3Z") + s("M15 9.5A3.5 3.5 0 0 1 15 14.5M17.5 7A7 7 0 0 1 17.5 17")),
        "music.note": Glyph(f("M9 17A3 3 0 1 1 6 14A3 3 0 0 1 9 15.2V4L19 2.5V5.5L11 7V17Z")),
        "headphones": Glyph(s("M4 14V12A8 8 0 0 1 20 12V14M4 14H7V20H4ZM20 14H17V20H20Z")),
        "tv": Glyph(s("M2.5 5H21.5V17H2.5ZM8 20.5H16")),
        "gamecontroller": Glyph(
            s(
                "M7 7H17A4.5 4.5 0 0 1 21.5 11.5V15A2.5 2.5 0 0 1 17.5 17L15.5 14.5H8.5L6.5 17A2.5 2.5 0 0 1 2.5 15V11.5"
                    + "A4.5 4.5 0 0 1 7 7ZM7 10V13M5.5 11.5H8.5M16 11H16.5M17.5 12.5H18")),
        "cart": shape(cart),
        "bag": shape(bag),
        "creditcard": Glyph(s("M2.5 5.5H21.5V18.5H2.5ZM2.5 9.5H21.5M5.5 15H9")),
        "gift": shape(gift),
        "cup.and.saucer": shape(cup),
        "fork.knife": Glyph(s("M6 3V9.5A2 2 0 0 0 10 9.5V3M8 3V21M16.5 21V3C14.5 5 14 8 14.5 12.5H16.5")),
        "car": shape(car),
        "airplane": Glyph(s(airplane, 1.5), filled: f(airplane)),
        "bicycle": Glyph(
            c(6, 16, 3.6) + c(18, 16, 3.6) + s("M6 16L9.5 9H15.5L18 16M12 16L9.5 9M8.5 6.5H11M15.5 9L14.5 6H17")),
        "bed.double": Glyph(
            s(
                "M3 19V6M3 14H21V19M21 14V11A2 2 0 0 0 19 9H11V14M5.5 10.5A1.5 1.5 0 1 0 8.5 10.5"
                    + "A1.5 1.5 0 1 0 5.5 10.5")),
        "dumbbell": Glyph(s("M6.5 12H17.5M4 8.5V15.5M6.5 7V17M17.5 7V17M20 8.5V15.5", 2)),
        "pills": Glyph(
            s("M10.5 4.5L4.5 10.5A3.5 3.5 0 0 0 9.5 15.5L15.5 9.5A3.5 3.5 0 0 0 10.5 4.5ZM7.5 7.5L12.5 12.5")
                + c(17, 17, 4)),
        "stethoscope": Glyph(s("M5 3V9A4.5 4.5 0 0 0 14 9V3M9.5 13.5V16A4 4 0 0 0 17.5 16V13") + c(17.5, 11, 2)),
        // Time
        "alarm": Glyph(c(12, 13, 7.5) + s("M12 9V13L14.5 15M4 5L6.5 3M20 5L17.5 3")),
        "timer": Glyph(c(12, 13, 8) + s("M12 13L15 9.5M10 2.5H14M12 2.5V5")),
        "stopwatch": Glyph(c(12, 13.5, 7.5) + s("M12 13.5V9.5M10 2.5H14M12 2.5V6M18 6.5L19.5 5")),
        "hourglass": Glyph(
            s("M6 3H18M6 21H18M7 3C7 8 12 10 12 12C12 14 7 16 7 21M17 3C17 8 12 10 12 12C12 14 17 16 17 21")),
        // Arrows and controls
        "arrow.up": Glyph(s("M12 20V4M6 10L12 4L18 10", 2)),
        "arrow.down": Glyph(s("M12 4V20M6 14L12 20L18 14", 2)),
        "arrow.left": Glyph(s("M20 12H4M10 6L4 12L10 18", 2)),
        "arrow.right": Glyph(s("M4 12H20M14 6L20 12L14 18", 2)),
        "arrow.up.right": Glyph(s("M6 18L18 6M9 6H18V15", 2)),
        "arrow.clockwise": Glyph(s("M19.5 12A7.5 7.5 0 1 1 17 6.4M17.5 2.5V6.8H13.2", 2)),
        "arrow.counterclockwise": Glyph(s("M4.5 12A7.5 7.5 0 1 0 7 6.4M6.5 2.5V6.8H10.8", 2)),
        // One circle open at the left, its arrowhead pointing down (counterclockwise), as SF Symbols draws it.
        "arrow.circlepath": Glyph(s("M3.31 9.67A9 9 0 1 1 4.63 17.16", 2) + f("M0.9 8.7L5.9 10.1L2.5 12.8Z")),
        "arrow.triangle.2.circlepath": Glyph(
            s("M4.5 12A7.5 7.5 0 0 1 17.8 7.3M19.5 12A7.5 7.5 0 0 1 6.2 16.7", 2)
                + f("M15.5 8.2H20V3.7ZM8.5 15.8H4V20.3Z")),
        "arrow.up.arrow.down": Glyph(s("M8 20V4M4 8L8 4L12 8M16 4V20M12 16L16 20L20 16", 1.9)),
        "chevron.left": Glyph(s("M15 4.5L7.5 12L15 19.5", 2.2)),
        "chevron.up": Glyph(s("M4.5 15.5L12 8L19.5 15.5", 2.2)),
        "chevron.down": Glyph(s("M4.5 8.5L12 16L19.5 8.5", 2.2)),
        "chevron.up.chevron.down": Glyph(s("M7 9L12 4L17 9M7 15L12 20L17 15", 2.2)),
        "minus": Glyph(s("M4.5 12H19.5", 2.2)),
        "info": Glyph(f("M10.9 10H13.1V18H10.9Z") + c(12, 6.6, 1.4, fill: true)),
        "questionmark": Glyph(
            s("M8.5 8.5A3.5 3.5 0 1 1 13.5 11.6C12.6 12.1 12 12.8 12 14", 2.2) + c(12, 18, 1.35, fill: true)),
        "exclamationmark": Glyph(f("M10.9 4H13.1V14.5H10.9Z") + c(12, 18.5, 1.35, fill: true)),
        "exclamationmark.triangle": Glyph(
            s("M10.3 3.9C11.1 2.5 12.9 2.5 13.7 3.9L21.2 17.3C22 18.7 21 20.3 19.4 20.3H4.6C3 20.3 2 18.7 2.8 17.3Z")
                + f("M11 8.5H13V14H11Z") + c(12, 16.8, 1.2, fill: true)),
        "play": shape("M7 4.5L19.5 12L7 19.5Z"),
        "pause": Glyph(s("M8 5V19M16 5V19", 3), filled: f("M6 4.5H10V19.5H6ZM14 4.5H18V19.5H14Z")),
        "stop": shape("M5.5 5.5H18.5V18.5H5.5Z"),
        "forward": shape("M3 6L11.5 12L3 18ZM12 6L20.5 12L12 18Z"),
        "backward": shape("M21 6L12.5 12L21 18ZM12 6L3.5 12L12 18Z"),
        "playpause": Glyph(f("M3 5.5L11 12L3 18.5Z") + f("M13.5 5.5H16V18.5H13.5ZM18.5 5.5H21V18.5H18.5Z")),
        "power": Glyph(s("M12 3V11M7 5.5A8 8 0 1 0 17 5.5", 2)),
        // Places and status
        "mappin": shape(pin),
        "mappin.and.ellipse": Glyph(s(pin) + s("M5 19.5C5 20.6 8.1 21.5 12 21.5S19 20.6 19 19.5", 1.3)),
        "location": shape(location),
        "map": Glyph(s("M3 6L8.5 4L15.5 6.5L21 4.5V18L15.5 20L8.5 17.5L3 19.5ZM8.5 4V17.5M15.5 6.5V20")),
        "building.2": Glyph(
            s("M3.5 21V7.5L10.5 4V21M10.5 9.5H20.5V21M2.5 21H21.5M6 10.5H8M6 14H8M14 13H17M14 16.5H17")),
        "wifi": Glyph(
            s("M2.5 9.5A13.5 13.5 0 0 1 21.5 9.5M5.5 12.8A9.2 9.2 0 0 1 18.5 12.8M8.6 16A5 5 0 0 1 15.4 16")
                + c(12, 19, 1.4, fill: true)),
        "antenna.radiowaves.left.and.right": Glyph(
            c(12, 12, 1.6, fill: true)
                + s(
                    "M8.5 8.5A5 5 0 0 0 8.5 15.5M15.5 8.5A5 5 0 0 1 15.5 15.5M5.5 5.5"
                        + "A9.2 9.2 0 0 0 5.5 18.5M18.5 5.5A9.2 9.2 0 0 1 18.5 18.5")),
        "battery.100": Glyph(s("M2.5 7.5H19.5V16.5H2.5ZM21.5 10.5V13.5") + f("M4.5 9.5H17.5V14.5H4.5Z")),
        "battery.75": Glyph(s("M2.5 7.5H19.5V16.5H2.5ZM21.5 10.5V13.5") + f("M4.5 9.5H14V14.5H4.5Z")),
        "battery.50": Glyph(s("M2.5 7.5H19.5V16.5H2.5ZM21.5 10.5V13.5") + f("M4.5 9.5H11V14.5H4.5Z")),
        "battery.25": Glyph(s("M2.5 7.5H19.5V16.5H2.5ZM21.5 10.5V13.5") + f("M4.5 9.5H7.5V14.5H4.5Z")),
        "battery.0": Glyph(s("M2.5 7.5H19.5V16.5H2.5ZM21.5 10.5V13.5")),
        "eye": Glyph(
            s("M2 12C4.5 7.5 8 5.5 12 5.5S19.5 7.5 22 12C19.5 16.5 16 18.5 12 18.5S4.5 16.5 2 12Z") + c(12, 12, 3)),
        "hand.thumbsup": Glyph(
            s(
                "M7.5 10.5H4V20H7.5ZM7.5 10.5L11 3.5C12.5 3.5 13.5 4.5 13.2 6.5L12.8 9.5H18.5A2 2 0 0 1 20.5 11.8"
                    + "L19.3 18.3A2 2 0 0 1 17.3 20H7.5")),
        "hands.sparkles": Glyph(
            f("M10 3L11 6.5L14.5 7.5L11 8.5L10 12L9 8.5L5.5 7.5L9 6.5Z") + s("M5 20C5 16 7 14.5 10 14.5H14.5L18.5 11.5")
        ),
        // Charts and layout
        "chart.bar": shape("M4 20V13H8V20ZM10 20V8H14V20ZM16 20V4H20V20Z"),
        "chart.pie": Glyph(s("M11 3.5A8.5 8.5 0 1 0 20.5 13H11ZM14 2.5A8.5 8.5 0 0 1 21.5 10H14Z")),
        "chart.line.uptrend.xyaxis": Glyph(s("M3.5 3.5V20.5H20.5M7 16L11 11.5L14 14L20 7M16 7H20V11")),
        "square.grid.2x2": shape("M4 4H10.5V10.5H4ZM13.5 4H20V10.5H13.5ZM4 13.5H10.5V20H4ZM13.5 13.5H20V20H13.5Z"),
        "rectangle.stack": Glyph(s("M3.5 8H20.5V20.5H3.5ZM6 5.5H18M8.5 3H15.5")),
        "square.stack": Glyph(s("M6 9H18V21H6ZM8 6.5H16M10 4H14")),
        "list.number": Glyph(
            s("M10 6.5H21M10 12.5H21M10 18.5H21", 1.9)
                + f(
                    "M4.5 4.5H5.8V8.5H4.5ZM3.5 10.5H6.5V11.6L4.9 13.4H6.5V14.5"
                        + "H3.5V13.4L5.1 11.6H3.5Z")),
        // Shapes
        "square": shape("M4 4H20V20H4Z"),
        "triangle": shape("M12 3.5L21 19.5H3Z"),
        "diamond": shape("M12 2.5L21.5 12L12 21.5L2.5 12Z"),
        "hexagon": shape("M12 2.5L20.5 7.3V16.7L12 21.5L3.5 16.7V7.3Z"),
        "seal": shape(
            "M12 2.5L14.4 4.2L17.3 3.8L18.5 6.5L21.2 7.7L20.8 10.6L22.5 13L20.8 15.4L21.2 18.3L18.5 19.5L17.3 22.2"
                + "L14.4 21.8L12 23.5L9.6 21.8L6.7 22.2L5.5 19.5L2.8 18.3L3.2 15.4L1.5 13L3.2 10.6L2.8 7.7L5.5 6.5"
                + "L6.7 3.8L9.6 4.2Z"),
        "app": shape("M6 3H18A3 3 0 0 1 21 6V18A3 3 0 0 1 18 21H6A3 3 0 0 1 3 18V6A3 3 0 0 1 6 3Z"),
        "rectangle": shape("M2.5 6H21.5V18H2.5Z"),
        "capsule": shape("M8 6H16A6 6 0 0 1 16 18H8A6 6 0 0 1 8 6Z"),
    ]
}

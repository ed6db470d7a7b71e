import CHarfBuzz
import Foundation

/// The font a piece of text is drawn with, as the stylesheet picks it.
package struct FontSpec: Hashable, Sendable {
    /// The size in points (CSS pixels).
    package var size: CGFloat
    /// The CSS weight, 100…900.
    package var weight: Int
    package var italic: Bool
    package var design: Font.Design
    /// Inter Display (the stylesheet's `.display` and title styles) instead of Inter.
    package var display: Bool
    /// The CSS letter-spacing, added after every character.
    package var tracking: CGFloat
    /// The CSS line height.
    package var lineHeight: CGFloat
    /// Tabular digits (`font-variant-numeric: tabular-nums`, OpenType `tnum`).
    package var tabular = false

    /// The same font scaled by `factor` (minimumScaleFactor), tracking and line height with it.
    package func scaled(by factor: CGFloat) -> FontSpec {
        var copy = self
        copy.size *= factor
        copy.tracking *= factor
        copy.lineHeight = (lineHeight * factor).rounded()
        return copy
    }
}

/// A string and its font, hashed once: the measurer's caches are asked about the same text at every proposal of
/// every laid-out text, and hashing the string and the font's fields anew was most of each lookup (about 7 % of a
/// laid-out render).
package struct MeasuredText: Hashable {
    package let string: String
    package let font: FontSpec
    private let hash: Int

    package init(_ string: String, font: FontSpec) {
        self.string = string
        self.font = font
        var hasher = Hasher()
        hasher.combine(string)
        hasher.combine(font)
        hash = hasher.finalize()
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.font == rhs.font && lhs.string == rhs.string
    }
}

/// Measures text with HarfBuzz on the font files the page draws with (Debian's fonts-inter, fonts-noto-cjk,
/// fonts-noto-color-emoji, fonts-dejavu-core), choosing them as the stylesheet's font lists resolve in
/// Chromium: Inter or Inter Display by weight and slant, DejaVu for serif and monospaced text, Noto Sans CJK
/// JP and Noto Color Emoji for the characters the first font lacks. Without a font file, or without HarfBuzz
/// (loaded on the first measurement, `HarfBuzz.standard`), text is estimated at 0.6 em a character.
@MainActor
package enum TextMeasurer {
    /// The advance of `text` on one line, in points, letter-spacing included.
    package static func width(of text: String, font: FontSpec) -> CGFloat {
        if text.isEmpty { return 0 }
        let key = WidthKey(text: text, font: font)
        if let known = widths[key] { return known }
        let width = shapedWidth(text, font: font) + CGFloat(text.count) * font.tracking
        if widths.count > 4096 { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// The widths of the lines `text` wraps into at `maxWidth` (as CSS `white-space: pre-wrap` with
    /// `overflow-wrap: break-word` breaks it: at spaces, after hyphens, between CJK characters, and inside a
    /// word only when the word alone is too wide).
    package static func lines(of text: String, font: FontSpec, maxWidth: CGFloat) -> [CGFloat] {
        lines(of: MeasuredText(text, font: font), maxWidth: maxWidth)
    }

    /// The widths of the lines `text` wraps into at `maxWidth`, as ``lines(of:font:maxWidth:)``.
    package static func lines(of text: MeasuredText, maxWidth: CGFloat) -> [CGFloat] {
        // Layout asks the same text at the same width again and again (each proposal of a stack, each render of
        // an unchanged widget): wrapping it was 35–42 % of a laid-out render (widget-bench).
        let key = LinesKey(text: text, maxWidth: maxWidth)
        if let known = wrapped[key] { return known }
        var result: [CGFloat] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(String(paragraph), font: text.font, maxWidth: maxWidth)
        }
        if wrapped.count > 4096 { wrapped.removeAll(keepingCapacity: true) }
        wrapped[key] = result
        return result
    }

    /// The advance of the widest word of `text` (words end at spaces and line breaks): whether a word alone
    /// overflows a line, asked at every measurement of the text.
    package static func widestWord(of text: String, font: FontSpec) -> CGFloat {
        widestWord(of: MeasuredText(text, font: font))
    }

    /// The advance of the widest word of `text`, as ``widestWord(of:font:)``.
    package static func widestWord(of text: MeasuredText) -> CGFloat {
        if let known = widestWords[text] { return known }
        let widest = text.string.split(whereSeparator: { $0 == " " || $0 == "\n" }).reduce(CGFloat(0)) {
            max($0, width(of: String($1), font: text.font))
        }
        if widestWords.count > 4096 { widestWords.removeAll(keepingCapacity: true) }
        widestWords[text] = widest
        return widest
    }

    private static var widestWords: [MeasuredText: CGFloat] = [:]

    private struct LinesKey: Hashable {
        let text: MeasuredText
        let maxWidth: CGFloat
    }

    private static var wrapped: [LinesKey: [CGFloat]] = [:]

    private static func wrap(_ paragraph: String, font: FontSpec, maxWidth: CGFloat) -> [CGFloat] {
        let words = breakOpportunities(paragraph)
        if words.isEmpty { return [0] }
        var lines: [CGFloat] = []
        var line = ""
        var lineWidth: CGFloat = 0
        // A hair of tolerance: the browser lays text out in 1/64 px units.
        let limit = maxWidth + 0.02
        for word in words {
            let candidate = line + word
            let candidateWidth = width(of: candidate.trimmingTrailingSpaces, font: font)
            if candidateWidth <= limit || line.isEmpty {
                line = candidate
                lineWidth = candidateWidth
                if line.isEmpty { continue }
                // A single word wider than the line is broken between characters (overflow-wrap).
                if lineWidth > limit {
                    var rest = Substring(line)
                    while !rest.isEmpty, width(of: String(rest).trimmingTrailingSpaces, font: font) > limit {
                        var cut = rest.startIndex
                        var next = rest.index(after: cut)
                        while next < rest.endIndex, width(of: String(rest[..<next]), font: font) <= limit {
                            cut = next
                            next = rest.index(after: next)
                        }
                        let end = cut == rest.startIndex ? rest.index(after: cut) : cut
                        lines.append(width(of: String(rest[..<end]), font: font))
                        rest = rest[end...]
                    }
                    line = String(rest)
                    lineWidth = width(of: line.trimmingTrailingSpaces, font: font)
                }
            } else {
                lines.append(lineWidth)
                line = word
                lineWidth = width(of: word.trimmingTrailingSpaces, font: font)
                if lineWidth > limit {
                    // Retry the long word alone on its own line(s).
                    let broken = wrap(word, font: font, maxWidth: maxWidth)
                    lines += broken.dropLast()
                    lineWidth = broken.last ?? 0
                    line = word
                }
            }
        }
        lines.append(lineWidth)
        return lines
    }

    /// The paragraph cut where a line may break: each piece keeps its trailing spaces.
    private static func breakOpportunities(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if let last = previous {
                let breakBefore =
                    (last == " " && character != " ") || last == "-" || last.isWideCJK || character.isWideCJK
                if breakBefore && !current.isEmpty {
                    pieces.append(current)
                    current = ""
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    // MARK: Shaping

    private struct WidthKey: Hashable {
        let text: String
        let font: FontSpec
    }

    private static var widths: [WidthKey: CGFloat] = [:]

    /// The shaped advance of `text` at `font.size`, falling back font by font for characters a font lacks.
    private static func shapedWidth(_ text: String, font: FontSpec) -> CGFloat {
        let faces = FontFiles.faces(for: font)
        var total: CGFloat = 0
        // Runs of characters the same face covers, each shaped with that face.
        var run = ""
        var runFace: Face?
        for character in text {
            let face = faces.first { $0.covers(character) } ?? faces.last
            if face !== runFace, !run.isEmpty, let runFace {
                total += runFace.advance(of: run, size: font.size, tabular: font.tabular)
                run = ""
            }
            runFace = face
            run.append(character)
        }
        if let runFace, !run.isEmpty { total += runFace.advance(of: run, size: font.size, tabular: font.tabular) }
        return total
    }
}

/// One font file opened in HarfBuzz.
@MainActor
final class Face {
    /// The library and the HarfBuzz font (`hb_font_t *`) made with it; nil for the stand-in.
    private let shaper: (harfBuzz: HarfBuzz, font: OpaquePointer)?
    private let unitsPerEm: CGFloat

    init?(path: String, index: UInt32, harfBuzz: HarfBuzz) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let library = harfBuzz.functions
        // HarfBuzz answers an unreadable file with its empty blob and face, which have no glyphs.
        let blob = twhb_blob_create_from_file(library, path)
        let face = twhb_face_create(library, blob, index)
        twhb_blob_destroy(library, blob)
        defer { twhb_face_destroy(library, face) }  // the font keeps its own reference
        guard twhb_face_get_glyph_count(library, face) > 0 else { return nil }
        unitsPerEm = CGFloat(twhb_face_get_upem(library, face))
        let font = twhb_font_create(library, face)
        twhb_font_set_scale(library, font, Int32(unitsPerEm), Int32(unitsPerEm))
        shaper = (harfBuzz, font)
    }

    /// A face drawing every character at 0.6 em, for when no font file (or no HarfBuzz) is installed.
    init() {
        shaper = nil
        unitsPerEm = 1000
    }

    func covers(_ character: Character) -> Bool {
        guard let (harfBuzz, font) = shaper else { return true }
        for scalar in character.unicodeScalars {
            // Joiners and variation selectors ride along with the character they modify.
            if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
            var glyph: hb_codepoint_t = 0
            if twhb_font_get_nominal_glyph(harfBuzz.functions, font, scalar.value, &glyph) == 0 { return false }
        }
        return true
    }

    func advance(of text: String, size: CGFloat, tabular: Bool) -> CGFloat {
        guard let (harfBuzz, font) = shaper else { return CGFloat(text.count) * 0.6 * size }
        let library = harfBuzz.functions
        let buffer = twhb_buffer_create(library)
        defer { twhb_buffer_destroy(library, buffer) }
        var copy = text
        copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                guard let start = chars.baseAddress else { return }
                twhb_buffer_add_utf8(library, buffer, start, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        twhb_buffer_guess_segment_properties(library, buffer)
        if tabular {
            var feature = hb_feature_t(
                tag: hb_tag_t(0x746E_756D), value: 1, start: 0, end: UInt32.max)  // "tnum"
            twhb_shape(library, font, buffer, &feature, 1)
        } else {
            twhb_shape(library, font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let positions = twhb_buffer_get_glyph_positions(library, buffer, &count) else { return 0 }
        var units: Int = 0
        for index in 0..<Int(count) { units += Int(positions[index].x_advance) }
        return CGFloat(units) / unitsPerEm * size
    }
}

/// Which font files stand for the stylesheet's font lists.
@MainActor
enum FontFiles {
    private static let inter = "/usr/share/fonts/opentype/inter/"
    private static let dejavu = "/usr/share/fonts/truetype/dejavu/"
    private static var opened: [String: Face] = [:]
    private static var lists: [FontKey: [Face]] = [:]
    private static let standIn = Face()
    /// Why text is estimated rather than shaped, once HarfBuzz was looked for and not found.
    private(set) static var unavailableReason: String?

    private struct FontKey: Hashable {
        let weight: Int
        let italic: Bool
        let design: Font.Design
        let display: Bool
    }

    /// The faces tried in order for `font`'s characters; the last one is the last resort.
    static func faces(for font: FontSpec) -> [Face] {
        let key = FontKey(weight: font.weight, italic: font.italic, design: font.design, display: font.display)
        if let known = lists[key] { return known }
        var list: [Face] = []
        switch font.design {
        case .serif:
            if let face = open(dejavu + "DejaVuSerif" + dejavuStyle(font) + ".ttf") { list.append(face) }
        case .monospaced:
            if let face = open(dejavu + "DejaVuSansMono" + dejavuStyle(font) + ".ttf") { list.append(face) }
        case .default, .rounded:
            let family = font.display && font.design == .default ? "InterDisplay-" : "Inter-"
            if let face = open(inter + family + interStyle(font) + ".otf") { list.append(face) }
        }
        let cjk = font.weight >= 600 ? "NotoSansCJK-Bold.ttc" : "NotoSansCJK-Regular.ttc"
        if let face = open("/usr/share/fonts/opentype/noto/" + cjk) { list.append(face) }
        if let face = open("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf") { list.append(face) }
        if let face = open(dejavu + "DejaVuSans.ttf") { list.append(face) }
        list.append(standIn)
        lists[key] = list
        return list
    }

    /// Whether the primary font files are installed (layout falls back to estimates otherwise).
    static var interInstalled: Bool { FileManager.default.fileExists(atPath: inter + "Inter-Regular.otf") }

    private static func open(_ path: String) -> Face? {
        if let face = opened[path] { return face }
        let harfBuzz: HarfBuzz
        switch HarfBuzz.standard {
        case .success(let library): harfBuzz = library
        case .failure(let error):
            if unavailableReason == nil {
                let reason = "text is measured by estimate (0.6 em a character): " + error.reason
                unavailableReason = reason
                RuntimeWarning.print(reason)
            }
            return nil
        }
        guard let face = Face(path: path, index: 0, harfBuzz: harfBuzz) else { return nil }
        opened[path] = face
        return face
    }

    /// Inter's file name for a CSS weight and slant, as CSS font matching picks the nearest weight.
    private static func interStyle(_ font: FontSpec) -> String {
        let names = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
            700: "Bold", 800: "ExtraBold", 900: "Black",
        ]
        let weight = min(900, max(100, (font.weight + 50) / 100 * 100))
        let name = names[weight] ?? "Regular"
        if font.italic { return name == "Regular" ? "Italic" : name + "Italic" }
        return name
    }

    private static func dejavuStyle(_ font: FontSpec) -> String {
        switch (font.weight >= 600, font.italic) {
        case (false, false): ""
        case (true, false): "-Bold"
        case (false, true): font.design == .serif ? "-Italic" : "-Oblique"
        case (true, true): font.design == .serif ? "-BoldItalic" : "-BoldOblique"
        }
    }
}

extension Character {
    /// Han, kana and hangul, between which lines may break anywhere.
    fileprivate var isWideCJK: Bool {
        guard let scalar = unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(scalar) || (0x3400...0x9FFF).contains(scalar)
            || (0xAC00...0xD7AF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

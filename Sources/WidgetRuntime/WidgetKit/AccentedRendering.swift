import Foundation

/// How the Home Screen asks its widgets to be drawn: iOS's appearances, each with its rendering mode.
///
/// Default and Dark draw widgets in full color (`ColorScheme` says which). Tinted (iOS 18) and Clear
/// (iOS 26) draw them in the accented mode: WidgetKit splits the view hierarchy into the accent group
/// (`.widgetAccentable()`) and the default group, treats every view as a template image (its own colour
/// is dropped, its alpha kept), draws the accent group in the tint and the default group white, and
/// replaces a removable container background with its own glass. StandBy at night draws them vibrant.
/// Lock Screen (accessory) families are always vibrant, whatever the Home Screen shows.
package enum WidgetAppearance: Equatable, Sendable {
    /// Default and Dark: the widget's own colours.
    case fullColor
    /// Tinted: the accent group in `tint`, the default group white, over a glass tinted like it.
    case tinted(RGBA)
    /// Clear: both groups white over clear glass (iOS 26).
    case clear
    /// Vibrant (StandBy at night; the Lock Screen): desaturated, its brightness shown as white's opacity.
    case vibrant

    /// The tint when none is chosen: the system blue of a dark Home Screen.
    package static let defaultTint = RGBA(hex: 0x0A84FF)

    /// The system colours a tint may be named by (`orange`), drawn as on a dark Home Screen.
    package static let tintNames: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("white", .white),
    ]

    /// A tint written as `#RRGGBB`, `RRGGBB` or a system colour's name; nil for anything else.
    package static func tint(_ text: String) -> RGBA? {
        let lowercased = text.lowercased()
        if let named = tintNames.first(where: { $0.name == lowercased }) { return named.color.resolved(.dark) }
        let digits = lowercased.hasPrefix("#") ? lowercased.dropFirst() : Substring(lowercased)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return RGBA(hex: value)
    }

    /// The appearance's name, as iOS's Home Screen customization calls it (`tinted`, `clear`…).
    package var name: String {
        switch self {
        case .fullColor: "full color"
        case .tinted: "tinted"
        case .clear: "clear"
        case .vibrant: "vibrant"
        }
    }

    /// The rendering mode a Home Screen family is drawn in.
    package var renderingMode: WidgetRenderingMode {
        switch self {
        case .fullColor: .fullColor
        case .tinted, .clear: .accented
        case .vibrant: .vibrant
        }
    }

    /// The colour of the accent group and of the default group, in the accented mode.
    var groupColors: (accent: RGBA, default: RGBA) {
        let white = RGBA(hex: 0xFFFFFF)
        if case .tinted(let tint) = self { return (RGBA(tint.red, tint.green, tint.blue), white) }
        return (white, white)
    }

    /// The glass that replaces a removable container background in the accented mode.
    var glass: [(property: String, value: String)] {
        switch self {
        case .tinted(let tint):
            let wash = RGBA(tint.red, tint.green, tint.blue, 0.3).css
            return [
                ("background", "linear-gradient(\(wash),\(wash)),rgba(24,24,28,0.62)"),
                ("backdrop-filter", "blur(24px) saturate(1.6)"),
                ("box-shadow", "inset 0 0 0 0.5px rgba(255,255,255,0.18)"),
            ]
        default:
            return [
                ("background", "rgba(255,255,255,0.12)"), ("backdrop-filter", "blur(14px) saturate(1.4)"),
                ("box-shadow", "inset 0 0 0 1px rgba(255,255,255,0.3)"),
            ]
        }
    }
}

/// Draws rendered widget content as WidgetKit's accented mode does: every colour of a view replaced by its
/// group's colour at the view's own alpha, as if each view were a template image.
///
/// It works on the rendered nodes rather than on each style as it resolves, so that every colour (a shape's
/// fill, a border, a gradient stop, a symbol's layers) is treated alike without each view knowing the mode.
/// Colours that the shared stylesheet gives by class (a switch's track) are drawn from the `--group` custom
/// property, which `WidgetStylesheet` sets to the accent or default group.
package enum AccentedRendering {
    /// Marks a view and its subviews as the accent group (`widgetAccentable()`; an image's `.accented`).
    package static let accentableClass = "widget-accentable"
    /// An image left in its own colours (`widgetAccentedRenderingMode(.fullColor)`).
    package static let fullColorClass = "widget-full-color"

    /// Recolours `node` and its subtree for `appearance`; `inAccentGroup` when an ancestor is accentable
    /// (`widgetAccentable(false)` inside an accentable view does not take it out again, as on iOS).
    package static func recolor(_ node: inout HTMLNode, for appearance: WidgetAppearance, inAccentGroup: Bool = false) {
        if node.classes.contains(fullColorClass) { return }
        let accented = inAccentGroup || node.classes.contains(accentableClass)
        let colors = appearance.groupColors
        let group = accented ? colors.accent : colors.default
        for index in node.style.indices where colorProperties.contains(node.style[index].property) {
            node.style[index].value = templated(node.style[index].value, in: group)
        }
        switch node.content {
        case .children(var children):
            for index in children.indices { recolor(&children[index], for: appearance, inAccentGroup: accented) }
            node.content = .children(children)
        case .markup(let markup):
            node.content = .markup(templatedMarkup(markup, in: group))
        case .text:
            break
        }
    }

    /// The root's declarations that give the groups' colours to the stylesheet and to inherited text.
    static func rootStyle(for appearance: WidgetAppearance) -> [(property: String, value: String)] {
        let colors = appearance.groupColors
        return [
            ("color", colors.default.css), ("--accent-group", colors.accent.css),
            ("--default-group", colors.default.css),
        ]
    }

    /// CSS properties whose values hold colours.
    static let colorProperties: Set<String> = [
        "color", "background", "background-color", "background-image", "border", "border-color", "border-top",
        "border-right", "border-bottom", "border-left", "border-top-color", "border-right-color",
        "border-bottom-color", "border-left-color", "outline", "outline-color", "fill", "stroke", "box-shadow",
        "text-shadow", "text-decoration", "text-decoration-color", "caret-color", "stop-color",
    ]

    /// `value` with each colour in it (`#RGB[A]`, `#RRGGBB[AA]`, `rgb()`, `rgba()`, `white`, `black`)
    /// replaced by `group` at that colour's alpha; `transparent` and `currentColor` are left as they are.
    static func templated(_ value: String, in group: RGBA) -> String {
        let bytes = Array(value.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
                || byte == 0x5F
        }
        func emit(alpha: Double) { output += Array(group.withAlpha(multipliedBy: alpha).css.utf8) }
        while index < bytes.count {
            let byte = bytes[index]
            let startsWord = index == 0 || !isWordByte(bytes[index - 1])
            if byte == UInt8(ascii: "#"), !output.suffix(4).elementsEqual("url(".utf8) {
                var end = index + 1
                while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
                let digits = end - index - 1
                if [3, 4, 6, 8].contains(digits), end == bytes.count || !isWordByte(bytes[end]) {
                    emit(alpha: hexAlpha(Array(bytes[(index + 1)..<end])))
                    index = end
                    continue
                }
            } else if startsWord,
                let function = ["rgba(", "rgb("].first(where: { starts(bytes, at: index, with: $0) }),
                let close = bytes[index...].firstIndex(of: UInt8(ascii: ")"))
            {
                let arguments = String(decoding: bytes[(index + function.utf8.count)..<close], as: UTF8.self)
                let parts = arguments.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == " " })
                var alpha = 1.0
                if parts.count >= 4, let value = Double(parts[3].filter { $0 != "%" }) {
                    alpha = parts[3].hasSuffix("%") ? value / 100 : value
                }
                emit(alpha: alpha)
                index = close + 1
                continue
            } else if startsWord, let name = ["white", "black"].first(where: { starts(bytes, at: index, with: $0) }),
                index + name.utf8.count == bytes.count || !isWordByte(bytes[index + name.utf8.count])
            {
                emit(alpha: 1)
                index += name.utf8.count
                continue
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Symbol and shape markup with the colours of its `fill`, `stroke` and `stop-color` attributes templated
    /// (`currentColor` already follows the node's colour).
    static func templatedMarkup(_ markup: String, in group: RGBA) -> String {
        guard markup.contains("=\"#") || markup.contains("=\"rgb") else { return markup }
        var result = ""
        var rest = Substring(markup)
        while let match = rest.firstMatch(of: /(fill|stroke|stop-color|color)="([^"]*)"/) {
            result += rest[..<match.range.lowerBound]
            result += "\(match.output.1)=\"\(templated(String(match.output.2), in: group))\""
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] | 0x20 != prefix[offset] | 0x20 { return false }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    /// The alpha of a hex colour's digits (after `#`): its last one or two digits when it has four or eight.
    private static func hexAlpha(_ digits: [UInt8]) -> Double {
        func value(_ byte: UInt8) -> Int { Int(byte <= 0x39 ? byte - 0x30 : (byte | 0x20) - 0x61 + 10) }
        switch digits.count {
        case 4: return Double(value(digits[3]) * 17) / 255
        case 8: return Double(value(digits[6]) * 16 + value(digits[7])) / 255
        default: return 1
        }
    }
}

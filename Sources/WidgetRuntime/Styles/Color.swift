import Foundation
import Synchronization

/// A color in sRGB, resolved for one appearance.
package struct RGBA: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from a 0xRRGGBB literal.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(Double(hex >> 16 & 0xFF), Double(hex >> 8 & 0xFF), Double(hex & 0xFF), alpha)
    }

    package func withAlpha(multipliedBy factor: Double) -> RGBA {
        RGBA(red, green, blue, alpha * factor)
    }

    /// `#RRGGBB` when opaque, `rgba(…)` otherwise; channels are 0–255.
    package var css: String {
        // A widget draws the same few colors on every render (label colors, its tint): their strings are kept,
        // as writing one (rounding, digits, a new string validated as UTF-8) cost ten times a look-up.
        let slot = RGBACSSCache.slot(of: self)
        if let known = RGBACSSCache.entries.withLock({ entries -> String? in
            guard let entry = entries[slot], entry.color == self else { return nil }
            return entry.css
        }) {
            return known
        }
        let css = uncachedCSS
        RGBACSSCache.entries.withLock { $0[slot] = (self, css) }
        return css
    }

    /// `css`, written anew.
    var uncachedCSS: String {
        let r = Int(red.rounded())
        let g = Int(green.rounded())
        let b = Int(blue.rounded())
        // Written byte by byte into the string's own storage: interpolation and concatenation of
        // the pieces cost several allocations per color, and colors are on most rendered nodes.
        if alpha >= 1 {
            return String(unsafeUninitializedCapacity: 7) { buffer in
                buffer[0] = UInt8(ascii: "#")
                func put(_ channel: Int, at index: Int) {
                    let v = max(0, min(255, channel))
                    buffer[index] = Self.hexDigits[v >> 4]
                    buffer[index + 1] = Self.hexDigits[v & 0xF]
                }
                put(r, at: 1)
                put(g, at: 3)
                put(b, at: 5)
                return 7
            }
        }
        if alpha <= 0 { return "transparent" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
            var count = 0
            func put(_ literal: StaticString) {
                for byte in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
                    buffer[count] = byte
                    count += 1
                }
            }
            put("rgba(")
            CSS.writeInteger(r, into: buffer, at: &count)
            put(",")
            CSS.writeInteger(g, into: buffer, at: &count)
            put(",")
            CSS.writeInteger(b, into: buffer, at: &count)
            put(",")
            CSS.writeNumber(alpha, into: buffer, at: &count)
            put(")")
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

/// The CSS of the colors written last: one entry per slot, found by the color's bits, replaced by the next color
/// with the same slot. A string is only kept for the exact color it was written for, so output never depends on
/// what is cached. Behind a lock: `RGBA` is `Sendable`, and nothing confines reading `css` to the main actor.
enum RGBACSSCache {
    static let size = 64
    static let entries = Mutex<[(color: RGBA, css: String)?]>(Array(repeating: nil, count: size))

    /// The color's slot: its channels' bits mixed by multiplying with odd constants, the high bits kept.
    static func slot(of color: RGBA) -> Int {
        var hash = color.red.bitPattern &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ color.green.bitPattern) &* 0xC2B2_AE3D_27D4_EB4F
        hash = (hash ^ color.blue.bitPattern) &* 0x1656_67B1_9E37_79F9
        hash = (hash ^ color.alpha.bitPattern) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> 58) & (size - 1)
    }
}

/// A representation of a color that adapts to a given context.
public struct Color: Hashable, Sendable {
    package var light: RGBA
    package var dark: RGBA

    package init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    package init(light: UInt32, dark: UInt32) {
        self.init(light: RGBA(hex: light), dark: RGBA(hex: dark))
    }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// Creates a constant color from red, green, and blue component values.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let rgba = RGBA(red * 255, green * 255, blue * 255, opacity)
        self.init(light: rgba, dark: rgba)
    }

    /// Creates a constant grayscale color.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a color from a color set in an asset catalog (clear, with a warning, when there is none).
    public init(_ name: String, bundle: Bundle? = nil) {
        if let set = AssetCatalog.color(named: name, bundlePath: bundle?.bundlePath) {
            self.init(light: set.light, dark: set.dark)
        } else {
            self.init(light: RGBA(0, 0, 0, 0), dark: RGBA(0, 0, 0, 0))
        }
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.withAlpha(multipliedBy: opacity), dark: dark.withAlpha(multipliedBy: opacity))
    }

    package func resolved(_ scheme: ColorScheme) -> RGBA {
        scheme == .dark ? dark : light
    }
}

extension Color {
    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { .blue }
    /// The color to use for primary content.
    public static let primary = Color(light: RGBA(0, 0, 0), dark: RGBA(255, 255, 255))
    /// The color to use for secondary content.
    public static let secondary = Color(light: RGBA(60, 60, 67, 0.6), dark: RGBA(235, 235, 245, 0.6))
    /// A context-dependent red color suitable for use in UI elements.
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
    /// A context-dependent orange color suitable for use in UI elements.
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
    /// A context-dependent yellow color suitable for use in UI elements.
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
    /// A context-dependent green color suitable for use in UI elements.
    public static let green = Color(light: 0x34C759, dark: 0x30D158)
    /// A context-dependent mint color suitable for use in UI elements.
    public static let mint = Color(light: 0x00C7BE, dark: 0x66D4CF)
    /// A context-dependent teal color suitable for use in UI elements.
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
    /// A context-dependent cyan color suitable for use in UI elements.
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
    /// A context-dependent blue color suitable for use in UI elements.
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
    /// A context-dependent indigo color suitable for use in UI elements.
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
    /// A context-dependent purple color suitable for use in UI elements.
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
    /// A context-dependent pink color suitable for use in UI elements.
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
    /// A context-dependent brown color suitable for use in UI elements.
    public static let brown = Color(light: 0xA5845E, dark: 0xAC8E68)
    /// A context-dependent gray color suitable for use in UI elements.
    public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
    /// A white color suitable for use in UI elements.
    public static let white = Color(light: 0xFFFFFF, dark: 0xFFFFFF)
    /// A black color suitable for use in UI elements.
    public static let black = Color(light: 0x000000, dark: 0x000000)
    /// A clear color suitable for use in UI elements.
    public static let clear = Color(light: RGBA(0, 0, 0, 0), dark: RGBA(0, 0, 0, 0))
}

extension ShapeStyle where Self == Color {
    /// A context-dependent red color suitable for use in UI elements.
    public static var red: Color { Color.red }
    /// A context-dependent orange color suitable for use in UI elements.
    public static var orange: Color { Color.orange }
    /// A context-dependent yellow color suitable for use in UI elements.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent green color suitable for use in UI elements.
    public static var green: Color { Color.green }
    /// A context-dependent mint color suitable for use in UI elements.
    public static var mint: Color { Color.mint }
    /// A context-dependent teal color suitable for use in UI elements.
    public static var teal: Color { Color.teal }
    /// A context-dependent cyan color suitable for use in UI elements.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent blue color suitable for use in UI elements.
    public static var blue: Color { Color.blue }
    /// A context-dependent indigo color suitable for use in UI elements.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent purple color suitable for use in UI elements.
    public static var purple: Color { Color.purple }
    /// A context-dependent pink color suitable for use in UI elements.
    public static var pink: Color { Color.pink }
    /// A context-dependent brown color suitable for use in UI elements.
    public static var brown: Color { Color.brown }
    /// A white color suitable for use in UI elements.
    public static var white: Color { Color.white }
    /// A context-dependent gray color suitable for use in UI elements.
    public static var gray: Color { Color.gray }
    /// A black color suitable for use in UI elements.
    public static var black: Color { Color.black }
    /// A clear color suitable for use in UI elements.
    public static var clear: Color { Color.clear }
}

extension Color: ShapeStyle {}

extension Color: ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA { resolved(environment.colorScheme) }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: NodeListView {
    package func makeNodes(in context: RenderContext) -> [HTMLNode] {
        var node = HTMLNode(
            classes: ["color"], style: [("background", resolve(in: context.environment).css)],
            flexibility: [.horizontal, .vertical])
        node.record(.greedy, in: context)
        return [node]
    }
}

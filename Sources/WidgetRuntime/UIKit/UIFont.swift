import Foundation

/// A font: the part of UIKit's `UIFont` widget code uses, drawn through SwiftUI's `Font(_:)`.
public class UIFont: NSObject, @unchecked Sendable {
    /// The weight of a font, as UIKit numbers it (-1 ultra light … 1 black, 0 regular).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The ultra-light weight.
        public static let ultraLight = Weight(-0.8)
        /// The thin weight.
        public static let thin = Weight(-0.6)
        /// The light weight.
        public static let light = Weight(-0.4)
        /// The regular weight.
        public static let regular = Weight(0)
        /// The medium weight.
        public static let medium = Weight(0.23)
        /// The semibold weight.
        public static let semibold = Weight(0.3)
        /// The bold weight.
        public static let bold = Weight(0.4)
        /// The heavy weight.
        public static let heavy = Weight(0.56)
        /// The black weight.
        public static let black = Weight(0.62)

        /// The SwiftUI weight nearest to this one.
        var fontWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// A text style of Dynamic Type, as UIKit names it.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The font for large titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level headings.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level headings.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    package let font: Font

    package init(font: Font) {
        self.font = font
    }

    /// The font named `fontName` (a font file's PostScript name), or nil for an empty name.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        font = Font.custom(fontName, size: fontSize)
    }

    /// The point size.
    public var pointSize: CGFloat { font.size }
    /// The font's name (".SFUI" for the system font, as UIKit's begins).
    public var fontName: String { font.customName ?? ".SFUI-Regular" }
    /// The height of a line: 1.2 times the point size (SF Pro's ascender plus descender).
    public var lineHeight: CGFloat { (font.size * 1.2).rounded(.up) }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var resized = font
        resized.size = fontSize
        return UIFont(font: resized)
    }

    /// The system font at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight))
    }

    /// The regular system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize))
    }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: .bold))
    }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize).italic())
    }

    /// The system font at `fontSize` and `weight`, with digits of one width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight).monospacedDigit())
    }

    /// The monospaced system font at `fontSize` and `weight`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced))
    }

    /// The font of a text style at the default Dynamic Type size.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(font: .system(style.fontTextStyle))
    }
}

extension Font {
    /// Creates a SwiftUI font from a UIKit font (on iOS through `Font(_ font: CTFont)`, which a UIFont is).
    public init(_ font: UIFont) {
        self = font.font
    }
}

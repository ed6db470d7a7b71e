import Foundation

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    package var textStyle: TextStyle?
    package var size: CGFloat
    package var weightValue: Weight?
    package var design: Design?
    package var isItalic = false
    package var isBold = false
    package var isMonospacedDigit = false
    package var isMonospaced = false
    package var customName: String?
    package var widthValue: Width?

    package init(textStyle: TextStyle?, size: CGFloat) {
        self.textStyle = textStyle
        self.size = size
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        package let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// A font with the large title text style.
    public static let largeTitle = Font(textStyle: .largeTitle, size: 34)
    /// A font with the title text style.
    public static let title = Font(textStyle: .title, size: 28)
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font(textStyle: .title2, size: 22)
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font(textStyle: .title3, size: 20)
    /// A font with the headline text style.
    public static let headline = Font(textStyle: .headline, size: 17)
    /// A font with the subheadline text style.
    public static let subheadline = Font(textStyle: .subheadline, size: 15)
    /// A font with the body text style.
    public static let body = Font(textStyle: .body, size: 17)
    /// A font with the callout text style.
    public static let callout = Font(textStyle: .callout, size: 16)
    /// A font with the footnote text style.
    public static let footnote = Font(textStyle: .footnote, size: 13)
    /// A font with the caption text style.
    public static let caption = Font(textStyle: .caption, size: 12)
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font(textStyle: .caption2, size: 11)

    /// Returns a system font with the given text style, design and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var font = Font(textStyle: style, size: style.metrics.size)
        font.design = design
        font.weightValue = weight
        return font
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var font = Font(textStyle: nil, size: size)
        font.design = design
        font.weightValue = weight
        return font
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(textStyle: nil, size: size)
        font.customName = name
        return font
    }

    /// Adds bold styling to the font.
    public func bold() -> Font {
        var font = self
        font.isBold = true
        return font
    }

    /// Adds italics to the font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.weightValue = weight
        return font
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// A width to use for fonts that have multiple widths.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// Creates a width from a value between -1 (narrowest) and 1 (widest).
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The CSS `font-stretch` percentage (the page's fonts have one width: browsers draw them as they are).
        var cssStretch: String { CSS.number(max(50, min(200, 100 + value * 125))) + "%" }
    }

    /// Adjusts the width of the font.
    public func width(_ width: Font.Width) -> Font {
        var font = self
        font.widthValue = width
        return font
    }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }
}

/// iOS text style metrics at the default (Large) content size.
package struct TextStyleMetrics: Sendable {
    package let size: CGFloat
    package let leading: CGFloat
    package let weight: Font.Weight
    package let emphasized: Font.Weight
    package let tracking: CGFloat
    package let cssClass: String
}

extension Font.TextStyle {
    package var metrics: TextStyleMetrics {
        switch self {
        case .largeTitle:
            TextStyleMetrics(
                size: 34, leading: 41, weight: .regular, emphasized: .bold, tracking: 0.40, cssClass: "f-largetitle")
        case .title:
            TextStyleMetrics(
                size: 28, leading: 34, weight: .regular, emphasized: .bold, tracking: 0.38, cssClass: "f-title")
        case .title2:
            TextStyleMetrics(
                size: 22, leading: 28, weight: .regular, emphasized: .bold, tracking: -0.26, cssClass: "f-title2")
        case .title3:
            TextStyleMetrics(
                size: 20, leading: 25, weight: .regular, emphasized: .semibold, tracking: -0.45, cssClass: "f-title3")
        case .headline:
            TextStyleMetrics(
                size: 17, leading: 22, weight: .semibold, emphasized: .semibold, tracking: -0.43, cssClass: "f-headline"
            )
        case .body:
            TextStyleMetrics(
                size: 17, leading: 22, weight: .regular, emphasized: .semibold, tracking: -0.43, cssClass: "f-body")
        case .callout:
            TextStyleMetrics(
                size: 16, leading: 21, weight: .regular, emphasized: .semibold, tracking: -0.31, cssClass: "f-callout")
        case .subheadline:
            TextStyleMetrics(
                size: 15, leading: 20, weight: .regular, emphasized: .semibold, tracking: -0.23,
                cssClass: "f-subheadline")
        case .footnote:
            TextStyleMetrics(
                size: 13, leading: 18, weight: .regular, emphasized: .semibold, tracking: -0.08, cssClass: "f-footnote")
        case .caption:
            TextStyleMetrics(
                size: 12, leading: 16, weight: .regular, emphasized: .semibold, tracking: 0, cssClass: "f-caption")
        case .caption2:
            TextStyleMetrics(
                size: 11, leading: 13, weight: .regular, emphasized: .semibold, tracking: 0.06, cssClass: "f-caption2")
        }
    }
}

extension Font {
    /// SF Pro tracking (pt) at a point size, interpolated from the HIG table; Inter needs the same.
    package static func tracking(forSize size: CGFloat) -> CGFloat {
        let table: [(CGFloat, CGFloat)] = [
            (11, 0.06), (12, 0), (13, -0.08), (15, -0.23), (16, -0.31), (17, -0.43), (20, -0.45), (22, -0.26),
            (28, 0.38), (34, 0.40),
        ]
        if size <= table[0].0 { return table[0].1 }
        for index in 1..<table.count where size <= table[index].0 {
            let (s0, t0) = table[index - 1]
            let (s1, t1) = table[index]
            return ((t0 + (t1 - t0) * (size - s0) / (s1 - s0)) * 100).rounded() / 100
        }
        return table[table.count - 1].1
    }

    /// The weight this font draws with, after `bold()` and `weight(_:)`.
    package var resolvedWeight: Font.Weight {
        if let weightValue { return weightValue }
        if isBold { return textStyle?.metrics.emphasized ?? .bold }
        return textStyle?.metrics.weight ?? .regular
    }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

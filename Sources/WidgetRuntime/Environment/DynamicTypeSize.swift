import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size (the default).
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The index of this size in `allCases`, which the text style table is ordered by.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Creates a Dynamic Type size from its equivalent content size category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory) ?? 3]
    }
}

/// The sizes that you can specify for content (the older name of `DynamicTypeSize`; SwiftUI maps one onto the
/// other, size for size).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// A Boolean value indicating whether the content size category is one that is associated with accessibility.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Creates a content size category from its equivalent Dynamic Type size.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.index]
    }
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// A left-to-right layout.
    case leftToRight
    /// A right-to-left layout.
    case rightToLeft
}

// Stored as keys of their own rather than built-in fields: read by text and padding only, and set rarely.
private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The current size of content (the `dynamicTypeSize`, under its older name).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentTransform { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize {
        environmentTransform { environment in
            let size = environment.dynamicTypeSize
            guard !range.contains(size) else { return }
            // The nearest size the range holds (a range's ends, as SwiftUI clamps).
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = inside.first, let highest = inside.last else { return }
            environment.dynamicTypeSize = size < lowest ? lowest : highest
        }
    }
}

extension Font.TextStyle {
    /// The text style's size and leading at a Dynamic Type size (Apple's Human Interface Guidelines,
    /// Typography, "iOS, iPadOS Dynamic Type sizes"); tracking follows the size as for any SF Pro text.
    package func metrics(at size: DynamicTypeSize) -> TextStyleMetrics {
        let base = metrics
        guard size != .large else { return base }
        let row = Self.dynamicTypeTable[size.index]
        let column = Self.allCases.firstIndex(of: self) ?? 0
        let points = row.sizes[column]
        return TextStyleMetrics(
            size: points, leading: row.leadings[column], weight: base.weight, emphasized: base.emphasized,
            tracking: Font.tracking(forSize: points), cssClass: base.cssClass)
    }

    /// Points and leading per Dynamic Type size (rows xSmall … accessibility5), per text style in `allCases`
    /// order: largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2.
    private static let dynamicTypeTable: [(sizes: [CGFloat], leadings: [CGFloat])] = [
        ([31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11], [38, 31, 24, 22, 19, 16, 19, 18, 16, 13, 13]),
        ([32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11], [39, 32, 25, 23, 20, 18, 20, 19, 16, 13, 13]),
        ([33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11], [40, 33, 26, 24, 21, 19, 21, 20, 16, 13, 13]),
        ([34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11], [41, 34, 28, 25, 22, 20, 22, 21, 18, 16, 13]),
        ([36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13], [43, 37, 30, 28, 24, 22, 24, 23, 20, 19, 18]),
        ([38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15], [46, 39, 32, 30, 27, 24, 27, 26, 22, 21, 20]),
        ([40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17], [48, 41, 34, 32, 29, 28, 29, 28, 24, 23, 22]),
        ([44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20], [52, 46, 41, 38, 34, 30, 34, 32, 28, 27, 25]),
        ([48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24], [57, 51, 47, 44, 39, 36, 39, 38, 33, 32, 30]),
        ([52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29], [61, 57, 53, 51, 47, 43, 47, 46, 40, 39, 35]),
        ([56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34], [66, 64, 61, 59, 56, 51, 56, 53, 46, 45, 41]),
        ([60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40], [70, 70, 67, 66, 62, 58, 62, 61, 53, 52, 48]),
    ]
}

extension Font {
    /// The point size this font draws at under `dynamicTypeSize`: a text style's size from the table, a custom
    /// font's size scaled as body text scales (`Font.custom(_:size:)` "scales with the body text style"), a
    /// fixed `system(size:)` as it is.
    package func scaledSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        if let textStyle { return textStyle.metrics(at: dynamicTypeSize).size }
        guard customName != nil, dynamicTypeSize != .large else { return size }
        return (size * Font.TextStyle.body.metrics(at: dynamicTypeSize).size / 17 * 2).rounded() / 2
    }
}

import Foundation
import Synchronization

/// A shape style the renderer resolves to one concrete color for an environment.
package protocol ResolvableStyle: CSSShapeStyle, Sendable {
    /// The color of this style where it is used (light or dark, current foreground…).
    func resolve(in environment: EnvironmentValues) -> RGBA
}

extension ResolvableStyle {
    package func cssValue(in environment: EnvironmentValues) -> String { resolve(in: environment).css }
}

/// A style that has its own secondary, tertiary and quaternary variants (fills, backgrounds,
/// the foreground hierarchy) instead of a plain reduced opacity.
package protocol LeveledStyle: Sendable {
    func resolve(level: Int, in environment: EnvironmentValues) -> RGBA
}

extension ResolvableStyle {
    /// Resolves `style`, whose type is `Self` (found by a metatype cast).
    static func resolve<S>(_ style: S, in environment: EnvironmentValues) -> RGBA {
        unsafeBitCast(style, to: Self.self).resolve(in: environment)
    }
}

extension LeveledStyle {
    /// Resolves one level of `style`, whose type is `Self` (found by a metatype cast).
    static func resolve<S>(_ style: S, level: Int, in environment: EnvironmentValues) -> RGBA {
        unsafeBitCast(style, to: Self.self).resolve(level: level, in: environment)
    }
}

/// How each style type resolves, found once per type: conformance checks are slow runtime searches,
/// and styles are resolved on most rendered nodes. Casting the type, not the value, also spares
/// copying the style into a new existential box.
enum StyleTypes {
    struct Conformances: Sendable {
        let resolvable: (any ResolvableStyle.Type)?
        let leveled: (any LeveledStyle.Type)?
        let isGradient: Bool
    }

    private static let known = Mutex(TypeMap<Conformances>())

    static func of(_ type: any ShapeStyle.Type) -> Conformances {
        if let conformances = known.withLock({ $0[type] }) { return conformances }
        let conformances = Conformances(
            resolvable: type as? any ResolvableStyle.Type, leveled: type as? any LeveledStyle.Type,
            isGradient: type is any GradientStyle.Type)
        known.withLock { $0[type] = conformances }
        return conformances
    }
}

/// The opacity of each hierarchy level over a custom color (the label colors use the same ratios).
let hierarchyOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.09]

package enum StyleResolver {
    /// The color of any shape style: ours resolve themselves; an unknown style draws as the label color.
    package static func resolve(_ style: any ShapeStyle, in environment: EnvironmentValues) -> RGBA {
        func resolve<S: ShapeStyle>(_ style: S) -> RGBA {
            if let resolvable = StyleTypes.of(S.self).resolvable {
                return resolvable.resolve(style, in: environment)
            }
            return Color.primary.resolved(environment.colorScheme)
        }
        return resolve(style)
    }

    package static func css(_ style: any ShapeStyle, in environment: EnvironmentValues) -> String {
        resolve(style, in: environment).css
    }

    /// The colors of the label hierarchy (label, secondaryLabel…).
    static let labels: [Color] = [
        Color.primary, Color.secondary,
        Color(light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3)),
        Color(light: RGBA(60, 60, 67, 0.18), dark: RGBA(235, 235, 245, 0.16)),
        // Quinary (iOS 16) has no UIKit label color: half the quaternary's opacity, not measured on iOS.
        Color(light: RGBA(60, 60, 67, 0.09), dark: RGBA(235, 235, 245, 0.08)),
    ]
}

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle {
    package let base: any ShapeStyle

    /// Create an instance from `style`.
    public init<S>(_ style: S) where S: ShapeStyle {
        // Comparing the type is cheaper than a dynamic cast of the value.
        if S.self == AnyShapeStyle.self {
            base = unsafeBitCast(style, to: AnyShapeStyle.self).base
        } else {
            base = style
        }
    }
}

extension AnyShapeStyle: ResolvableStyle, LeveledStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA { StyleResolver.resolve(base, in: environment) }

    package func resolve(level: Int, in environment: EnvironmentValues) -> RGBA {
        func resolve<S: ShapeStyle>(_ style: S) -> RGBA {
            if let leveled = StyleTypes.of(S.self).leveled {
                return leveled.resolve(style, level: level, in: environment)
            }
            return StyleResolver.resolve(style, in: environment).withAlpha(multipliedBy: hierarchyOpacities[level])
        }
        return resolve(base)
    }
}

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle {
    package let level: Int

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        guard let foreground = environment.foregroundStyle else {
            return StyleResolver.labels[level].resolved(environment.colorScheme)
        }
        return foreground.resolve(level: level, in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// One level of another style's hierarchy (`.fill.tertiary`, `Color.red.secondary`).
public struct _LeveledShapeStyle<Base>: ShapeStyle where Base: ShapeStyle {
    let base: Base
    let level: Int
}

extension _LeveledShapeStyle: ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        AnyShapeStyle(base).resolve(level: level, in: environment)
    }
}

extension ShapeStyle {
    /// Returns the second level of this shape style.
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
    /// Returns the third level of this shape style.
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
    /// Returns the fourth level of this shape style.
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
    /// Returns the fifth level of this shape style.
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 4) }

    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// A style drawn at a reduced opacity.
public struct _OpacityShapeStyle<Base>: ShapeStyle where Base: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension _OpacityShapeStyle: ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        StyleResolver.resolve(base, in: environment).withAlpha(multipliedBy: opacity)
    }
}

/// A shape style that displays one of the overlay fills.
public struct FillShapeStyle: ShapeStyle {
    /// An overlay fill style for filling shapes.
    public init() {}
}

extension FillShapeStyle: ResolvableStyle, LeveledStyle {
    static let levels: [Color] = [
        Color(light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36)),
        Color(light: RGBA(120, 120, 128, 0.16), dark: RGBA(120, 120, 128, 0.32)),
        Color(light: RGBA(118, 118, 128, 0.12), dark: RGBA(118, 118, 128, 0.24)),
        Color(light: RGBA(116, 116, 128, 0.08), dark: RGBA(118, 118, 128, 0.18)),
        // Quinary (iOS 17) has no UIKit fill color: half the quaternary's opacity, not measured on iOS.
        Color(light: RGBA(116, 116, 128, 0.04), dark: RGBA(118, 118, 128, 0.09)),
    ]

    package func resolve(in environment: EnvironmentValues) -> RGBA { resolve(level: 0, in: environment) }

    package func resolve(level: Int, in environment: EnvironmentValues) -> RGBA {
        Self.levels[level].resolved(environment.colorScheme)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle {
    /// Creates a background style instance.
    public init() {}
}

extension BackgroundStyle: ResolvableStyle, LeveledStyle {
    static let levels: [Color] = [
        Color(light: 0xFFFFFF, dark: 0x000000), Color(light: 0xF2F2F7, dark: 0x1C1C1E),
        Color(light: 0xFFFFFF, dark: 0x2C2C2E), Color(light: 0xF2F2F7, dark: 0x3A3A3C),
        // Quinary has no UIKit background color: drawn as the quaternary.
        Color(light: 0xF2F2F7, dark: 0x3A3A3C),
    ]

    package func resolve(in environment: EnvironmentValues) -> RGBA { resolve(level: 0, in: environment) }

    package func resolve(level: Int, in environment: EnvironmentValues) -> RGBA {
        Self.levels[level].resolved(environment.colorScheme)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style that reflects the current tint color.
public struct TintShapeStyle: ShapeStyle {
    /// Creates a tint shape style.
    public init() {}
}

extension TintShapeStyle: ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        if let tint = environment.tint { return StyleResolver.resolve(tint, in: environment) }
        return Color.accentColor.resolved(environment.colorScheme)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle {
    /// Creates a foreground style instance.
    public init() {}
}

extension ForegroundStyle: ResolvableStyle, LeveledStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA { resolve(level: 0, in: environment) }

    package func resolve(level: Int, in environment: EnvironmentValues) -> RGBA {
        HierarchicalShapeStyle(level: level).resolve(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A foreground style captured with the foreground it was set over, so that `.secondary` set
/// below `.foregroundStyle(.red)` means red's secondary level and never refers to itself.
package struct BoundForegroundStyle: ShapeStyle, ResolvableStyle, LeveledStyle {
    let style: AnyShapeStyle
    let outer: AnyShapeStyle?

    package init(_ style: AnyShapeStyle, over outer: AnyShapeStyle?) {
        self.style = style
        self.outer = outer
    }

    package func resolve(in environment: EnvironmentValues) -> RGBA {
        var env = environment
        env.foregroundStyle = outer
        return style.resolve(in: env)
    }

    package func resolve(level: Int, in environment: EnvironmentValues) -> RGBA {
        var env = environment
        env.foregroundStyle = outer
        return style.resolve(level: level, in: env)
    }
}

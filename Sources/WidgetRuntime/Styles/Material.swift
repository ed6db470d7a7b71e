import Foundation

/// A background material type: a translucent layer over what is behind.
///
/// iOS blurs what is behind a material and tints it; here a material draws as its tint alone (white in
/// light appearance, near-black in dark, more opaque the thicker the material), which is what it shows over
/// a widget's plain background.
public struct Material: Sendable {
    /// The tint's opacity, from ultra thin to ultra thick.
    let opacity: Double

    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.72)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.85)
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.6)
    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.45)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.93)
    /// A material matching the style of system toolbars.
    public static let bar = Material(opacity: 0.8)
}

extension Material: ShapeStyle, ResolvableStyle {
    package func resolve(in environment: EnvironmentValues) -> RGBA {
        environment.colorScheme == .dark ? RGBA(28, 28, 30, opacity) : RGBA(255, 255, 255, opacity)
    }
}

extension ShapeStyle where Self == Material {
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}

extension EnvironmentValues {
    /// The material underneath the current view (set by a view drawn over a material; nil on a widget's
    /// own background).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

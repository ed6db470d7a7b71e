import Foundation

/// An object that stores color data: the part of UIKit's `UIColor` widget code uses.
///
/// On iOS, `import SwiftUI` makes UIKit visible; here `UIColor` is declared beside SwiftUI's `Color`, and
/// holds the same pair of colors (one for light, one for dark appearance). A dynamic provider is asked
/// once for each appearance when the color is made.
public class UIColor: NSObject, @unchecked Sendable {
    package let color: Color

    package init(color: Color) {
        self.color = color
    }

    /// Creates a color from RGB components in the sRGB color space (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// Creates a color from RGB components in the Display P3 color space (drawn as sRGB).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// Creates a grayscale color.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// Creates a color from hue, saturation and brightness components (0…1).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(
            hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// Creates a color that adapts to the appearance: the provider is asked for light and for dark.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.light
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.dark
        color = Color(light: light, dark: dark)
    }

    /// Creates a UIKit color from a SwiftUI color.
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// The color set named `name` in the main bundle's asset catalogs, or nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set named `name` in `bundle`'s asset catalogs (nil: the main bundle), or nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = AssetCatalog.color(named: name, bundlePath: bundle?.bundlePath) else { return nil }
        self.init(color: Color(light: set.light, dark: set.dark))
    }

    /// This color with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var light = color.light
        var dark = color.dark
        light.alpha = Double(alpha)
        dark.alpha = Double(alpha)
        return UIColor(color: Color(light: light, dark: dark))
    }

    /// The color for the appearance of `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let rgba = color.resolved(traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        return UIColor(color: Color(light: rgba, dark: rgba))
    }

    /// The light-appearance components in sRGB (0…1); always true.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = color.light
        red?.pointee = CGFloat(rgba.red / 255)
        green?.pointee = CGFloat(rgba.green / 255)
        blue?.pointee = CGFloat(rgba.blue / 255)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// The light-appearance white level and alpha (the mean of the components); always true.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.light
        white?.pointee = CGFloat((rgba.red + rgba.green + rgba.blue) / 3 / 255)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    override public func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.color == color
    }

    override public var hash: Int { color.hashValue }
}

extension Color {
    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// Creates a color from a UIKit color (Apple's deprecated spelling of `init(uiColor:)`).
    ///
    /// Disfavoured, so that `Color(.brandRed)` means the asset's `ColorResource` and not the `UIColor` of the
    /// same name that the asset symbols also declare (which Apple's SDK resolves the same way).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Color(uiColor:)")
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}

import Foundation

// UIKit's fixed colors (the same in both appearances) and its system colors (iOS's values for light and
// dark, the same as SwiftUI's `Color` where SwiftUI has the color).
extension UIColor {
    private static func fixed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        let rgba = RGBA(red * 255, green * 255, blue * 255, alpha)
        return UIColor(color: Color(light: rgba, dark: rgba))
    }

    private static func system(_ light: RGBA, _ dark: RGBA) -> UIColor {
        UIColor(color: Color(light: light, dark: dark))
    }

    /// A color object in the sRGB color space whose grayscale value is 0.0 and whose alpha value is 1.0.
    public class var black: UIColor { fixed(0, 0, 0) }
    /// A grayscale value of 1/3.
    public class var darkGray: UIColor { fixed(1 / 3, 1 / 3, 1 / 3) }
    /// A grayscale value of 2/3.
    public class var lightGray: UIColor { fixed(2 / 3, 2 / 3, 2 / 3) }
    /// A grayscale value of 1.0.
    public class var white: UIColor { fixed(1, 1, 1) }
    /// A grayscale value of 0.5.
    public class var gray: UIColor { fixed(0.5, 0.5, 0.5) }
    /// RGB 1, 0, 0.
    public class var red: UIColor { fixed(1, 0, 0) }
    /// RGB 0, 1, 0.
    public class var green: UIColor { fixed(0, 1, 0) }
    /// RGB 0, 0, 1.
    public class var blue: UIColor { fixed(0, 0, 1) }
    /// RGB 0, 1, 1.
    public class var cyan: UIColor { fixed(0, 1, 1) }
    /// RGB 1, 1, 0.
    public class var yellow: UIColor { fixed(1, 1, 0) }
    /// RGB 1, 0, 1.
    public class var magenta: UIColor { fixed(1, 0, 1) }
    /// RGB 1, 0.5, 0.
    public class var orange: UIColor { fixed(1, 0.5, 0) }
    /// RGB 0.5, 0, 0.5.
    public class var purple: UIColor { fixed(0.5, 0, 0.5) }
    /// RGB 0.6, 0.4, 0.2.
    public class var brown: UIColor { fixed(0.6, 0.4, 0.2) }
    /// Grayscale 0, alpha 0.
    public class var clear: UIColor { fixed(0, 0, 0, 0) }

    /// A red that adapts to the appearance.
    public class var systemRed: UIColor { UIColor(color: .red) }
    /// An orange that adapts to the appearance.
    public class var systemOrange: UIColor { UIColor(color: .orange) }
    /// A yellow that adapts to the appearance.
    public class var systemYellow: UIColor { UIColor(color: .yellow) }
    /// A green that adapts to the appearance.
    public class var systemGreen: UIColor { UIColor(color: .green) }
    /// A mint that adapts to the appearance.
    public class var systemMint: UIColor { UIColor(color: .mint) }
    /// A teal that adapts to the appearance.
    public class var systemTeal: UIColor { UIColor(color: .teal) }
    /// A cyan that adapts to the appearance.
    public class var systemCyan: UIColor { UIColor(color: .cyan) }
    /// A blue that adapts to the appearance.
    public class var systemBlue: UIColor { UIColor(color: .blue) }
    /// An indigo that adapts to the appearance.
    public class var systemIndigo: UIColor { UIColor(color: .indigo) }
    /// A purple that adapts to the appearance.
    public class var systemPurple: UIColor { UIColor(color: .purple) }
    /// A pink that adapts to the appearance.
    public class var systemPink: UIColor { UIColor(color: .pink) }
    /// A brown that adapts to the appearance.
    public class var systemBrown: UIColor { UIColor(color: .brown) }
    /// The base gray.
    public class var systemGray: UIColor { system(RGBA(hex: 0x8E8E93), RGBA(hex: 0x8E8E93)) }
    /// A second-level gray.
    public class var systemGray2: UIColor { system(RGBA(hex: 0xAEAEB2), RGBA(hex: 0x636366)) }
    /// A third-level gray.
    public class var systemGray3: UIColor { system(RGBA(hex: 0xC7C7CC), RGBA(hex: 0x48484A)) }
    /// A fourth-level gray.
    public class var systemGray4: UIColor { system(RGBA(hex: 0xD1D1D6), RGBA(hex: 0x3A3A3C)) }
    /// A fifth-level gray.
    public class var systemGray5: UIColor { system(RGBA(hex: 0xE5E5EA), RGBA(hex: 0x2C2C2E)) }
    /// A sixth-level gray.
    public class var systemGray6: UIColor { system(RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E)) }
    /// The tint color (the accent color here).
    public class var tintColor: UIColor { UIColor(color: .accentColor) }
    /// The color for primary text.
    public class var label: UIColor { system(RGBA(0, 0, 0), RGBA(255, 255, 255)) }
    /// The color for secondary text.
    public class var secondaryLabel: UIColor { system(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6)) }
    /// The color for tertiary text.
    public class var tertiaryLabel: UIColor { system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)) }
    /// The color for quaternary text.
    public class var quaternaryLabel: UIColor { system(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)) }
    /// The color for links.
    public class var link: UIColor { system(RGBA(hex: 0x007AFF), RGBA(hex: 0x0984FF)) }
    /// The color for placeholder text.
    public class var placeholderText: UIColor { system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)) }
    /// The color for thin borders or divider lines that allow some content to show through.
    public class var separator: UIColor { system(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6)) }
    /// The color for borders or divider lines that hide the content behind them.
    public class var opaqueSeparator: UIColor { system(RGBA(hex: 0xC6C6C8), RGBA(hex: 0x38383A)) }
    /// The color for the main background.
    public class var systemBackground: UIColor { system(RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000)) }
    /// The color for content layered on the main background.
    public class var secondarySystemBackground: UIColor { system(RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E)) }
    /// The color for content layered on secondary backgrounds.
    public class var tertiarySystemBackground: UIColor { system(RGBA(hex: 0xFFFFFF), RGBA(hex: 0x2C2C2E)) }
    /// The color for the main background of a grouped interface.
    public class var systemGroupedBackground: UIColor { system(RGBA(hex: 0xF2F2F7), RGBA(hex: 0x000000)) }
    /// The color for content layered on a grouped background.
    public class var secondarySystemGroupedBackground: UIColor {
        system(RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1C1C1E))
    }
    /// The color for content layered on secondary grouped backgrounds.
    public class var tertiarySystemGroupedBackground: UIColor {
        system(RGBA(hex: 0xF2F2F7), RGBA(hex: 0x2C2C2E))
    }
    /// An overlay fill for thin and small shapes.
    public class var systemFill: UIColor { system(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36)) }
    /// An overlay fill for medium-size shapes.
    public class var secondarySystemFill: UIColor { system(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)) }
    /// An overlay fill for large shapes.
    public class var tertiarySystemFill: UIColor { system(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)) }
    /// An overlay fill for large areas that contain complex content.
    public class var quaternarySystemFill: UIColor { system(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)) }
}

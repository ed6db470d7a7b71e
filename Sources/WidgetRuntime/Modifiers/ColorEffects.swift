import Foundation

/// Changes the colors a view draws (brightness, contrast, saturation, hue, inversion) as a CSS filter, or makes
/// it one group for compositing. Layout is unchanged.
public struct _ColorEffectModifier: ViewModifier {
    enum Kind: Equatable {
        /// CSS filter functions, applied in order.
        case filter(String)
        /// The content composited as one layer before the effects around it (`isolation: isolate`).
        case group
    }

    let kind: Kind
    public typealias Body = Never

    /// SwiftUI's brightness adds `amount` to each color component (0 no change, 1 white); CSS's multiplies. For
    /// amounts above −½ the sum is exact as `contrast(1/m) brightness(m)` with m = 1 + 2·amount:
    /// contrast(k) maps x to k·x + (1 − k)/2, and m·(x/m + (m − 1)/(2m)) = x + amount. Below −½ (already
    /// most of the way to black) it is a multiplication by the remaining range, which keeps black black.
    /// A filter amount as CSS takes it (CSS refuses negative ones).
    static func amount(_ value: Double) -> String { CSS.number(CGFloat(max(0, value))) }

    static func brightnessFilter(_ amount: Double) -> String {
        if amount == 0 { return "" }
        if amount > -0.5 {
            let m = 1 + 2 * amount
            return "contrast(" + CSS.number(CGFloat(1 / m)) + ") brightness(" + CSS.number(CGFloat(m)) + ")"
        }
        return "brightness(" + CSS.number(CGFloat(max(0, 1 + amount))) + ")"
    }
}

extension _ColorEffectModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        switch kind {
        case .filter(let functions):
            if functions.isEmpty { return node }
            return Boxes.wrap(node, classes: ["effect"], style: [("filter", functions)])
        case .group:
            return Boxes.wrap(node, classes: ["effect"], style: [("isolation", "isolate")])
        }
    }
}

/// How a drawing group renders its content off screen (accepted: the group is drawn as the page draws it).
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// Non-linear sRGB, clamped to 0…1.
    case nonLinear
    /// Linear sRGB, clamped to 0…1.
    case linear
    /// Linear sRGB, not clamped.
    case extendedLinear
}

extension View {
    /// Brightens this view by the specified amount: 0 leaves it as it is, 1 makes it white.
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorEffectModifier(kind: .filter(_ColorEffectModifier.brightnessFilter(amount))))
    }

    /// Sets the contrast and separation between similar colors in this view: 1 as it is, 0 grey, above 1 more.
    public func contrast(_ amount: Double) -> some View {
        let filter = amount == 1 ? "" : "contrast(" + _ColorEffectModifier.amount(amount) + ")"
        return modifier(_ColorEffectModifier(kind: .filter(filter)))
    }

    /// Adds a grayscale effect to this view: 0 as it is, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        let filter = amount <= 0 ? "" : "grayscale(" + _ColorEffectModifier.amount(amount) + ")"
        return modifier(_ColorEffectModifier(kind: .filter(filter)))
    }

    /// Adjusts the color saturation of this view: 0 grey, 1 as it is, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        let filter = amount == 1 ? "" : "saturate(" + _ColorEffectModifier.amount(amount) + ")"
        return modifier(_ColorEffectModifier(kind: .filter(filter)))
    }

    /// Applies a hue rotation effect to this view.
    public func hueRotation(_ angle: Angle) -> some View {
        let degrees = CGFloat((angle.degrees * 1000).rounded() / 1000)
        let filter = degrees == 0 ? "" : "hue-rotate(" + CSS.number(degrees) + "deg)"
        return modifier(_ColorEffectModifier(kind: .filter(filter)))
    }

    /// Inverts the colors in this view.
    public func colorInvert() -> some View {
        modifier(_ColorEffectModifier(kind: .filter("invert(1)")))
    }

    /// Wraps this view in a compositing group: its layers are combined before an opacity or blend around it.
    public func compositingGroup() -> some View {
        modifier(_ColorEffectModifier(kind: .group))
    }

    /// Composites this view's contents into an offscreen image before final display (drawn here as a
    /// compositing group: the look is the same, no bitmap is made).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_ColorEffectModifier(kind: .group))
    }
}

import Foundation

/// Draws a shadow under the content (a CSS drop shadow, which follows the drawn pixels as SwiftUI's does).
public struct _ShadowModifier: ViewModifier {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    public typealias Body = Never
}

extension _ShadowModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        let paint = color.resolved(context.environment.colorScheme).css
        let shadow = "drop-shadow(" + CSS.length(x) + " " + CSS.length(y) + " " + CSS.length(radius) + " " + paint + ")"
        return Boxes.wrap(node, classes: ["effect"], style: [("filter", shadow)])
    }
}

extension View {
    /// Adds a shadow to this view: `radius` is how far it blurs, `x` and `y` its offset.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ShadowModifier(color: color, radius: radius, x: x, y: y))
    }
}

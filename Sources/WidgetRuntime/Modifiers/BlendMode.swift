import Foundation

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter

    /// The CSS `mix-blend-mode` that composites as this mode does, or nil where CSS has none: the three
    /// Porter-Duff modes (`sourceAtop`, `destinationOver`, `destinationOut`) are not blend modes in CSS, and
    /// `plus-darker` is Safari's alone (Chromium draws the page too). `normal` needs no style.
    var css: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}

/// Composites the content with what is drawn behind it by a blend mode: CSS `mix-blend-mode` on a box of its
/// own, so that a blend set inside (a nested `blendMode`) keeps applying to its own content. Layout is
/// unchanged.
public struct _BlendModeModifier: ViewModifier {
    let mode: BlendMode
    public typealias Body = Never
}

extension _BlendModeModifier: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        guard let css = mode.css else { return node }
        return Boxes.wrap(node, classes: ["effect"], style: [("mix-blend-mode", css)])
    }
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeModifier(mode: blendMode))
    }
}

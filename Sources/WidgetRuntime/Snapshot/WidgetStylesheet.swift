import Foundation

/// The one stylesheet for rendered widgets, embedded by `WidgetSnapshot` documents and by the
/// web home screen, so a widget fragment looks the same in both.
package enum WidgetStylesheet {
    /// The widget's default corner radius (Apple publishes none; ≈22 pt matches 158–170 pt widgets).
    package static let cornerRadius: CGFloat = 22
    /// The default content margin of Home Screen widgets.
    package static let contentMargin: CGFloat = 16

    package static let css: String = base + textStyles

    private static var textStyles: String {
        var css = ""
        for style in Font.TextStyle.allCases {
            let m = style.metrics
            css +=
                ".\(m.cssClass){font-size:\(CSS.length(m.size));line-height:\(CSS.length(m.leading));"
                + "letter-spacing:\(CSS.length(m.tracking));font-weight:\(m.weight.value)}\n"
        }
        return css
    }

    /// Stacks share space as SwiftUI's do: texts in an HStack take equal shares of its free space, each no
    /// more than it needs and before any Spacer (the least flexible first, so a short "Today" stays whole
    /// while a long title truncates), and a child of a VStack or a frame is never wider than it, so that
    /// one-line text ends in an ellipsis instead of being clipped mid-letter. With Reduce Motion on, nothing in a
    /// widget moves, as on iOS. A widget's root view that is not flexible keeps its size when it is taller or
    /// wider than the widget (SwiftUI never shrinks a view below what it reports), centred and clipped by the
    /// widget's shape with its own background, instead of being squeezed to the widget's height. For the same
    /// reason the views of a column or a frame do not shrink below their content along it unless they are
    /// flexible (their inline `flex` says so): a nested stack of text rows taller than the space left overflows
    /// with its whole column, as in SwiftUI, instead of shrinking under its rows so that they overlap the views
    /// after it.
    private static let base = """
        .widget{position:relative;box-sizing:border-box;overflow:hidden;border-radius:22px;\
        font-family:Inter,"Noto Sans CJK JP",sans-serif;font-size:17px;line-height:22px;letter-spacing:-0.43px;\
        font-weight:400;color:#000000;-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision;\
        box-shadow:0 1px 2px rgba(0,0,0,0.06),0 6px 20px rgba(0,0,0,0.08)}
        .widget.dark{color:#FFFFFF;box-shadow:none}
        .widget *{box-sizing:border-box}
        .widget-background{position:absolute;inset:0}
        .widget-content{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;\
        justify-content:center}
        .widget:not(.widget-accessoryInline)>.widget-content>*{flex-shrink:0}
        .widget.intent-running [data-invalidatable]{opacity:0.5;transition:opacity 0.2s}
        .vstack{display:flex;flex-direction:column;align-items:center;min-width:0;min-height:0}
        .hstack{display:flex;flex-direction:row;align-items:center;min-width:0;min-height:0}
        .zstack{display:grid;align-items:center;justify-items:center;min-width:0;min-height:0}
        .box{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:0;min-height:0}
        .layered{position:relative}
        .layered>*{position:relative}
        .layered>.layer{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;\
        justify-content:center}
        .spacer{flex:0 0 auto}
        .geometry{display:grid;justify-items:start;align-items:start;min-width:0;min-height:0}
        .grid{display:grid;min-width:0;min-height:0}
        .text{display:block;min-width:0;white-space:pre-wrap;overflow-wrap:break-word}
        .text.line1{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .text.clamp{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
        .hstack>.text{flex:1000000 1 0;max-width:max-content}
        .vstack>*,.box>*{max-width:100%;flex-shrink:0}
        @media (prefers-reduced-motion:reduce){.widget,.widget *{transition:none!important;animation:none!important}}
        .display,.f-largetitle,.f-title,.f-title2,.f-title3{font-family:"Inter Display",Inter,"Noto Sans CJK JP",\
        sans-serif}
        .d-default{font-family:Inter,"Noto Sans CJK JP",sans-serif}
        .d-rounded{font-family:Inter,"Noto Sans CJK JP",sans-serif}
        .d-serif{font-family:"Noto Serif","DejaVu Serif",Georgia,serif}
        .d-mono{font-family:"JetBrains Mono","Noto Sans Mono","DejaVu Sans Mono",monospace}
        .text.d-mono{letter-spacing:0}
        .redacted .redaction{-webkit-text-fill-color:transparent;background-color:color-mix(in srgb,currentColor 16%,transparent);\
        border-radius:4px;-webkit-box-decoration-break:clone;box-decoration-break:clone;text-decoration:none}
        .image{display:inline-flex;align-items:center;justify-content:center;flex:none;line-height:1}
        .symbol svg{display:block;width:1.2em;height:1.2em;overflow:visible}
        .text .symbol{display:inline-block;vertical-align:-0.22em}
        .symbol.scale-small svg{width:0.96em;height:0.96em}
        .symbol.scale-large svg{width:1.55em;height:1.55em}
        .symbol.missing{width:1.2em;height:1.2em;border:1.5px dashed currentColor;border-radius:0.25em;\
        font-size:inherit;font-weight:600;opacity:0.8}
        .symbol.resizable svg{width:100%;height:100%}
        .image.redacted{background:color-mix(in srgb,currentColor 16%,transparent);border-radius:6px}
        .image.redacted svg{visibility:hidden}
        .rm-hierarchical .l2,.rm-palette .l2{opacity:0.3}
        .named{width:24px;height:24px;background:rgba(127,127,128,0.3);border-radius:4px}
        .image.asset{display:block;flex:none}
        .image.asset.resizable{width:100%;height:100%;min-width:0;min-height:0;object-fit:fill}
        .shape{min-width:0;min-height:0}
        .shape.circle{aspect-ratio:1/1}
        .shape.path svg{display:block;width:100%;height:100%;overflow:visible}
        .label{display:flex;flex-direction:row;align-items:center;gap:0.35em}
        a.link{color:inherit;text-decoration:none;cursor:pointer}
        .divider{min-height:1px;height:1px}
        .divider.v{min-width:1px;width:1px;height:auto;min-height:0}
        .progress.linear{display:flex;flex-direction:column;align-items:stretch;gap:6px}
        .progress .bar{height:4px;border-radius:2px;overflow:hidden}
        .progress .bar .fill{height:100%;border-radius:2px}
        .progress.circular{display:flex;flex-direction:column;align-items:center;gap:6px}
        .spinner{color:#8E8E93}
        .spinner svg{display:block;width:20px;height:20px}
        .gauge.circular,.gauge.circular-capacity{position:relative;width:60px;height:60px;flex:none;\
        display:flex;align-items:center;justify-content:center}
        .gauge .ring{position:absolute;inset:0}
        .gauge .ring svg{display:block;width:100%;height:100%}
        .gauge-center{position:relative;display:flex;flex-direction:column;align-items:center;font-size:20px;\
        line-height:24px;font-weight:500;letter-spacing:-0.3px}
        .gauge-bounds{position:absolute;left:0;right:0;bottom:0;display:flex;justify-content:center;gap:16px;\
        font-size:11px;line-height:13px}
        .gauge.linear{display:flex;flex-direction:column;align-items:stretch;gap:4px}
        .gauge-bar{display:flex;flex-direction:row;align-items:center;gap:6px}
        .gauge-track{position:relative;height:6px;border-radius:3px}
        .gauge-fill{height:100%;border-radius:3px}
        .gauge-dot{position:absolute;top:50%;width:10px;height:10px;border-radius:50%;transform:translate(-50%,-50%)}
        .switch{position:relative;display:inline-block;flex:none;width:51px;height:31px;border-radius:15.5px;\
        background:rgba(120,120,128,0.16);transition:background 0.2s}
        .widget.dark .switch{background:rgba(120,120,128,0.32)}
        .switch.on,.widget.dark .switch.on{background:#34C759}
        .switch .thumb{position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;\
        background:#FFFFFF;box-shadow:0 3px 8px rgba(0,0,0,0.15),0 3px 1px rgba(0,0,0,0.06);transition:transform 0.2s}
        .switch.on .thumb{transform:translateX(20px)}
        .toggle{display:flex;flex-direction:row;align-items:center;gap:8px}
        button.button{font:inherit;letter-spacing:inherit;color:inherit;background:none;border:0;padding:0;margin:0;\
        display:inline-flex;flex-direction:row;align-items:center;justify-content:center;gap:6px;cursor:pointer;\
        text-align:inherit}
        .button.bordered,.button.prominent{padding:7px 12px;border-radius:8px}
        .button.disabled,.toggle.disabled{opacity:0.4}
        button.intent-toggle{font:inherit;letter-spacing:inherit;color:inherit;background:none;border:0;padding:0;\
        margin:0;cursor:pointer;text-align:inherit}
        .widget.widget-accented{--group:var(--default-group);box-shadow:none}
        .widget.widget-accented .widget-accentable{--group:var(--accent-group)}
        .widget.widget-accented .switch{background:color-mix(in srgb,var(--group) 22%,transparent)}
        .widget.widget-accented .switch.on{background:var(--group)}
        .widget.widget-accented .switch .thumb{background:rgba(0,0,0,0.45);box-shadow:none}
        .widget.widget-accented .spinner{color:var(--group)}
        .widget.widget-accented .named{background:color-mix(in srgb,var(--group) 30%,transparent)}
        .widget.widget-accented .widget-full-color.named{background:rgba(127,127,128,0.3)}

        """
}

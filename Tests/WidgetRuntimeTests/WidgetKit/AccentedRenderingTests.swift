import Foundation
import Testing

@testable import WidgetRuntime

private struct ModeProbe: View {
    @Environment(\.widgetRenderingMode) var mode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("\(mode) \(showsBackground) \(colorScheme)")
    }
}

/// A widget as people write them for tinted Home Screens: a removable background, accented and default views.
private struct TintableView: View {
    var body: some View {
        VStack {
            Text("Title").foregroundStyle(.orange)
            Text("Count").foregroundStyle(Color.red.opacity(0.5)).widgetAccentable()
            Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
        }
        .containerBackground(Color.yellow, for: .widget)
    }
}

@MainActor
struct AccentedRenderingTests {
    static let orange = RGBA(hex: 0xFF9F0A)

    func render<V: View>(
        _ appearance: WidgetAppearance, family: WidgetFamily = .systemSmall, removable: Bool = true,
        @ViewBuilder _ view: () -> V
    ) -> String {
        var options = WidgetFrame.Options()
        options.appearance = appearance
        options.containerBackgroundRemovable = removable
        let node = WidgetFrame.node(
            of: AnyView(view()), family: family, device: .iPhone15Pro, colorScheme: .light, options: options)
        return HTMLWriter.html([node])
    }

    @Test func colorsBecomeTheirGroupsColorAtTheirOwnAlpha() {
        let tint = RGBA(hex: 0x123456)
        let white = RGBA(hex: 0xFFFFFF)
        #expect(AccentedRendering.templated("#FF9500", in: tint) == "#123456")
        #expect(AccentedRendering.templated("rgba(60,60,67,0.6)", in: white) == "rgba(255,255,255,0.6)")
        #expect(AccentedRendering.templated("#FF950080", in: white) == "rgba(255,255,255,0.502)")
        #expect(
            AccentedRendering.templated("linear-gradient(#FF0000,rgba(0,0,255,0.25))", in: white)
                == "linear-gradient(#FFFFFF,rgba(255,255,255,0.25))")
        #expect(
            AccentedRendering.templated("0 1px 2px rgba(0,0,0,0.06),0 0 0 1px black", in: white)
                == "0 1px 2px rgba(255,255,255,0.06),0 0 0 1px #FFFFFF")
        // Neither ids, words nor the current colour are colours.
        #expect(AccentedRendering.templated("url(#abc)", in: white) == "url(#abc)")
        #expect(AccentedRendering.templated("1px solid currentColor", in: white) == "1px solid currentColor")
        #expect(AccentedRendering.templated("transparent", in: white) == "transparent")
        #expect(AccentedRendering.templated("blackboard #12", in: white) == "blackboard #12")
        #expect(
            AccentedRendering.templatedMarkup(
                "<path fill=\"#FF3B30\" d=\"M0 0\"/><path fill=\"currentColor\"/>", in: tint)
                == "<path fill=\"#123456\" d=\"M0 0\"/><path fill=\"currentColor\"/>")
    }

    @Test func tintedDrawsTheAccentGroupInTheTintAndTheRestWhiteOnGlass() {
        let html = render(.tinted(Self.orange)) { TintableView() }
        #expect(html.contains("class=\"widget widget-systemSmall dark widget-accented\""))
        // The removable yellow background is gone; the glass is tinted like the tint.
        #expect(!html.contains("#FFD60A") && !html.contains("#FFCC00"))
        #expect(
            html.contains("background:linear-gradient(rgba(255,159,10,0.3),rgba(255,159,10,0.3)),rgba(24,24,28,0.62)"))
        #expect(html.contains("--accent-group:#FF9F0A;--default-group:#FFFFFF"))
        // Default group: white, whatever colour the view asked for; accent group: the tint at the view's alpha.
        #expect(html.contains("<span class=\"text\" style=\"color:#FFFFFF\">Title</span>"))
        #expect(html.contains("style=\"color:rgba(255,159,10,0.5)\">Count</span>"))
        // The symbol under a body text is laid out as text: right under it.
        #expect(html.contains("style=\"color:#FFFFFF\" data-symbol=\"checkmark.circle.fill\""))
    }

    @Test func clearDrawsBothGroupsWhiteOnClearGlass() {
        let html = render(.clear) { TintableView() }
        #expect(html.contains("widget-accented"))
        #expect(html.contains("background:rgba(255,255,255,0.12)"))
        #expect(html.contains("style=\"color:rgba(255,255,255,0.5)\">Count</span>"))
        #expect(!html.contains("255,159,10"))
    }

    @Test func theEnvironmentTellsTheViewsTheModeAndThatTheBackgroundIsGone() {
        #expect(render(.fullColor) { ModeProbe() }.contains(">fullColor true light<"))
        #expect(render(.tinted(Self.orange)) { ModeProbe() }.contains(">accented false dark<"))
        #expect(render(.clear) { ModeProbe() }.contains(">accented false dark<"))
        #expect(render(.vibrant) { ModeProbe() }.contains(">vibrant false dark<"))
        // A background the widget keeps (containerBackgroundRemovable(false)) stays, as drawn.
        let kept = render(.tinted(Self.orange), removable: false) { TintableView() }
        #expect(kept.contains("background:#FFD60A"))
        #expect(!kept.contains("rgba(24,24,28,0.62)"))
        // The Lock Screen stays vibrant whatever the Home Screen looks like.
        let lock = render(.tinted(Self.orange), family: .accessoryRectangular) { ModeProbe() }
        #expect(lock.contains(">vibrant false dark<"))
        #expect(lock.contains("widget-vibrant") && !lock.contains("widget-accented"))
    }

    @Test func vibrantHomeScreenWidgetsAreDesaturatedWithoutTheirBackground() {
        let html = render(.vibrant) { TintableView() }
        #expect(html.contains("filter:grayscale(1);mix-blend-mode:screen"))
        #expect(html.contains("widget-vibrant"))
        #expect(!html.contains("#FFD60A"))
    }

    @Test func accentabilityCannotBeTakenBackInsideAnAccentableView() {
        let html = render(.tinted(Self.orange)) {
            VStack {
                Text("Inner").foregroundStyle(.blue).widgetAccentable(false)
            }
            .widgetAccentable()
        }
        #expect(html.contains("style=\"color:#FF9F0A\">Inner</span>"))
    }

    /// `widgetAccentedRenderingMode` is a method of `Image` (not of `View`), as in WidgetKit.
    @Test func imagesChooseHowTheyAreDrawnInTheAccentedMode() {
        let html = render(.tinted(Self.orange)) {
            VStack {
                Image(systemName: "circle").widgetAccentedRenderingMode(.fullColor).foregroundStyle(.red)
                Image(systemName: "plus").widgetAccentedRenderingMode(.accented).foregroundStyle(.red)
                Image(systemName: "plus.circle").widgetAccentedRenderingMode(.accentedDesaturated).foregroundStyle(.red)
                Image(systemName: "checklist").widgetAccentedRenderingMode(.desaturated).foregroundStyle(.red)
                Image(systemName: "checkmark").widgetAccentedRenderingMode(nil).foregroundStyle(.red)
            }
        }
        // Full colour keeps the dark scheme's red; the accented modes take the tint; the others are white.
        #expect(html.contains("style=\"color:#FF453A\" data-symbol=\"circle\""))
        #expect(html.contains("style=\"color:#FF9F0A\" data-symbol=\"plus\""))
        #expect(html.contains("style=\"color:#FF9F0A\" data-symbol=\"plus.circle\""))
        #expect(html.contains("style=\"color:#FFFFFF\" data-symbol=\"checklist\""))
        #expect(html.contains("style=\"color:#FFFFFF\" data-symbol=\"checkmark\""))
    }

    @Test func fullColorIsLeftAsItWas() {
        let plain = WidgetFrame.html(family: .systemSmall) { TintableView() }
        #expect(render(.fullColor) { TintableView() } == plain)
        #expect(!plain.contains("widget-accented"))
    }

    @Test func viewsCanBePreviewedInAnotherModeThroughTheEnvironment() {
        let html = WidgetFrame.html(family: .systemSmall) {
            ModeProbe().environment(\.widgetRenderingMode, .accented)
        }
        #expect(html.contains(">accented true light<"))
    }

    @Test func tintsAreHexOrSystemColorNames() {
        #expect(WidgetAppearance.tint("#FF2D55") == RGBA(hex: 0xFF2D55))
        #expect(WidgetAppearance.tint("ff2d55") == RGBA(hex: 0xFF2D55))
        #expect(WidgetAppearance.tint("Orange") == RGBA(hex: 0xFF9F0A))
        #expect(WidgetAppearance.tint("#FF2D5") == nil)
        #expect(WidgetAppearance.tint("ultraviolet") == nil)
    }
}

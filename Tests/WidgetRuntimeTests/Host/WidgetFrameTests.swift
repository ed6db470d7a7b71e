import Foundation
import Testing

@testable import WidgetRuntime

/// A style the renderer knows, standing in for the view layer's colors.
private struct Paint: ShapeStyle, CSSShapeStyle {
    let light: String
    let dark: String
    func cssValue(in environment: EnvironmentValues) -> String {
        environment.colorScheme == .dark ? dark : light
    }
}

/// A style the renderer does not know: the frame falls back to the system background.
private struct UnknownStyle: ShapeStyle {}

private struct EnvironmentProbe: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var mode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("\(family) \(mode) \(showsBackground) \(Int(margins.top)) \(colorScheme)")
    }
}

@MainActor
struct WidgetFrameTests {
    @Test func homeScreenFrameHasSizeMarginsRadiusAndStyleBackground() {
        let html = WidgetFrame.html(family: .systemMedium, device: .iPhone15ProMax, colorScheme: .dark) {
            Text("Hi").containerBackground(Paint(light: "#fff", dark: "#123"), for: .widget)
        }
        #expect(
            html == """
                <div class="widget widget-systemMedium dark" style="position:relative;width:364px;height:170px;\
                overflow:hidden;border-radius:22px;background:#123" data-family="systemMedium">
                  <div class="widget-content" style="position:absolute;inset:0;display:flex;flex-direction:column;\
                align-items:center;justify-content:center;padding:16px">
                    <span class="text">Hi</span>
                  </div>
                </div>

                """)
    }

    @Test func unknownStylesAndMissingBackgroundsFallBackToTheSystemBackground() {
        let unknown = WidgetFrame.html(family: .systemSmall) {
            Text("A").containerBackground(UnknownStyle(), for: .widget)
        }
        #expect(unknown.contains("background:#FFFFFF"))
        let missing = WidgetFrame.html(family: .systemSmall, colorScheme: .dark) { Text("A") }
        #expect(missing.contains("background:#1C1C1E"))
    }

    @Test func contentMarginsCanBeDisabled() {
        let html = WidgetFrame.html(family: .systemSmall, contentMarginsDisabled: true) { Text("A") }
        #expect(!html.contains("padding"))
    }

    @Test(arguments: WidgetFamily.allFamilies)
    func environmentTellsViewsTheirFamilyModeAndMargins(family: WidgetFamily) {
        let device: WidgetDevice = family == .systemExtraLarge ? .iPadPro12Inch : .iPhone15Pro
        let html = WidgetFrame.html(family: family, device: device) { EnvironmentProbe() }
        let size = device.size(for: family)!
        #expect(html.contains("width:\(CSS.length(size.width));height:\(CSS.length(size.height))"))
        if family.isAccessory {
            #expect(html.contains(">\(family) vibrant false 0 dark<"))
            #expect(html.contains("class=\"widget widget-\(family) dark widget-vibrant\""))
            #expect(!html.contains("background:"))
        } else {
            #expect(html.contains(">\(family) fullColor true 16 light<"))
            #expect(html.contains("border-radius:22px"))
        }
    }

    @Test func containerBackgroundViewIsDrawnBehindTheContentButNotOnTheLockScreen() {
        let content = {
            Text("A").containerBackground(for: .widget, alignment: .bottomTrailing) { Text("bg") }
        }
        let home = WidgetFrame.html(family: .systemSmall, content: content)
        #expect(
            home.contains(
                """
                <div class="widget-container-background" style="position:absolute;inset:0;display:grid;\
                justify-items:flex-end;align-items:flex-end">
                    <span class="text" style="grid-area:1/1">bg</span>
                """))
        let lock = WidgetFrame.html(family: .accessoryRectangular, content: content)
        #expect(!lock.contains("bg"))
    }

    @Test func accessoryBackgroundOnlyInCircularAndRectangular() {
        let view = { ZStack { AccessoryWidgetBackground() } }
        #expect(WidgetFrame.html(family: .accessoryCircular, content: view).contains("border-radius:50%;justify"))
        #expect(WidgetFrame.html(family: .accessoryRectangular, content: view).contains("border-radius:12px"))
        #expect(!WidgetFrame.html(family: .accessoryInline, content: view).contains("accessory-widget-background"))
        #expect(!WidgetFrame.html(family: .systemSmall, content: view).contains("accessory-widget-background"))
    }

    @Test func accentableAndURLModifiersDoNotWrapTheirContent() {
        let html = WidgetFrame.html(family: .systemSmall) {
            HStack {
                Text("A").widgetAccentable()
                Text("B").widgetAccentable(false)
            }
            .widgetURL(URL(string: "app://a?b=1&c=2"))
        }
        #expect(html.contains("<span class=\"text widget-accentable\">A</span>"))
        #expect(html.contains("<span class=\"text\">B</span>"))
        #expect(html.contains("data-widget-url=\"app://a?b=1&amp;c=2\""))
    }

    @Test func buttonsAndTogglesCarryTheirArchiveAndRegisterTheirType() {
        let registry = IntentRegistry()
        var options = WidgetFrame.Options()
        options.registry = registry
        let intent = EveryTypeIntent()
        intent.count = 4
        let view = VStack {
            Button(intent: intent) { Text("Go") }
            Toggle("Done", isOn: true, intent: RequiredIntent())
            Button("Plain", intent: RequiredIntent())
        }
        let node = WidgetFrame.node(
            of: AnyView(view), family: .systemSmall, device: .iPhone15Pro, colorScheme: .light, options: options)
        let html = HTMLWriter.html([node])
        #expect(
            html.contains(
                #"<button class="button borderless intent-button" style="color:#007AFF" type="button" data-intent="{&quot;parameters&quot;:{&quot;count&quot;:4,"#
            ))
        #expect(
            html.contains(
                """
                <button class="toggle intent-toggle" style="align-self:stretch" type="button" role="switch" aria-checked="true" \
                data-intent="{&quot;parameters&quot;:{&quot;identifier&quot;:&quot;&quot;},&quot;type&quot;:&quot;RequiredIntent&quot;}">
                """))
        #expect(html.contains("<span class=\"switch on\""))
        #expect(html.contains(">Plain</span>"))
        #expect(registry.type(named: "EveryTypeIntent") != nil)
        #expect(registry.type(named: "RequiredIntent") != nil)
    }

    /// What a tap may perform is read from the drawn controls, not from the HTML text: every enabled control's
    /// archive, in document order; a disabled one performs nothing, as on iOS.
    @Test func theDrawnIntentsAreTheEnabledControlsArchives() {
        let counted = EveryTypeIntent()
        counted.count = 7
        let view = VStack {
            Button(intent: counted) { Text("Go") }
            Text(#"data-intent="{}""#)
            Button("Off", intent: EveryTypeIntent()).disabled(true)
            Toggle("Done", isOn: false, intent: RequiredIntent())
        }
        let node = WidgetFrame.node(
            of: AnyView(view), family: .systemSmall, device: .iPhone15Pro, colorScheme: .light,
            options: WidgetFrame.Options())
        #expect(
            IntentControl.intents(in: node) == [
                IntentArchive.archive(any: counted), IntentArchive.archive(any: RequiredIntent()),
            ])
    }

    @Test func renderingIsDeterministic() {
        let render = {
            WidgetFrame.html(family: .systemLarge) {
                VStack {
                    Button(intent: EveryTypeIntent()) { Text("x") }
                    Spacer()
                }
            }
        }
        #expect(render() == render())
    }

    @Test func disabledControlsCarryTheDisabledAttribute() {
        let html = WidgetFrame.html(family: .systemSmall) {
            VStack {
                Button("Enabled", intent: RequiredIntent())
                Button("Disabled", intent: RequiredIntent()).disabled(true)
                Toggle("Off", isOn: false, intent: RequiredIntent()).disabled(true)
            }
        }
        let buttons = html.split(separator: "\n").filter { $0.contains("<button") }
        #expect(buttons.count == 3)
        #expect(!buttons[0].contains("disabled=\"\""))
        #expect(buttons[1].contains("disabled=\"\""))
        #expect(buttons[2].contains("disabled=\"\""))
    }

    @Test func textShowsLocalizedStringResources() {
        let count = 3
        let resource: LocalizedStringResource = "\(count) left"
        #expect(resource.key == "%lld left")
        // No catalog entry here: the key is the format, as Foundation does.
        let html = WidgetFrame.html(family: .systemSmall) { Text(resource) }
        #expect(html.contains(">3 left<"))
    }
}

import Foundation
import Testing

@testable import WidgetRuntime

/// A widget rendered again draws once when its last drawing needed the layout engine, and its HTML never
/// depends on what was drawn before.
@MainActor
@Suite struct LayoutHintTests {
    /// Counts how often its owner's `body` is evaluated, and says which view to draw.
    final class Script {
        var evaluations = 0
        var needsLayout = true
    }

    struct Priority: LayoutValueKey {
        static let defaultValue = 0
    }

    /// A view that needs the engine (`ViewThatFits`) or not, as its script says; the plain form carries a layout
    /// value, which a rendering that records its layout wraps in a box of its own.
    struct Switching: View {
        let script: Script

        var body: some View {
            let _ = script.evaluations += 1
            if script.needsLayout {
                ViewThatFits(in: .horizontal) {
                    Text("A header far too long to fit in the width of a small widget, so the next one is chosen")
                    Text("Short header")
                }
            } else {
                Text("Plain").layoutValue(key: Priority.self, value: 2)
            }
        }
    }

    @Test func aWidgetThatNeededTheEngineIsDrawnOnceWhenDrawnAgain() {
        let script = Script()
        let snapshot = WidgetSnapshot(family: .systemSmall) { Switching(script: script) }
        _ = snapshot.bodyHTML
        // The first drawing finds out: a plain pass, then one recording the layout.
        #expect(script.evaluations == 2)
        _ = snapshot.bodyHTML
        _ = snapshot.bodyHTML
        #expect(script.evaluations == 4)
    }

    @Test func theHTMLIsTheSameWhateverWasDrawnBefore() {
        let hinted = Script()
        let snapshot = WidgetSnapshot(family: .systemSmall) { Switching(script: hinted) }
        for needsLayout in [true, true, false, false, true, false] {
            hinted.needsLayout = needsLayout
            let fresh = Script()
            fresh.needsLayout = needsLayout
            let expected = WidgetSnapshot(family: .systemSmall) { Switching(script: fresh) }.bodyHTML
            #expect(snapshot.bodyHTML == expected, "needs layout: \(needsLayout)")
        }
    }

    @Test func aRecordedDrawingOfAViewThatNeedsNoLayoutDiffersFromAPlainOne() {
        // Why a hinted drawing that turns out to need no layout is drawn again: were the recorded nodes kept,
        // this would show in the HTML (the layout value's box).
        var recording = RenderContext()
        recording.recordsLayout = true
        let view = Text("Plain").layoutValue(key: Priority.self, value: 2)
        let recorded = HTMLWriter.html(view.renderNodes(in: recording))
        let plain = HTMLWriter.html(view.renderNodes(in: RenderContext()))
        #expect(recorded != plain)
    }

    /// Says whether its owner sets a container background, and counts its drawings.
    final class BackgroundScript {
        var evaluations = 0
        var setsBackground = false
    }

    /// A widget with a container background or without one (drawn as a widget built before iOS 17: no margins).
    struct Backgrounded: View {
        let script: BackgroundScript

        var body: some View {
            let _ = script.evaluations += 1
            if script.setsBackground {
                Text("Backgrounded").containerBackground(.blue, for: .widget)
            } else {
                Text("Legacy")
            }
        }
    }

    /// The HTML of `view` as a host draws a widget, with `hint` kept from its last drawing.
    private func hostHTML(_ view: some View, hint: LayoutHint?) -> String {
        var options = WidgetFrame.Options()
        options.marginsNeedContainerBackground = true
        options.layoutHint = hint
        let node = WidgetFrame.node(
            of: AnyView(view), family: .systemSmall, device: .iPhone15Pro, colorScheme: .light, options: options)
        return HTMLWriter.html([node])
    }

    @Test func aWidgetWithoutContainerBackgroundIsDrawnOnceWhenDrawnAgain() {
        let script = BackgroundScript()
        let hint = LayoutHint()
        let expected = hostHTML(Backgrounded(script: script), hint: nil)
        // Without a hint: with margins, then again without them.
        #expect(script.evaluations == 2)
        #expect(hostHTML(Backgrounded(script: script), hint: hint) == expected)
        #expect(script.evaluations == 4)
        #expect(hostHTML(Backgrounded(script: script), hint: hint) == expected)
        #expect(hostHTML(Backgrounded(script: script), hint: hint) == expected)
        #expect(script.evaluations == 6)
    }

    @Test func theHostsHTMLIsTheSameWhateverBackgroundWasSetBefore() {
        let hinted = BackgroundScript()
        let hint = LayoutHint()
        var drawn: Set<String> = []
        for setsBackground in [false, false, true, true, false, true, false] {
            hinted.setsBackground = setsBackground
            let fresh = BackgroundScript()
            fresh.setsBackground = setsBackground
            let expected = hostHTML(Backgrounded(script: fresh), hint: nil)
            #expect(hostHTML(Backgrounded(script: hinted), hint: hint) == expected, "sets: \(setsBackground)")
            drawn.insert(expected)
        }
        // Both kinds were drawn (with and without margins): the comparisons covered each switch.
        #expect(drawn.count == 2)
    }
}

import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// Modifiers that other people's widgets use, drawn as iOS draws them.
@MainActor
@Suite struct ModifierSnapshotTests {
    @Test func hiddenKeepsItsPlaceAndDrawsNothing() {
        snap("hidden") {
            HStack(spacing: 4) {
                Image(systemName: "checkmark.circle.fill").hidden()
                Text("Water the plants")
            }
        }
    }

    @Test func lineSpacingSpacesTheLinesOfAText() {
        snap("line-spacing") {
            VStack(alignment: .leading, spacing: 0) {
                Text("Water the ferns on the balcony before the sun gets to them").lineSpacing(6)
                Text("One line").lineSpacing(6)
            }
        }
    }

    @Test func lineSpacingAddsSpaceBetweenMeasuredLinesOnly() throws {
        let note = "Water the ferns on the balcony before the sun gets to them"
        let spec = try #require(LayoutEngineTests().textSpec(of: Text(note).lineSpacing(6)))
        #expect(spec.lineSpacing == 6)
        let lines = TextMeasurer.lines(of: note, font: spec.font, maxWidth: 120).count
        #expect(lines >= 3)
        let measured = LayoutEngine.size(
            of: LayoutEngineTests().drawn(Text(note).lineSpacing(6)).nodes,
            proposal: ProposedSize(width: 120, height: nil))
        #expect(measured.height == CGFloat(lines) * spec.font.lineHeight + CGFloat(lines - 1) * 6)
        // Offered two lines' height and one spacing, it takes two lines.
        let twoLines = 2 * spec.font.lineHeight + 6
        let limited = LayoutEngine.size(
            of: LayoutEngineTests().drawn(Text(note).lineSpacing(6)).nodes,
            proposal: ProposedSize(width: 120, height: twoLines + 3))
        #expect(limited.height == twoLines)
    }

    static let longTitle = "Call the plumber about the leak under the kitchen sink"

    @Test func truncationModeMovesTheEllipsis() {
        snap("truncation-mode") {
            VStack(alignment: .leading, spacing: 2) {
                Text(Self.longTitle).truncationMode(.head)
                Text(Self.longTitle).truncationMode(.middle)
                Text(Self.longTitle).truncationMode(.tail)
                Text(Self.longTitle).lineLimit(2).truncationMode(.head)
            }
            .lineLimit(1)
            // Held to the widget's width: a stack as wide as a whole unwrapped line is CSS's, not SwiftUI's.
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test func headAndMiddleCutsKeepAsMuchAsFits() throws {
        var spec = try #require(LayoutEngineTests().textSpec(of: Text(Self.longTitle).lineLimit(1)))
        let offer = ProposedSize(width: 126, height: nil)
        #expect(TextLayout.truncated(spec, font: spec.font, proposal: offer) == nil, "tails are left to CSS")
        for mode in [Text.TruncationMode.head, .middle] {
            spec.truncationMode = mode
            let cut = try #require(TextLayout.truncated(spec, font: spec.font, proposal: offer))
            #expect(TextMeasurer.width(of: cut, font: spec.font) <= 126.02)
            let kept = cut.count - 1
            #expect(kept > 10)
            switch mode {
            case .head:
                #expect(cut == "\u{2026}" + String(Self.longTitle.suffix(kept)))
                let oneMore = "\u{2026}" + String(Self.longTitle.suffix(kept + 1))
                #expect(TextMeasurer.width(of: oneMore, font: spec.font) > 126.02, "one more character would fit")
            default:
                let start = (kept + 1) / 2
                #expect(
                    cut == String(Self.longTitle.prefix(start)) + "\u{2026}"
                        + String(Self.longTitle.suffix(kept - start)))
            }
        }
        // A text that fits is left whole.
        spec.string = "Short"
        #expect(TextLayout.truncated(spec, font: spec.font, proposal: offer) == nil)
    }

    @Test func borderStrokesInsideTheFrame() {
        snap("border") {
            VStack(spacing: 8) {
                Text("Due today").padding(6).border(Color.orange, width: 2)
                Color.blue.frame(width: 40, height: 20).border(.secondary)
            }
        }
    }

    @Test func zIndexOrdersOverlappingViews() {
        snap("z-index") {
            VStack(spacing: 8) {
                ZStack {
                    Circle().fill(.orange).frame(width: 40, height: 40).zIndex(1)
                    Color.blue.frame(width: 60, height: 30)
                    // An index under later modifiers still orders the stack's child, as SwiftUI's trait does.
                    Text("0.5").zIndex(0.5).offset(x: 10).padding(2)
                }
                HStack(spacing: 0) {
                    Circle().fill(.green).frame(width: 30, height: 30)
                    Circle().fill(.red).frame(width: 30, height: 30).offset(x: -10).zIndex(-1)
                }
                HStack {
                    Text("No index: no isolation")
                }
            }
        }
    }

    @Test func theModifiersApplyOffTheMainActorAsApplesDo() {
        let html = renderBoth(size: smallSize) { modifiedOffTheMainActor(Text("Due")) }
        for drawn in ["visibility:hidden", "line-height:28px", "box-shadow:inset 0 0 0 1px #FF3B30", "z-index:1000"] {
            #expect(html.contains(drawn), "\(drawn) is missing")
        }
    }
}

/// Apple declares these modifiers `nonisolated` (iOS 18.0 SwiftUICore): code that applies them outside the main
/// actor compiles with Apple's SDK, so it must compile here (this file would not if they were isolated).
nonisolated func modifiedOffTheMainActor<V: View>(_ view: V) -> some View {
    view.hidden().lineSpacing(6).truncationMode(.middle).border(.red).zIndex(1)
}

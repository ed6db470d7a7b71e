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
}

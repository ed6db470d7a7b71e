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
}

import Foundation
import Testing

@testable import WidgetRuntime

private struct NoteKey: EnvironmentKey {
    static let defaultValue = "none"
}

/// An environment changes its fields in place when it holds them alone and copies them when they are shared: a
/// write must never reach another environment, whichever was copied from which, and however many writes follow.
@Suite struct EnvironmentCopyOnWriteTests {
    @Test func writesToACopyDoNotReachTheOriginal() {
        var original = EnvironmentValues()
        original.lineLimit = 2
        original.font = .headline
        let snapshot = original
        var copy = original
        copy.lineLimit = 5
        copy.font = .caption
        copy.containerCornerRadius = 4
        copy[NoteKey.self] = "copy"
        #expect(original.lineLimit == 2)
        #expect(original.font == .headline)
        #expect(original.containerCornerRadius == 0)
        #expect(original[NoteKey.self] == "none")
        #expect(snapshot.lineLimit == 2)
        #expect(copy.lineLimit == 5)
        #expect(copy.font == .caption)
        #expect(copy.containerCornerRadius == 4)
        #expect(copy[NoteKey.self] == "copy")
    }

    @Test func writesToTheOriginalDoNotReachACopy() {
        var original = EnvironmentValues()
        original.lineLimit = 1
        let copy = original
        original.lineLimit = 3
        original.minimumScaleFactor = 0.5
        original[NoteKey.self] = "original"
        #expect(copy.lineLimit == 1)
        #expect(copy.minimumScaleFactor == 1)
        #expect(copy[NoteKey.self] == "none")
        #expect(original.lineLimit == 3)
        #expect(original.minimumScaleFactor == 0.5)
        #expect(original[NoteKey.self] == "original")
        // A fresh environment still starts from the defaults after all of these writes.
        #expect(EnvironmentValues().lineLimit == nil)
        #expect(EnvironmentValues()[NoteKey.self] == "none")
    }

    @Test func anEnvironmentKeptByAViewSurvivesWritesToTheOneItCameFrom() {
        var environment = EnvironmentValues()
        environment.lineLimit = 4
        let kept = EnvironmentValues.$current.withValue(environment) { EnvironmentValues.current }
        environment.lineLimit = 6
        #expect(kept.lineLimit == 4)
        #expect(environment.lineLimit == 6)
        #expect(environment.description == "EnvironmentValues(1 set)")
    }
}

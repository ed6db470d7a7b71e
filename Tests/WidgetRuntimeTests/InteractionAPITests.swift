import Foundation
import Testing

@testable import WidgetRuntime

/// The interaction API a widget's views (or the views it shares with its app) declare: `openURL`, control
/// sizes, gestures. A widget runs none of their actions (AppleAPISnapshotTests' aurora checks that); these are
/// what the values themselves do when code calls them.
@MainActor
@Suite struct InteractionAPITests {
    /// Each URL is unique to its test: `UIApplication.shared` records every URL opened in the process.
    func uniqueURL(_ name: String) -> URL {
        URL(string: "https://example.com/\(name)/\(UUID().uuidString)")!
    }

    /// Calls the action and returns whether it said the URL was accepted.
    func accepted(_ action: OpenURLAction, _ url: URL) -> Bool? {
        var result: Bool?
        action(url) { result = $0 }
        return result
    }

    @Test func theSystemActionOpensURLsWithASchemeThroughTheApplication() {
        let action = EnvironmentValues().openURL
        let url = uniqueURL("system")
        #expect(accepted(action, url) == true)
        #expect(UIApplication.shared.openedURLs.contains(url))
        let relative = URL(string: "forecast/today")!
        #expect(accepted(action, relative) == false)
        #expect(!UIApplication.shared.openedURLs.contains(relative))
        let plain = uniqueURL("plain")
        action(plain)
        #expect(UIApplication.shared.openedURLs.contains(plain))
    }

    @Test func aCustomHandlerDecidesWhatIsOpened() {
        let original = uniqueURL("original")
        let replacement = uniqueURL("replacement")
        var asked: [URL] = []
        let handled = OpenURLAction {
            asked.append($0)
            return .handled
        }
        #expect(accepted(handled, original) == true)
        #expect(asked == [original] && !UIApplication.shared.openedURLs.contains(original))
        #expect(accepted(OpenURLAction { _ in .discarded }, original) == false)
        #expect(accepted(OpenURLAction { _ in .systemAction(replacement) }, original) == true)
        #expect(UIApplication.shared.openedURLs.contains(replacement))
        #expect(!UIApplication.shared.openedURLs.contains(original))
        #expect(accepted(OpenURLAction { _ in .systemAction }, original) == true)
        #expect(UIApplication.shared.openedURLs.contains(original))
    }

    @Test func anEnvironmentKeepsTheActionItIsGiven() {
        var environment = EnvironmentValues()
        var asked: [URL] = []
        environment.openURL = OpenURLAction {
            asked.append($0)
            return .discarded
        }
        let url = uniqueURL("kept")
        #expect(accepted(environment.openURL, url) == false)
        #expect(asked == [url])
    }

    @Test func controlSizesAreOrderedAndKeptInTheEnvironment() {
        #expect(ControlSize.allCases == [.mini, .small, .regular, .large, .extraLarge])
        #expect(ControlSize.mini < .small && ControlSize.large < .extraLarge)
        var environment = EnvironmentValues()
        #expect(environment.controlSize == .regular)
        environment.controlSize = .mini
        #expect(environment.controlSize == .mini)
    }

    @Test func tapGesturesKeepTheirCountAndMasksCombine() {
        #expect(TapGesture().count == 1 && TapGesture(count: 2).count == 2)
        let ended = TapGesture(count: 3).onEnded {}
        #expect(ended.content.count == 3)
        #expect(GestureMask.all == [.gesture, .subviews] && GestureMask.none.isEmpty)
        #expect(!GestureMask.gesture.contains(.subviews))
    }
}

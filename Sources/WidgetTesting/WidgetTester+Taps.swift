import Foundation
import WidgetRuntime

/// What a tap did.
public enum TapResult: Equatable, Sendable {
    /// The control's App Intent ran (its type name), the timeline reloaded and the widget was redrawn.
    case performed(intent: String)
    /// The widget asked to open a URL in the app (a `Link`, or `widgetURL` outside the controls).
    case openedURL(URL)
}

extension WidgetTester {
    /// Taps the Button, Toggle or Link whose visible text or accessibility label is `label`: its intent runs (in
    /// the tester's scope: virtual clock, its WidgetCenter), the timeline reloads once, as iOS does after an
    /// interactive widget's intent, and the widget is redrawn; a Link's URL is reported. A text outside every
    /// control opens the widget's `widgetURL`, as a tap there does on iOS.
    ///
    /// - Throws: `WidgetTestingError`, one line: an unknown or ambiguous label, something that does not act on a
    ///   tap (listing the tappable labels), an intent that threw or overran the host's time limit.
    @discardableResult
    public func tap(_ label: String) async throws -> TapResult {
        let root = markup
        let controls = root.controls
        let tappable = tappableLabels
        let matches = controls.filter { $0.matches(label) }
        if matches.count > 1 {
            let acting = matches.filter {
                if case .none = $0.action { return false }
                return true
            }
            guard acting.count == 1 else {
                throw WidgetTestingError.ambiguousLabel(label, matches: matches.count, tappable: tappable)
            }
            return try await activate(acting[0], label: label)
        }
        if let control = matches.first { return try await activate(control, label: label) }
        let inText = root.visibleTexts.contains(label) || root.accessibilityElements.contains { $0.label == label }
        guard inText else { throw WidgetTestingError.unknownLabel(label, tappable: tappable) }
        guard let url = root.widgetURL else {
            throw WidgetTestingError.notTappable(
                label, why: "not in a Button, Toggle or Link, and no widgetURL", tappable: tappable)
        }
        openedURLs.append(url)
        return .openedURL(url)
    }

    private func activate(_ control: RenderedControl, label: String) async throws -> TapResult {
        switch control.action {
        case .none(let why):
            throw WidgetTestingError.notTappable(label, why: why, tappable: tappableLabels)
        case .url(let url):
            openedURLs.append(url)
            return .openedURL(url)
        case .intent(let archive):
            let intent = MarkupElement.intentType(in: archive) ?? "its intent"
            do {
                try await host.perform(archive: archive, in: id)
            } catch let WidgetHostError.intentTimedOut(seconds) {
                await settle()
                throw WidgetTestingError.intentTimedOut(label: label, intent: intent, seconds: seconds)
            } catch {
                await settle()
                let message = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
                throw WidgetTestingError.intentFailed(label: label, intent: intent, error: message)
            }
            // The tap's own reload covered this widget's WidgetCenter requests (as the host does on iOS).
            _ = center.takePending()
            await settle()
            return .performed(intent: intent)
        }
    }

    /// How long an intent may run before the tap fails: real time, not the virtual clock. Ten minutes, a hang
    /// guard: iOS ends an intent after about 30 seconds, but on a loaded test machine a quick intent can wait that
    /// long for a core or the main actor. Set it to 30 seconds (or less) to test an intent against the limit.
    public var intentTimeLimit: Duration {
        get { host.intentTimeLimit }
        set { host.intentTimeLimit = newValue }
    }
}

import Foundation

/// Why a tester refused or failed a step; each reads as one line.
public enum WidgetTestingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No control, text or accessibility label in the widget is `label`.
    case unknownLabel(String, tappable: [String])
    /// More than one control matches `label`.
    case ambiguousLabel(String, matches: Int, tappable: [String])
    /// `label` is in the widget but not on something a tap acts on (`why` says what it is).
    case notTappable(String, why: String, tappable: [String])
    /// The tapped control's intent threw.
    case intentFailed(label: String, intent: String, error: String)
    /// The tapped control's intent did not finish within the host's time limit.
    case intentTimedOut(label: String, intent: String, seconds: Double)
    /// The widget kind does not support the family on the device.
    case unsupported(String)
    /// The widget declares no kind (an empty body).
    case noWidget

    public var description: String {
        switch self {
        case .unknownLabel(let label, let tappable):
            return "no control labelled \"\(label)\" in the widget; tappable: \(Self.list(tappable))"
        case .ambiguousLabel(let label, let matches, let tappable):
            return "\"\(label)\" matches \(matches) controls; tappable: \(Self.list(tappable))"
        case .notTappable(let label, let why, let tappable):
            return "\"\(label)\" is not tappable (\(why)); tappable: \(Self.list(tappable))"
        case .intentFailed(let label, let intent, let error):
            return "tapping \"\(label)\" ran \(intent), which failed: \(error)"
        case .intentTimedOut(let label, let intent, let seconds):
            return "tapping \"\(label)\" ran \(intent), which did not finish within \(Self.seconds(seconds)) s"
        case .unsupported(let why): return why
        case .noWidget: return "the widget declares no widget configuration"
        }
    }

    private static func list(_ labels: [String]) -> String {
        labels.isEmpty ? "none" : labels.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

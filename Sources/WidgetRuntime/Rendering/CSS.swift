import Foundation

/// Small helpers that format values as CSS.
package enum CSS {
    /// A length in points as CSS pixels (1 pt = 1 px), without a needless fraction: `16px`, `0.5px`.
    package static func length(_ points: CGFloat) -> String {
        number(points) + "px"
    }

    /// A number with at most three decimals and no trailing zeros.
    package static func number(_ value: CGFloat) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

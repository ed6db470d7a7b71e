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
        // Integer arithmetic instead of String(format:), which dominated render profiles.
        let scaled = Int((Double(value) * 1000).rounded())
        let magnitude = scaled.magnitude
        var fraction = magnitude % 1000
        var digits = 3
        while fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 1000)
        if digits > 0 {
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }
}

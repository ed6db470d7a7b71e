import Foundation
import Synchronization

/// How a locale groups an integer's digits, learnt once per locale from Foundation's own `%lld` and then applied
/// by hand: Foundation's localized formatting costs about 100,000 instructions a number (a format parse and a
/// number formatter set up each time), ten numbers a tap over the task widgets' counts.
struct DigitGrouping: Equatable, Sendable {
    /// What goes between groups: ",", ".", a narrow no-break space, "’".
    let separator: String
    /// The digits of the last group (3), and of each one before it (3; 2 in Indian English: "12,34,567").
    let primary: Int
    let secondary: Int
    /// The fewest digits that are grouped: 4, or 5 where CLDR's minimum grouping is two ("5000" in Polish).
    let minimumDigits: Int

    private static let learnt = Mutex<[String: DigitGrouping?]>([:])

    /// The locale's grouping, nil where it cannot be applied by hand (native digits, a locale that does not
    /// group, or any probe that Foundation writes otherwise).
    static func of(_ locale: Locale) -> DigitGrouping? {
        let key = locale.identifier
        if let known = learnt.withLock({ $0[key] }) { return known }
        let grouping = learn(locale)
        learnt.withLock { $0[key] = grouping }
        return grouping
    }

    private static func learn(_ locale: Locale) -> DigitGrouping? {
        func foundation(_ value: Int64) -> String { String(format: "%lld", locale: locale, value) }
        // The groups of a long number, from the right: their sizes and the one separator between them.
        var groups: [Int] = []
        var separators: Set<String> = []
        var digits = ""
        var pending = ""
        for character in foundation(1_234_567_890) {
            if character.isASCII && character.isNumber {
                if !pending.isEmpty || groups.isEmpty {
                    if !pending.isEmpty { separators.insert(pending) }
                    groups.append(0)
                    pending = ""
                }
                groups[groups.count - 1] += 1
                digits.append(character)
            } else {
                pending.append(character)
            }
        }
        guard digits == "1234567890", pending.isEmpty, separators.count == 1, let separator = separators.first,
            groups.count >= 3
        else { return nil }
        let sizes = Array(groups.reversed())
        let grouping = DigitGrouping(
            separator: separator, primary: sizes[0], secondary: sizes[1],
            minimumDigits: foundation(1_234).contains(separator) ? 4 : 5)
        // Applied by hand, the grouping must write what Foundation writes.
        let probes: [Int64] = [1_000, 1_234, 12_345, 123_456, 1_234_567, 98_765_432_109, .max]
        return probes.allSatisfy { grouping.format($0) == foundation($0) } ? grouping : nil
    }

    /// A non-negative integer's digits with the separators put in.
    func format(_ value: Int64) -> String {
        let digits = Array(String(value).utf8)
        guard value >= 0, digits.count >= minimumDigits else { return String(value) }
        var groups: [ArraySlice<UInt8>] = []
        var end = digits.count
        var size = primary
        while end > 0 {
            let start = max(0, end - size)
            groups.append(digits[start..<end])
            end = start
            size = secondary
        }
        return groups.reversed().map { String(decoding: $0, as: UTF8.self) }.joined(separator: separator)
    }
}

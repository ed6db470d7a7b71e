import Foundation
import Testing

@testable import WidgetRuntime

/// Integers are grouped by hand after the grouping is learnt from Foundation once per locale: the two must agree.
@MainActor @Suite struct DigitGroupingTests {
    nonisolated static let locales = [
        "en_US", "de_DE", "nl_NL", "pl_PL", "id_ID", "ja_JP", "es_ES", "fr_FR", "de_CH", "en_IN", "hi_IN", "pt_BR",
        "ar_EG", "fa_IR", "ru_RU", "sv_SE",
    ]

    @Test(arguments: locales)
    func handGroupingWritesWhatFoundationWrites(identifier: String) {
        let locale = Locale(identifier: identifier)
        var values: [Int64] = [1_000, 1_001, 4_999, 9_999, 10_000, 12_345, 99_999, 100_000, 543_210, 1_000_000]
        values += [12_345_678, 987_654_321, 1_234_567_890_123, Int64.max, -1_000, -12_345]
        for value in values {
            let text = Text("\(value)")
            var context = RenderContext()
            context.environment.locale = locale
            #expect(
                text.plainString(in: context) == String(format: "%lld", locale: locale, value),
                "\(identifier): \(value)")
        }
    }

    @Test func theGroupingLearntIsTheLocales() throws {
        let english = try #require(DigitGrouping.of(Locale(identifier: "en_US")))
        #expect(english == DigitGrouping(separator: ",", primary: 3, secondary: 3, minimumDigits: 4))
        #expect(DigitGrouping.of(Locale(identifier: "pl_PL"))?.minimumDigits == 5)
        #expect(DigitGrouping.of(Locale(identifier: "en_IN"))?.secondary == 2)
        // Native digits are left to Foundation.
        #expect(DigitGrouping.of(Locale(identifier: "fa_IR")) == nil)
        #expect(english.format(1_234_567) == "1,234,567")
        #expect(english.format(999) == "999")
    }
}

import Foundation
import Testing

@testable import WidgetRuntime

private let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld tasks left" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld task left" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tasks left" } } } } },
            "pl" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "Zostało %lld zadanie" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "Zostały %lld zadania" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "Zostało %lld zadań" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Zostało %lld zadania" } } } } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "残り%lld件" } }
          }
        },
        "Today" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Heute" } } } },
        "%@ of %@" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ von %1$@" } } } },
        "%lld done, %lld open" : { "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@done@, %#@open@" },
          "substitutions" : {
            "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg done" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg done" } } } } },
            "open" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg task open" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg tasks open" } } } } }
          } } } }
      },
      "version" : "1.0"
    }
    """

/// The directory of the fixture bundle: one per test process, removed when the process exits.
private var fixtureDirectory: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "widgetruntime-l10n-\(ProcessInfo.processInfo.processIdentifier)")
}

/// A bundle directory holding the fixture catalog, created once per test process.
private let fixtureBundle: Bundle = {
    let directory = fixtureDirectory
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // A global is never released, so it cannot remove its directory as TemporaryDirectory does.
    atexit { try? FileManager.default.removeItem(at: fixtureDirectory) }
    try? catalogJSON.write(to: directory.appendingPathComponent("Tasks.xcstrings"), atomically: true, encoding: .utf8)
    return Bundle(path: directory.path)!
}()

private func localized(_ key: String, _ arguments: [LocalizableArgument], _ locale: String) -> String {
    StringCatalogs.localized(
        key: key, table: "Tasks", bundle: fixtureBundle, arguments: arguments, locale: Locale(identifier: locale))
}

@Test func polishPluralsFollowCLDR() {
    #expect(localized("%lld tasks left", [.int(1)], "pl_PL") == "Zostało 1 zadanie")
    #expect(localized("%lld tasks left", [.int(2)], "pl_PL") == "Zostały 2 zadania")
    #expect(localized("%lld tasks left", [.int(5)], "pl_PL") == "Zostało 5 zadań")
    #expect(localized("%lld tasks left", [.int(22)], "pl_PL") == "Zostały 22 zadania")
    #expect(PluralRules.category(language: "pl", integer: 112, hasFraction: false) == "many")
}

@Test func japaneseHasOneFormAndOthersFallBack() {
    #expect(localized("%lld tasks left", [.int(1)], "ja_JP") == "残り1件")
    #expect(localized("%lld tasks left", [.int(1)], "en_US") == "1 task left")
    #expect(localized("%lld tasks left", [.int(3)], "de_DE") == "3 tasks left")
    #expect(localized("Today", [], "de_DE") == "Heute")
    #expect(localized("Today", [], "fr_FR") == "Today")
    #expect(localized("Not in catalog %lld", [.int(4)], "de_DE") == "Not in catalog 4")
}

@Test func formatsPositionalArgumentsAndSubstitutions() {
    #expect(localized("%@ of %@", [.string("3"), .string("5")], "de_DE") == "5 von 3")
    #expect(localized("%lld done, %lld open", [.int(2), .int(1)], "en") == "2 done, 1 task open")
    #expect(
        StringCatalogs.format(
            "%.1f%% %lf", arguments: [.double(12.34), .double(1)], locale: Locale(identifier: "de_DE"))
            == "12,3% 1,000000")
}

@MainActor
@Test func textInterpolationProducesXcodeKeys() {
    let count = 3
    let name = "Ana"
    let key: LocalizedStringKey = "\(count) tasks for \(name) at 100%"
    #expect(key.key == "%lld tasks for %@ at 100%%")
    let text = Text("\(count) tasks left", tableName: "Tasks", bundle: fixtureBundle)
    var context = RenderContext()
    context.environment.locale = Locale(identifier: "pl_PL")
    #expect(text.plainString(in: context) == "Zostały 3 zadania")
}

/// A value interpolated with a format style is formatted in the widget's locale, not the process's.
@MainActor
@Test func interpolatedFormatStylesUseTheEnvironmentsLocale() {
    let text = Text("Total: \(1234.5, format: .number)")
    var context = RenderContext()
    context.environment.locale = Locale(identifier: "de_DE")
    #expect(text.plainString(in: context) == "Total: 1.234,5")
    context.environment.locale = Locale(identifier: "en_US")
    #expect(text.plainString(in: context) == "Total: 1,234.5")
}

/// The catalogs are parsed with the project's own JSON parser (for start-up time); every string, plural form
/// and substitution of the real catalogs must come out as `JSONSerialization` reads them.
@Test(arguments: ["Sources/HomeScreen/Resources/Page.xcstrings", "Sources/TaskWidgets/Resources/Localizable.xcstrings"])
func catalogParsingMatchesJSONSerialization(path: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent(path))
    let catalog = try #require(StringCatalog(data: data))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: Any])
    #expect(catalog.strings.count == strings.count)
    func value(_ object: Any?) -> String? {
        ((object as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
    }
    func plural(_ object: Any?) -> [String: String]? {
        ((object as? [String: Any])?["plural"] as? [String: Any])?.mapValues { value($0) ?? "" }
    }
    var compared = 0
    for (key, entry) in strings {
        let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
        for (language, body) in localizations {
            let body = try #require(body as? [String: Any])
            let parsed = try #require(catalog.strings[key]?[language], "\(key) \(language)")
            if let expected = value(body) { #expect(parsed.value == expected, "\(key) \(language)") }
            if let expected = plural(body["variations"]) {
                #expect(parsed.plural == expected, "\(key) \(language)")
            }
            for (name, substitution) in body["substitutions"] as? [String: Any] ?? [:] {
                let substitution = try #require(substitution as? [String: Any])
                let mine = try #require(parsed.substitutions[name])
                #expect(mine.argNum == substitution["argNum"] as? Int ?? 1)
                #expect(mine.formatSpecifier == substitution["formatSpecifier"] as? String ?? "lld")
                #expect(mine.plural == plural(substitution["variations"]) ?? [:])
            }
            compared += 1
        }
    }
    #expect(compared > 100)
}

@Test func jsonThatIsNotACatalogIsRefused() {
    #expect(StringCatalog(data: Data("[]".utf8)) == nil)
    #expect(StringCatalog(data: Data("{\"strings\": ".utf8)) == nil)
    #expect(StringCatalog(data: Data([0xFF, 0xFE])) == nil)
}

import Foundation
import StrictJSON
import Synchronization

/// One parsed `.xcstrings` file (Xcode's String Catalog JSON).
package struct StringCatalog: Sendable {
    package struct Substitution: Sendable {
        var argNum: Int
        var formatSpecifier: String
        var plural: [String: String]
    }

    package struct Localization: Sendable {
        var value: String?
        var plural: [String: String]?
        var substitutions: [String: Substitution] = [:]
    }

    package var sourceLanguage: String
    package var strings: [String: [String: Localization]]

    /// Parses catalog JSON; `nil` if it is not a catalog. With ``JSONValue``'s parser rather than
    /// `JSONSerialization`, whose dictionaries bridged through `as?` were a large part of a server's start (two
    /// catalogs of 110–130 KB); `catalogParsingMatchesJSONSerialization` keeps the two readings equal.
    package init?(data: Data) {
        guard case .object(let root)? = try? JSONValue.parse(data) else { return nil }
        sourceLanguage = root["sourceLanguage"]?.string ?? "en"
        var strings: [String: [String: Localization]] = [:]
        for (key, value) in root["strings"]?.object ?? [:] {
            var localizations: [String: Localization] = [:]
            for (language, body) in value.object?["localizations"]?.object ?? [:] {
                guard let body = body.object else { continue }
                localizations[language] = Self.localization(body)
            }
            strings[key] = localizations
        }
        self.strings = strings
    }

    private static func unitValue(_ object: JSONValue?) -> String? {
        object?.object?["stringUnit"]?.object?["value"]?.string
    }

    private static func pluralForms(_ variations: JSONValue?) -> [String: String]? {
        guard let plural = variations?.object?["plural"]?.object else { return nil }
        var forms: [String: String] = [:]
        for (category, form) in plural { forms[category] = unitValue(form) }
        return forms
    }

    private static func localization(_ body: [String: JSONValue]) -> Localization {
        var result = Localization(value: unitValue(.object(body)))
        if let variations = body["variations"]?.object {
            result.plural = pluralForms(.object(variations))
            // Device variations: the widget runs on an iPhone.
            if let device = variations["device"]?.object {
                let chosen = (device["iphone"] ?? device["other"])?.object ?? [:]
                let inner = localization(chosen)
                result.value = result.value ?? inner.value
                result.plural = result.plural ?? inner.plural
            }
        }
        for (name, object) in body["substitutions"]?.object ?? [:] {
            guard let object = object.object else { continue }
            result.substitutions[name] = Substitution(
                argNum: object["argNum"]?.int ?? 1, formatSpecifier: object["formatSpecifier"]?.string ?? "lld",
                plural: pluralForms(object["variations"]) ?? [:])
        }
        return result
    }
}

/// Looks strings up in String Catalogs: `<bundle>/<table>.xcstrings`, parsed once per file.
/// Also used by the App Intents side to resolve `LocalizedStringResource`.
package enum StringCatalogs {
    private static let cache = Mutex<[String: StringCatalog?]>([:])
    /// Catalogs by bundle and table, so a lookup costs no file-system search.
    private static let byBundle = Mutex<[BundleTable: StringCatalog?]>([:])

    /// A bundle is known by its path, nil for the main bundle asked for as nil (the usual case). Not by its
    /// object: Linux's Foundation makes a new `Bundle` for every `Bundle.main`, and the address of a freed one
    /// may or may not be reused, so lookups searched the file system again at random (23 % of a widget's
    /// rendering) and the table grew.
    private struct BundleTable: Hashable {
        let bundle: String?
        let table: String
    }

    /// The catalog of `table` in `bundle` (nil: `Bundle.main`; table nil: "Localizable").
    package static func catalog(table: String?, bundle: Bundle?) -> StringCatalog? {
        let table = table ?? "Localizable"
        let identity = BundleTable(bundle: bundle?.bundlePath, table: table)
        if let cached = byBundle.withLock({ $0[identity] }) { return cached }
        let catalog = catalog(table: table, in: bundle ?? Bundle.main)
        byBundle.withLock { $0[identity] = catalog }
        return catalog
    }

    private static func catalog(table: String, in bundle: Bundle) -> StringCatalog? {
        var path =
            bundle.path(forResource: table, ofType: "xcstrings") ?? (bundle.bundlePath + "/" + table + ".xcstrings")
        if bundle == Bundle.main, !FileManager.default.fileExists(atPath: path),
            let packaged = packagedCatalogPath(table: table)
        {
            path = packaged
        }
        if let cached = cache.withLock({ $0[path] }) { return cached }
        let catalog = FileManager.default.contents(atPath: path).flatMap { StringCatalog(data: $0) }
        cache.withLock { $0[path] = catalog }
        return catalog
    }

    /// On iOS the widget extension's own bundle holds its catalog. A SwiftPM build on Linux puts each
    /// target's resources in a `<Package>_<Target>.resources` folder beside the executable instead: the
    /// main bundle's catalog is looked for there (the first such folder that has one).
    private static func packagedCatalogPath(table: String) -> String? {
        let directory = Bundle.main.bundleURL
        guard
            let entries = try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: nil)
        else { return nil }
        return
            entries
            .filter { $0.pathExtension == "resources" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { $0.appendingPathComponent(table + ".xcstrings").path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The language code of a locale: "de_DE" → "de", "zh-Hans_CN" → "zh-Hans".
    package static func language(of locale: Locale) -> String {
        var identifier = locale.identifier
        if let underscore = identifier.firstIndex(of: "_") { identifier = String(identifier[..<underscore]) }
        if let at = identifier.firstIndex(of: "@") { identifier = String(identifier[..<at]) }
        return identifier
    }

    /// The localized, formatted string for `key`: the catalog's entry in the locale's language,
    /// else in its source language, else the key itself; plural variants picked by CLDR rules.
    package static func localized(
        key: String, table: String?, bundle: Bundle?, arguments: [LocalizableArgument], locale: Locale,
        isFormat: Bool = true
    ) -> String {
        localized(
            key: key, catalog: catalog(table: table, bundle: bundle), arguments: arguments, locale: locale,
            isFormat: isFormat)
    }

    /// ``localized(key:table:bundle:arguments:locale:isFormat:)`` in a catalog already found: for callers that
    /// look many keys up at once (finding a catalog reads its bundle's path, which is not cheap on Linux).
    package static func localized(
        key: String, catalog: StringCatalog?, arguments: [LocalizableArgument], locale: Locale, isFormat: Bool
    ) -> String {
        localized(key: key, catalog: catalog, arguments: arguments, locale: locale, language: nil, isFormat: isFormat)
    }

    /// ``localized(key:catalog:arguments:locale:isFormat:)`` with the locale's language (``language(of:)``)
    /// already known: for callers that look up many keys in one language.
    package static func localized(
        key: String, catalog: StringCatalog?, arguments: [LocalizableArgument], locale: Locale,
        language knownLanguage: String?, isFormat: Bool
    ) -> String {
        var format = key
        if let catalog, let entry = catalog.strings[key] {
            // Only a catalog entry needs the language: reading a locale's identifier is not cheap.
            var language = knownLanguage ?? language(of: locale)
            let base = language.split(separator: "-").first.map(String.init) ?? language
            var localization = entry[language] ?? entry[base]
            if localization == nil {
                language = catalog.sourceLanguage
                localization = entry[catalog.sourceLanguage]
            }
            if let localization {
                format = resolve(localization, language: language, arguments: arguments) ?? key
            }
        }
        guard isFormat || !arguments.isEmpty || format != key else { return key }
        return Self.format(format, arguments: arguments, locale: locale)
    }

    private static func resolve(
        _ localization: StringCatalog.Localization, language: String, arguments: [LocalizableArgument]
    ) -> String? {
        var value = localization.value
        if let plural = localization.plural {
            let operand = arguments.lazy.compactMap(\.pluralOperand).first ?? (0, false)
            let category = PluralRules.category(
                language: language, integer: operand.integer, hasFraction: operand.hasFraction)
            value = plural[category] ?? plural["other"] ?? value
        }
        guard var result = value else { return nil }
        for (name, substitution) in localization.substitutions {
            let marker = "%#@" + name + "@"
            guard result.contains(marker) else { continue }
            let argument = substitution.argNum - 1
            let operand = arguments.indices.contains(argument) ? arguments[argument].pluralOperand : nil
            let category = PluralRules.category(
                language: language, integer: operand?.integer ?? 0, hasFraction: operand?.hasFraction ?? false)
            let form = substitution.plural[category] ?? substitution.plural["other"] ?? ""
            let specifier = "%\(substitution.argNum)$" + substitution.formatSpecifier
            result = result.replacingOccurrences(
                of: marker, with: form.replacingOccurrences(of: "%arg", with: specifier))
        }
        return result
    }

    /// printf-style formatting of the specifiers catalogs use: `%lld %d %u %@ %lf %f %.1f %%`,
    /// positional `%1$@`, with the locale's decimal and grouping separators.
    package static func format(_ format: String, arguments: [LocalizableArgument], locale: Locale) -> String {
        // A byte search: String.contains(String) goes through NSString.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        // A lone number or string ("\(count)") is common and needs no parsing.
        if arguments.count == 1 && (format == "%lld" || format == "%@") {
            return render(arguments[0], conversion: format == "%@" ? "@" : "d", precision: nil, locale: locale)
        }
        var out = ""
        var next = 0
        let chars = Array(format.unicodeScalars)
        var index = 0
        while index < chars.count {
            let c = chars[index]
            guard c == "%", index + 1 < chars.count else {
                out.unicodeScalars.append(c)
                index += 1
                continue
            }
            var cursor = index + 1
            if chars[cursor] == "%" {
                out.append("%")
                index = cursor + 1
                continue
            }
            var digits = ""
            while cursor < chars.count, ("0"..."9").contains(chars[cursor]) {
                digits.unicodeScalars.append(chars[cursor])
                cursor += 1
            }
            var position: Int?
            var width = ""
            if cursor < chars.count, chars[cursor] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor += 1
                while cursor < chars.count, ("0"..."9").contains(chars[cursor]) {
                    width.unicodeScalars.append(chars[cursor])
                    cursor += 1
                }
            } else {
                width = digits
            }
            var precision: Int?
            if cursor < chars.count, chars[cursor] == "." {
                cursor += 1
                var p = ""
                while cursor < chars.count, ("0"..."9").contains(chars[cursor]) {
                    p.unicodeScalars.append(chars[cursor])
                    cursor += 1
                }
                precision = Int(p) ?? 0
            }
            while cursor < chars.count, "lhqLzjt".unicodeScalars.contains(chars[cursor]) { cursor += 1 }
            guard cursor < chars.count else {
                out.unicodeScalars.append(contentsOf: chars[index...])
                break
            }
            let conversion = chars[cursor]
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            let argument = arguments.indices.contains(argumentIndex) ? arguments[argumentIndex] : nil
            var text = render(argument, conversion: conversion, precision: precision, locale: locale)
            if let w = Int(width), text.count < w {
                let pad = width.hasPrefix("0") && conversion != "@" ? "0" : " "
                text = String(repeating: pad, count: w - text.count) + text
            }
            out += text
            index = cursor + 1
        }
        return out
    }

    private static func render(
        _ argument: LocalizableArgument?, conversion: Unicode.Scalar, precision: Int?, locale: Locale
    ) -> String {
        guard let argument else { return "" }
        switch conversion {
        case "f", "F", "e", "g":
            let value: Double =
                switch argument {
                case .double(let v): v
                case .int(let v): Double(v)
                case .uint(let v): Double(v)
                case .string(let s): Double(s) ?? 0
                }
            // Foundation's localized formatting, as SwiftUI's Text formats its key in the environment's locale:
            // the locale's decimal separator and digit grouping ("12,345.7", "12.345,7").
            return String(format: "%.\(precision ?? 6)f", locale: locale, value)
        default:
            let grouped = conversion == "d" || conversion == "i" || conversion == "u"
            switch argument {
            case .int(let v): return grouped ? integer(Int64(v), locale: locale) : String(v)
            case .uint(let v):
                guard grouped && v >= 1_000 else { return String(v) }
                guard v <= UInt64(Int64.max) else { return String(format: "%llu", locale: locale, v) }
                return integer(Int64(v), locale: locale)
            case .double(let v): return conversion == "@" ? String(v) : integer(Int64(v), locale: locale)
            case .string(let s): return s
            }
        }
    }

    /// An integer as `%lld` formats it with a locale: grouped by the locale's separator ("10,000", "10.000";
    /// Polish and Spanish leave four digits ungrouped, as CLDR's minimum grouping says). SwiftUI formats an
    /// interpolated integer of a `Text` so (`Text("/ \(goal) goal")` reads "/ 10,000 goal" on iOS).
    private static func integer(_ value: Int64, locale: Locale) -> String {
        // No separator below a thousand: skip Foundation's formatter, which is slow (the digits then stay ASCII
        // in the few locales with native digits, Persian or Egyptian Arabic: docs/compatibility.md).
        guard value <= -1_000 || value >= 1_000 else { return String(value) }
        if value > 0, let grouping = DigitGrouping.of(locale) { return grouping.format(value) }
        return String(format: "%lld", locale: locale, value)
    }
}

/// CLDR cardinal plural categories for the languages the widgets ship (others use English's).
package enum PluralRules {
    package static func category(language: String, integer i: Int64, hasFraction: Bool) -> String {
        let base = language.split(separator: "-").first.map(String.init) ?? language
        switch base {
        case "ja", "id", "ko", "zh", "th", "vi", "ms":
            return "other"
        case "pl":
            if hasFraction { return "other" }
            if i == 1 { return "one" }
            let mod10 = i % 10
            let mod100 = i % 100
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        default:
            return i == 1 && !hasFraction ? "one" : "other"
        }
    }
}

extension JSONValue {
    fileprivate var object: [String: JSONValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    fileprivate var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// An integer, also when written with a fraction of zero (as `JSONSerialization`'s `as? Int` took it).
    fileprivate var int: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }
}

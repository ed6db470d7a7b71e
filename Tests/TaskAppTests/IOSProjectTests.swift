import Foundation
import TaskWidgets
import Testing

/// Checks of the Xcode project's files that need no Mac: what Xcode would only find at build or
/// run time (a plist key, an App Group, an untranslated string), found here.
@Suite struct IOSProjectTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let project = root.appendingPathComponent("Apps/iOS")
    static let languages: Set = ["en", "de", "nl", "pl", "id", "ja"]

    static func file(_ path: String) throws -> Data {
        try Data(contentsOf: project.appendingPathComponent(path))
    }

    static func plist(_ path: String) throws -> [String: Any] {
        let object = try PropertyListSerialization.propertyList(from: file(path), format: nil)
        return try #require(object as? [String: Any], "\(path) is not a dictionary")
    }

    /// Every Swift file of the app and the extension, relative to Apps/iOS.
    static func swiftFiles() throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: project.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func catalog(_ path: String) throws -> [String: [String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path)))
        let strings = try #require((json as? [String: Any])?["strings"] as? [String: [String: Any]])
        return strings
    }

    @Test func swiftUsesOnlyApplesFrameworksTaskKitAndTaskWidgets() throws {
        let allowed: Set = [
            "AppIntents", "BackgroundTasks", "Foundation", "Observation", "Security", "SwiftUI", "UIKit", "WidgetKit",
            "TaskKit", "TaskWidgets",
        ]
        let files = try Self.swiftFiles()
        #expect(files.count >= 15)
        for path in files {
            let source = try #require(String(data: Self.file(path), encoding: .utf8))
            for line in source.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                #expect(allowed.contains(module), "\(path) imports \(module)")
            }
            #expect(!source.contains("#if"), "\(path) has conditional compilation")
            if !path.hasSuffix("+Previews.swift") {
                #expect(!source.contains("#Preview"), "\(path): previews belong in *+Previews.swift")
            }
        }
    }

    @Test func theAppOpensTheWidgetsDeepLinks() throws {
        let info = try Self.plist("App/Info.plist")
        let types = try #require(info["CFBundleURLTypes"] as? [[String: Any]])
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        #expect(schemes == [TaskLinks.scheme])
        #expect(info["CFBundleExecutable"] as? String == "$(EXECUTABLE_NAME)")
        #expect(Set(info["CFBundleLocalizations"] as? [String] ?? []) == Self.languages)
    }

    @Test func theExtensionIsAWidgetKitExtension() throws {
        let info = try Self.plist("Extension/Info.plist")
        let point = (info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
        #expect(point == "com.apple.widgetkit-extension")
        #expect(Set(info["CFBundleLocalizations"] as? [String] ?? []) == Self.languages)
        // App Store validation refuses an extension whose versions differ from the app's.
        let app = try Self.plist("App/Info.plist")
        for key in ["CFBundleShortVersionString", "CFBundleVersion"] {
            #expect(info[key] as? String == app[key] as? String)
        }
    }

    @Test(arguments: ["App/TaskWidgetsApp.entitlements", "Extension/TaskWidgetsExtension.entitlements"])
    func bothTargetsShareTheStoresAppGroup(_ path: String) throws {
        let entitlements = try Self.plist(path)
        let groups = entitlements["com.apple.security.application-groups"] as? [String]
        #expect(groups == [TaskWidgetStore.appGroup])
    }

    @Test func theProjectLinksBothProductsAndPointsAtFilesThatExist() throws {
        let spec = try #require(String(data: Self.file("project.yml"), encoding: .utf8))
        #expect(spec.components(separatedBy: "product: TaskKit\n").count - 1 == 2)
        #expect(spec.components(separatedBy: "product: TaskWidgets\n").count - 1 == 2)
        #expect(spec.components(separatedBy: "Localizable.xcstrings\n").count - 1 == 2)
        for setting in ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"] {
            let paths = spec.split(separator: "\n").filter { $0.contains("\(setting):") }
                .map { $0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces) }
            #expect(paths.count == 2, "\(setting) for both targets")
            for path in paths {
                #expect(
                    FileManager.default.fileExists(atPath: Self.project.appendingPathComponent(path).path), "\(path)")
            }
        }
    }

    @Test func theAppIconIsAnOpaque1024PointPNG() throws {
        let png = try Self.file("App/Assets.xcassets/AppIcon.appiconset/AppIcon.png")
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let header = [UInt8](png[16..<26])
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1024 && height == 1024)
        #expect(header[9] == 2, "colour type 2 (RGB): App Store icons may not have an alpha channel")
        let contents = try JSONSerialization.jsonObject(
            with: Self.file("App/Assets.xcassets/AppIcon.appiconset/Contents.json"))
        let images = try #require((contents as? [String: Any])?["images"] as? [[String: String]])
        #expect(images.map { $0["filename"] } == ["AppIcon.png"])
    }

    /// The accent colour is legible as text on every background the app draws it on: WCAG's 4.5:1, in light mode
    /// on white and the grouped background, in dark mode on black, the grouped cells and the sheets' raised
    /// cells. The light blue alone gave 2.95:1 on the dark cells.
    @Test func theAccentColourHasALegibleDarkVariant() throws {
        let json = try JSONSerialization.jsonObject(
            with: Self.file("App/Assets.xcassets/AccentColor.colorset/Contents.json"))
        let colors = try #require((json as? [String: Any])?["colors"] as? [[String: Any]])
        var variants: [String: Double] = [:]
        for color in colors {
            let appearances = color["appearances"] as? [[String: String]] ?? []
            let scheme = appearances.first { $0["appearance"] == "luminosity" }?["value"] ?? "light"
            let components = try #require((color["color"] as? [String: Any])?["components"] as? [String: String])
            let channels = try ["red", "green", "blue"].map { name in
                let text = try #require(components[name])
                return Double(try #require(Int(text.dropFirst(2), radix: 16))) / 255
            }
            variants[scheme] = Self.luminance(channels)
        }
        let backgrounds: [String: [UInt32]] = [
            "light": [0xFFFFFF, 0xF2F2F7], "dark": [0x000000, 0x1C1C1E, 0x2C2C2E],
        ]
        #expect(Set(variants.keys) == ["light", "dark"])
        for (scheme, colors) in backgrounds {
            let accent = try #require(variants[scheme])
            for background in colors {
                let other = Self.luminance([16, 8, 0].map { Double((background >> $0) & 0xFF) / 255 })
                let contrast = (max(accent, other) + 0.05) / (min(accent, other) + 0.05)
                #expect(contrast >= 4.5, "\(scheme) accent on #\(String(background, radix: 16)): \(contrast)")
            }
        }
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ channels: [Double]) -> Double {
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// The name under the icon is translated like the widgets' (InfoPlist.xcstrings, a resource of the app).
    @Test func theAppsNameIsTranslated() throws {
        let names = try #require(Self.catalog("Apps/iOS/App/InfoPlist.xcstrings")["CFBundleDisplayName"])
        let localizations = try #require(names["localizations"] as? [String: [String: [String: String]]])
        let values = localizations.mapValues { $0["stringUnit"]?["value"] }
        #expect(
            values == ["en": "Tasks", "de": "Aufgaben", "nl": "Taken", "pl": "Zadania", "id": "Tugas", "ja": "タスク"])
        let shared = try Self.catalog("Sources/TaskWidgets/Resources/Localizable.xcstrings")
        let widgetName = try #require(shared["Tasks"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(values == widgetName.mapValues { $0["stringUnit"]?["value"] })

        let spec = try #require(String(data: Self.file("project.yml"), encoding: .utf8))
        #expect(spec.contains("      - path: App/InfoPlist.xcstrings\n        buildPhase: resources\n"))
        #expect(spec.contains("          - InfoPlist.xcstrings\n"), "excluded from App, so it is listed once")
        #expect(try Self.plist("App/Info.plist")["CFBundleDisplayName"] as? String == "Tasks")
    }

    /// Every user-visible literal in the app's Swift is a key of a catalog, translated into all six
    /// languages: the shared Localizable catalog, or AppShortcuts.xcstrings for Siri phrases.
    @Test func everyStringOfTheAppIsTranslated() throws {
        let shared = try Self.catalog("Sources/TaskWidgets/Resources/Localizable.xcstrings")
        let phrases = try Self.catalog("Apps/iOS/App/AppShortcuts.xcstrings")
        for (key, entry) in shared.merging(phrases, uniquingKeysWith: { first, _ in first }) {
            let localized = Set((entry["localizations"] as? [String: Any] ?? [:]).keys)
            #expect(localized == Self.languages, "\(key) is translated into \(localized.sorted())")
        }
        for phrase in phrases.keys {
            #expect(phrase.components(separatedBy: "${applicationName}").count == 2, "\(phrase)")
        }

        var checked = 0
        // Previews are not shipped; comments are not shown.
        for path in try Self.swiftFiles() where !path.hasSuffix("+Previews.swift") {
            let source = try #require(String(data: Self.file(path), encoding: .utf8))
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for literal in Self.userVisibleLiterals(in: source) {
                let catalog = literal.contains("${applicationName}") ? phrases : shared
                let found = catalog.keys.contains { Self.key($0, matches: literal) }
                #expect(found, "\(path): \"\(literal)\" is not in the catalog")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    /// String literals that start with a capital letter or hold a space: the UI's words, not symbol
    /// names or identifiers. Interpolations become `${name}` for `\(\.$name)` and `\(.name)`, and
    /// `\0` (any format specifier) otherwise.
    static func userVisibleLiterals(in source: String) -> [String] {
        var literals: [String] = []
        var index = source.startIndex
        while let open = source[index...].firstIndex(of: "\"") {
            var cursor = source.index(after: open)
            var literal = ""
            var depth = 0
            var expression = ""
            while cursor < source.endIndex {
                let character = source[cursor]
                if depth > 0 {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    if depth == 0 {
                        if expression.hasPrefix("\\.$") {
                            literal += "${\(expression.dropFirst(3))}"
                        } else if expression.hasPrefix(".") {
                            literal += "${\(expression.dropFirst())}"
                        } else {
                            literal += "\0"
                        }
                        expression = ""
                    } else {
                        expression.append(character)
                    }
                } else if character == "\\", source.index(after: cursor) < source.endIndex,
                    source[source.index(after: cursor)] == "("
                {
                    depth = 1
                    cursor = source.index(after: cursor)
                } else if character == "\"" {
                    break
                } else {
                    literal.append(character)
                }
                cursor = source.index(after: cursor)
            }
            index = cursor < source.endIndex ? source.index(after: cursor) : source.endIndex
            let words = literal.replacingOccurrences(of: "\0", with: "")
            if let first = words.first(where: { !$0.isWhitespace }), first.isUppercase || words.contains(" ") {
                literals.append(literal)
            }
        }
        return literals
    }

    static func key(_ key: String, matches literal: String) -> Bool {
        let parts = literal.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return key == literal }
        var rest = Substring(key)
        for (offset, part) in parts.enumerated() {
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
            if offset < parts.count - 1 {
                if rest.hasPrefix("%lld") {
                    rest = rest.dropFirst(4)
                } else if rest.hasPrefix("%@") {
                    rest = rest.dropFirst(2)
                } else {
                    return false
                }
            }
        }
        return rest.isEmpty
    }
}

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
            "AppIntents", "Foundation", "Observation", "SwiftUI", "WidgetKit", "TaskKit", "TaskWidgets",
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

import Foundation
import Testing

/// Apple's required-reason API categories, with the calls of each that can appear in Swift source
/// (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
enum RequiredReasonCategory: String, CaseIterable, Sendable {
    case fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
    case systemBootTime = "NSPrivacyAccessedAPICategorySystemBootTime"
    case diskSpace = "NSPrivacyAccessedAPICategoryDiskSpace"
    case activeKeyboards = "NSPrivacyAccessedAPICategoryActiveKeyboards"
    case userDefaults = "NSPrivacyAccessedAPICategoryUserDefaults"

    /// Patterns of the category's APIs as Swift code calls them.
    var patterns: [String] {
        switch self {
        case .fileTimestamp:
            [
                #"\b(stat|fstat|fstatat|lstat)\s*\("#, #"\b(f?getattrlist|getattrlistbulk|getattrlistat)\s*\("#,
                #"\.(creationDate|modificationDate|fileModificationDate)\b"#,
                #"\b(contentModificationDateKey|creationDateKey|NSFileCreationDate|NSFileModificationDate)\b"#,
            ]
        case .systemBootTime: [#"\bsystemUptime\b"#, #"\bmach_absolute_time\s*\("#]
        case .diskSpace:
            [
                #"\bvolume(Available|Total)Capacity\w*Key\b"#, #"\.(systemFreeSize|systemSize)\b"#,
                #"\b(statfs|statvfs|fstatfs|fstatvfs)\s*\("#,
            ]
        case .activeKeyboards: [#"\bactiveInputModes\b"#]
        case .userDefaults: [#"\b(NS)?UserDefaults\b"#, #"@AppStorage\b"#]
        }
    }

    /// The reasons that fit how this app uses a category; a category the code starts calling needs a
    /// person to choose its reason here and in both manifests.
    static let reasonsOfThisApp: [RequiredReasonCategory: Set<String>] = [
        // Metadata (device, inode, mode) of the store's files in the App Group container.
        .fileTimestamp: ["C617.1"]
    ]

    /// The categories whose APIs `source` calls; comments and string literals are left out.
    static func called(in source: String) throws -> Set<RequiredReasonCategory> {
        let stringLiteral = try Regex(#""([^"\\]|\\.)*""#)
        let code = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line)
            line.replace(stringLiteral, with: "\"\"")
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            return line
        }.joined(separator: "\n")
        var found: Set<RequiredReasonCategory> = []
        for category in allCases {
            // Simple word boundaries: Unicode's would read `processInfo.systemUptime` as one word.
            for pattern in category.patterns where code.contains(try Regex(pattern).wordBoundaryKind(.simple)) {
                found.insert(category)
            }
        }
        return found
    }
}

/// Both targets' privacy manifests declare exactly the required-reason APIs that the code linked into
/// them calls, with the reason that fits, and the project puts each manifest into its bundle.
@Suite struct PrivacyManifestTests {
    static let root = IOSProjectTests.root
    /// Each target's manifest and the source folders compiled or linked into it.
    static let targets: [(manifest: String, sources: [String])] = [
        (
            "Apps/iOS/App/PrivacyInfo.xcprivacy",
            ["Sources/TaskKit", "Sources/TaskWidgets", "Apps/iOS/App", "Apps/iOS/TaskApp"]
        ),
        (
            "Apps/iOS/Extension/PrivacyInfo.xcprivacy",
            ["Sources/TaskKit", "Sources/TaskWidgets", "Apps/iOS/Extension"]
        ),
    ]

    static func manifest(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        var format = PropertyListSerialization.PropertyListFormat.binary
        let object = try PropertyListSerialization.propertyList(from: data, format: &format)
        #expect(format == .xml, "\(path) should stay readable XML")
        return try #require(object as? [String: Any], "\(path) is not a dictionary")
    }

    /// The declared categories and their reasons.
    static func declared(in manifest: [String: Any]) throws -> [String: Set<String>] {
        let types = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: [String: Set<String>] = [:]
        for entry in types {
            let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
            #expect(declared[category] == nil, "\(category) is declared twice")
            declared[category] = Set(reasons)
        }
        return declared
    }

    /// The required-reason categories called by the Swift files under `folders`, with a file for each.
    static func called(under folders: [String]) throws -> [RequiredReasonCategory: String] {
        var called: [RequiredReasonCategory: String] = [:]
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let source = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
                for category in try RequiredReasonCategory.called(in: source) { called[category] = "\(folder)/\(path)" }
            }
        }
        return called
    }

    @Test(arguments: targets.map(\.manifest))
    func declaresTheCategoriesItsCodeCallsWithTheirReasons(_ path: String) throws {
        let folders = try #require(Self.targets.first { $0.manifest == path }?.sources)
        let called = try Self.called(under: folders)
        let declared = try Self.declared(in: Self.manifest(path))
        // The code calls stat/fstat today: a scan that finds nothing is broken, not clean.
        #expect(called[.fileTimestamp] != nil)
        for (category, file) in called {
            let reasons = RequiredReasonCategory.reasonsOfThisApp[category]
            #expect(reasons != nil, "\(file) calls a \(category.rawValue) API: choose its reason")
            #expect(declared[category.rawValue] == reasons, "\(path): \(category.rawValue) (called in \(file))")
        }
        let undeclaredCalls = Set(called.keys.map(\.rawValue)).subtracting(declared.keys)
        let uncalledDeclarations = Set(declared.keys).subtracting(called.keys.map(\.rawValue))
        #expect(undeclaredCalls.isEmpty, "\(path) misses \(undeclaredCalls.sorted())")
        #expect(uncalledDeclarations.isEmpty, "\(path) declares \(uncalledDeclarations.sorted()), which no code calls")
    }

    @Test(arguments: targets.map(\.manifest))
    func collectsNoDataAndDoesNotTrack(_ path: String) throws {
        let manifest = try Self.manifest(path)
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    }

    @Test func eachTargetCopiesItsManifestIntoItsBundle() throws {
        let spec = try String(contentsOf: Self.root.appendingPathComponent("Apps/iOS/project.yml"), encoding: .utf8)
        for (target, folder) in [("TaskWidgetsApp", "App"), ("TaskWidgetsExtension", "Extension")] {
            // The target's section runs from its name to the next target (or the schemes).
            let start = try #require(spec.range(of: "\n  \(target):\n"))
            let rest = spec[start.upperBound...]
            let end = try rest.firstMatch(of: Regex(#"\n  \w+:\n|\nschemes:"#))?.range.lowerBound ?? rest.endIndex
            let section = String(rest[..<end])
            #expect(
                section.contains("- path: \(folder)/PrivacyInfo.xcprivacy\n        buildPhase: resources"),
                "\(target) does not copy \(folder)/PrivacyInfo.xcprivacy")
            #expect(
                section.contains("- PrivacyInfo.xcprivacy"),
                "\(target) must leave its manifest out of the folder, or it is listed twice")
        }
    }

    @Test func theScanFindsEachCategoryAndSkipsCommentsAndStrings() throws {
        let samples: [(String, Set<RequiredReasonCategory>)] = [
            ("var info = stat()\nguard fstat(fd, &info) == 0 else { return }", [.fileTimestamp]),
            ("let date = attributes[.modificationDate] as? Date", [.fileTimestamp]),
            ("let up = ProcessInfo.processInfo.systemUptime", [.systemBootTime]),
            ("let t = mach_absolute_time()", [.systemBootTime]),
            ("let keys: Set<URLResourceKey> = [.volumeAvailableCapacityForImportantUsageKey]", [.diskSpace]),
            ("var fs = statfs(); statfs(path, &fs)", [.diskSpace]),
            ("let modes = UITextInputMode.activeInputModes", [.activeKeyboards]),
            ("let defaults = UserDefaults(suiteName: group)", [.userDefaults]),
            ("@AppStorage(\"sort\") var sort = 0", [.userDefaults]),
            ("/// The article kept tasks in UserDefaults; stat() is fine here", []),
            ("let message = \"UserDefaults and stat() are named in this string\"", []),
            ("let count = status(of: task) // not stat(", []),
        ]
        for (source, expected) in samples {
            #expect(try RequiredReasonCategory.called(in: source) == expected, "\(source)")
        }
    }
}

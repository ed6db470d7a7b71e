import Foundation
import TestSupport
import Testing

/// `@Parameter` forms that Apple's App Intents refuses must not compile here either: code that builds on Linux
/// has to build with Apple's SDK. Each line below is one form Apple's iOS 17.0 and newest SDKs do not declare;
/// the test type-checks them against the built `AppIntents` module and expects an error on each line, and
/// none elsewhere. (The forms they do declare are used by AppleAPI/ParameterForms.swift.)
@Suite struct ParameterSignatureTests {
    static let source = """
        import AppIntents
        import Foundation

        struct Names: DynamicOptionsProvider { func results() async throws -> [String] { ["a"] } }
        struct Counts: DynamicOptionsProvider { func results() async throws -> [Int] { [1] } }
        struct Ratios: DynamicOptionsProvider { func results() async throws -> [Double] { [1] } }
        struct Pages: DynamicOptionsProvider { func results() async throws -> [URL] { [] } }
        struct Thing: AppEntity {
            let id: String
            static var typeDisplayRepresentation: TypeDisplayRepresentation { "Thing" }
            static var defaultQuery: Things { Things() }
            var displayRepresentation: DisplayRepresentation { "Thing" }
        }
        struct Things: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Thing] { [] }
        }
        struct ThingOptions: DynamicOptionsProvider { func results() async throws -> [Thing] { [] } }

        struct Refused: AppIntent {
            static var title: LocalizedStringResource { "Refused" }
            @Parameter(title: "Fine", default: 3, controlStyle: .field) var fine: Int
            @Parameter(title: "A", default: "a", optionsProvider: Names()) var a: String // refused
            @Parameter(title: "B", default: 1, optionsProvider: Counts()) var b: Int // refused
            @Parameter(title: "C", default: 0.5, optionsProvider: Ratios()) var c: Double // refused
            @Parameter(title: "D", default: Date()) var d: Date // refused
            @Parameter(title: "E", controlStyle: .slider) var e: Int // refused
            @Parameter(title: "F", default: URL(string: "a:b")!, optionsProvider: Pages()) var f: URL // refused
            @Parameter(title: "G", default: Thing(id: "g"), optionsProvider: ThingOptions()) var g: Thing // refused
            func perform() async throws -> some IntentResult { .result() }
        }
        """

    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The directory with the built modules: `Modules` beside the test bundle.
    func modulesDirectory() throws -> URL {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Self.packageRoot.appendingPathComponent(".build/debug"))
        let found = candidates.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("AppIntents.swiftmodule").path)
        }
        return try #require(found, "no built AppIntents module near \(candidates.map(\.path))")
    }

    @Test func formsAppleRefusesDoNotCompile() throws {
        let modules = try modulesDirectory()
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("Refused.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // WidgetRuntime's module imports CHarfBuzz: the module map SwiftPM wrote for it beside the modules.
        let harfBuzz = modules.deletingLastPathComponent().appendingPathComponent("CHarfBuzz.build/module.modulemap")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-Xcc",
            "-fmodule-map-file=" + harfBuzz.path, file.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        let refused = Set(lines.indices.filter { lines[$0].hasSuffix("// refused") }.map { $0 + 1 })
        let failing = Set(
            output.matches(of: /Refused\.swift:(\d+):\d+: error:/).compactMap { Int($0.output.1) })
        #expect(refused.count == 7)
        #expect(failing == refused, "\(output)")
    }
}

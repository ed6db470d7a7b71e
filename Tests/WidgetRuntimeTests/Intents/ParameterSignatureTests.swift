import Foundation
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

    @Test func formsAppleRefusesDoNotCompile() throws {
        let result = try BuiltModuleTypeCheck.errorLines(
            of: Self.source, fileName: "Refused.swift", needing: "AppIntents")
        let refused = BuiltModuleTypeCheck.markedLines(of: Self.source)
        #expect(refused.count == 7)
        #expect(result.lines == refused, "\(result.output)")
    }
}

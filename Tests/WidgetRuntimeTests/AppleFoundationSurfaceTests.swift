import Foundation
import Testing

/// A file that imports only Foundation sees, through `-import-module AppleFoundation`, what Apple's Foundation
/// shows it of Combine — its `ObservableObject` and `Published` type aliases — and no other Combine name: on
/// iOS, `AnyCancellable` or `Publisher` in such a file is "cannot find type in scope", so it must not compile
/// here either. The test type-checks a Foundation-only file against the built modules and expects an error on
/// each line marked `// refused` and none elsewhere; the same file with `import Combine` compiles.
@Suite struct AppleFoundationSurfaceTests {
    static let source = """
        import Foundation

        final class Streak: ObservableObject {
            @Published var days = 0
            static let title = LocalizedStringResource("Streak")
            let defaults = UserDefaults(suiteName: "streak") ?? .standard

            func store() { defaults.setValue(days, forKey: "days") }
            func watch() { _ = objectWillChange.sink {} }
        }

        struct Subscriptions {
            var bag: Set<AnyCancellable> = [] // refused
            var current: (any Cancellable)? // refused
            var publisher: ObservableObjectPublisher? // refused
            func first<P: Publisher>(_ publisher: P) {} // refused
        }
        """

    static let arguments = ["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"]

    @Test func onlyFoundationsNamesReachAFoundationOnlyFile() throws {
        let result = try BuiltModuleTypeCheck.errorLines(
            of: Self.source, fileName: "FoundationOnly.swift", needing: "AppleFoundation", arguments: Self.arguments)
        let refused = BuiltModuleTypeCheck.markedLines(of: Self.source)
        #expect(refused.count == 4)
        #expect(result.lines == refused, "\(result.output)")
    }

    @Test func combineBringsTheRest() throws {
        let result = try BuiltModuleTypeCheck.errorLines(
            of: "import Combine\n" + Self.source, fileName: "WithCombine.swift", needing: "AppleFoundation",
            arguments: Self.arguments)
        #expect(result.lines.isEmpty, "\(result.output)")
    }
}

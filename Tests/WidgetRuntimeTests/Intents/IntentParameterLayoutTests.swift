import Foundation
import Testing

@testable import WidgetRuntime

/// The parameters read from where the first intent of a type kept them are the ones `Mirror` lists, for every
/// later intent of the type, whatever else it stores.
@Suite struct IntentParameterLayoutTests {
    struct Mixed: AppIntent {
        static var title: LocalizedStringResource { "Mixed" }
        var before = "not a parameter"
        @Parameter(title: "Name", default: "Ada") var name: String
        var numbers = [1, 2, 3]
        @Parameter(title: "Count", default: 3) var count: Int
        var flag = true
        @Parameter(title: "Note") var note: String?

        func perform() async throws -> some IntentResult { .result() }
    }

    /// A parameter held in an optional property: nil in some intents, so the type is read through `Mirror`.
    struct OptionalHolder: AppIntent {
        static var title: LocalizedStringResource { "Optional holder" }
        @Parameter(title: "Name", default: "Ada") var name: String
        var extra: IntentParameter<Int>?

        func perform() async throws -> some IntentResult { .result() }
    }

    final class ClassIntent: AppIntent, @unchecked Sendable {
        static var title: LocalizedStringResource { "Class" }
        @Parameter(title: "Name", default: "Ada") var name: String
        var other = 4

        init() {}

        func perform() async throws -> some IntentResult { .result() }
    }

    /// The parameters `Mirror` lists: what the layout replaces.
    private func mirrored(_ intent: some AppIntent) -> [(String, ObjectIdentifier)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, ObjectIdentifier(parameter))
        }
    }

    private func read(_ intent: some AppIntent) -> [(String, ObjectIdentifier)] {
        IntentParameterLayout.parameters(of: intent).map { ($0.name, ObjectIdentifier($0.parameter)) }
    }

    private func expectSame(_ intent: some AppIntent, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = mirrored(intent)
        let found = read(intent)
        #expect(found.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
        #expect(found.map(\.1) == expected.map(\.1), sourceLocation: sourceLocation)
    }

    @Test func aStructsParametersAreReadWhereTheFirstIntentKeptThem() {
        for index in 0..<4 {
            var intent = Mixed()
            intent.before = String(repeating: "x", count: index * 40)
            intent.numbers = Array(0..<index)
            intent.name = "Name \(index)"
            intent.count = index
            expectSame(intent)
            #expect(read(intent).map(\.0) == ["name", "count", "note"])
        }
        #expect(IntentParameterLayout.readsStoredReferences(of: Mixed.self))
    }

    @Test func anOptionalParameterPropertyIsReadThroughMirror() {
        var holder = OptionalHolder()
        expectSame(holder)
        holder.extra = IntentParameter(title: "Extra", default: 2)
        expectSame(holder)
        #expect(read(holder).count == 2)
        #expect(!IntentParameterLayout.readsStoredReferences(of: OptionalHolder.self))
    }

    @Test func aClassIsReadThroughMirror() {
        let intent = ClassIntent()
        expectSame(intent)
        expectSame(ClassIntent())
        #expect(!IntentParameterLayout.readsStoredReferences(of: ClassIntent.self))
    }
}

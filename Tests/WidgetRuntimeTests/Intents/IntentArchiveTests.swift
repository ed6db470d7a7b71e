import Foundation
import Testing

@testable import WidgetRuntime

enum Mood: String, AppEnum {
    case calm, busy

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Mood" }
    static var caseDisplayRepresentations: [Mood: DisplayRepresentation] {
        [.calm: "Calm", .busy: DisplayRepresentation(title: "Busy", subtitle: "Lots to do")]
    }
}

struct EveryTypeIntent: AppIntent {
    static var title: LocalizedStringResource { "Every type" }

    @Parameter(title: "Name", default: "Ada") var name: String
    @Parameter(title: "Count", default: 3, inclusiveRange: (lowerBound: 0, upperBound: 9)) var count: Int
    @Parameter(title: "Ratio", default: 0.5) var ratio: Double
    @Parameter(title: "Done", default: false) var done: Bool
    // App Intents gives a date parameter no `default:`; a fresh intent sets it instead.
    @Parameter(title: "When", kind: .date) var when: Date
    @Parameter(title: "Link", default: URL(string: "https://example.com/a?b=c")!) var link: URL
    @Parameter(title: "Mood", default: .calm) var mood: Mood
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Limit") var limit: Int?
    @Parameter(title: "Other mood") var otherMood: Mood?

    init() { when = Date(timeIntervalSince1970: 1_700_000_000) }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: count)
    }
}

struct RequiredIntent: AppIntent {
    static var title: LocalizedStringResource { "Required" }
    @Parameter(title: "Identifier") var identifier: String

    func perform() async throws -> some IntentResult { .result() }
}

private func registry() -> IntentRegistry {
    let registry = IntentRegistry()
    registry.register(EveryTypeIntent.self)
    registry.register(RequiredIntent.self)
    return registry
}

@Test func archiveHasSortedKeysAndParameterNamesWithoutUnderscore() {
    let archive = IntentArchive.archive(EveryTypeIntent())
    #expect(
        archive
            == #"{"parameters":{"count":3,"done":false,"limit":null,"link":"https://example.com/a?b=c","#
            + #""mood":"calm","name":"Ada","note":null,"otherMood":null,"ratio":0.5,"#
            + #""when":"2023-11-14T22:13:20.000Z"},"type":"EveryTypeIntent"}"#)
}

@Test func everyParameterTypeRoundTrips() throws {
    let intent = EveryTypeIntent()
    intent.name = "Grace \"G\" <b> \\ \n\t\u{1} é 😀"
    intent.count = 7
    intent.ratio = 2
    intent.done = true
    intent.when = Date(timeIntervalSince1970: 1_234_567.25)
    intent.link = URL(string: "file:///tmp/x")!
    intent.mood = .busy
    intent.note = "n"
    intent.limit = 0
    intent.otherMood = .calm
    let archive = IntentArchive.archive(intent)
    let rebuilt = try #require(try registry().intent(from: archive) as? EveryTypeIntent)
    #expect(rebuilt.name == "Grace \"G\" <b> \\ \n\t\u{1} é 😀")
    #expect(rebuilt.count == 7)
    #expect(rebuilt.ratio == 2)
    #expect(rebuilt.done)
    #expect(rebuilt.when == Date(timeIntervalSince1970: 1_234_567.25))
    #expect(rebuilt.link == URL(string: "file:///tmp/x")!)
    #expect(rebuilt.mood == .busy)
    #expect(rebuilt.note == "n")
    #expect(rebuilt.limit == 0)
    #expect(rebuilt.otherMood == .calm)
    #expect(IntentArchive.archive(rebuilt) == archive)
}

@Test func missingParametersTakeDefaultsAndOptionalsStayNil() throws {
    let rebuilt = try #require(
        try registry().intent(from: #"{"parameters":{},"type":"EveryTypeIntent"}"#) as? EveryTypeIntent)
    #expect(rebuilt.name == "Ada")
    #expect(rebuilt.count == 3)
    #expect(rebuilt.note == nil)
    #expect(rebuilt.mood == .calm)
}

@Test func performReturnsTheValue() async throws {
    let intent = EveryTypeIntent()
    intent.count = 5
    let result = try await intent.perform()
    #expect((result as? any AnyValueResult)?.anyValue as? Int == 5)
}

@Test(arguments: [
    ("", IntentArchiveError.malformed("not JSON")),
    ("{", .malformed("not JSON")),
    ("[1]", .malformed("not a JSON object")),
    (#"{"parameters":{}}"#, .malformed("no string \"type\"")),
    (#"{"type":3}"#, .malformed("no string \"type\"")),
    (#"{"type":"EveryTypeIntent","parameters":[]}"#, .malformed("\"parameters\" is not an object")),
    (#"{"type":"EveryTypeIntent","parameters":{},"x":1}"#, .malformed("unexpected key \"x\"")),
    (#"{"type":"Nope","parameters":{}}"#, .unknownType("Nope")),
    (#"{"type":"RequiredIntent","parameters":{}}"#, .missingParameter(type: "RequiredIntent", name: "identifier")),
    (
        #"{"type":"RequiredIntent","parameters":{"identifier":null}}"#,
        .illTypedParameter(type: "RequiredIntent", name: "identifier", expected: "string")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"count":"3"}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "count", expected: "int")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"count":3.5}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "count", expected: "int")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"done":1}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "done", expected: "bool")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"when":"yesterday"}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "when", expected: "date")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"link":"no scheme"}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "link", expected: "url")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"mood":"angry"}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "mood", expected: "enum")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"note":5}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "note", expected: "null or string")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"ratio":{"a":1}}}"#,
        .illTypedParameter(type: "EveryTypeIntent", name: "ratio", expected: "double")
    ),
    (
        #"{"type":"EveryTypeIntent","parameters":{"colour":"red"}}"#,
        .unknownParameter(type: "EveryTypeIntent", name: "colour")
    ),
])
func badArchivesAreRejectedWithAClearError(archive: String, expected: IntentArchiveError) {
    #expect(throws: expected) { try registry().intent(from: archive) }
}

@Test func oversizedArchivesAreRejectedBeforeParsing() {
    let archive = #"{"type":"EveryTypeIntent","parameters":{"name":""# + String(repeating: "x", count: 20_000) + #""}}"#
    #expect(throws: IntentArchiveError.tooLarge(bytes: archive.utf8.count)) { try registry().intent(from: archive) }
    #expect(IntentArchiveError.tooLarge(bytes: 1).description.contains("too large"))
}

@Test func localizedStringResourceKeepsKeyAndArguments() {
    let count = 3
    let resource: LocalizedStringResource = "\(count) tasks for \("Ada") at 100%"
    #expect(resource.key == "%lld tasks for %@ at 100%%")
    #expect(resource.resolved(locale: Locale(identifier: "de")) == "3 tasks for Ada at 100%")
    #expect(EveryTypeIntent.description == nil)
    #expect(!EveryTypeIntent.openAppWhenRun)
}

/// Parameters among other stored properties: they are found at their offsets, the rest is left alone.
struct MixedFieldsIntent: AppIntent {
    static var title: LocalizedStringResource { "Mixed" }

    var plain = "not a parameter"
    @Parameter(title: "First", default: 1) var first: Int
    var pair: (Bool, Int8) = (true, 3)
    @Parameter(title: "Second", default: "two") var second: String
    let tag: UInt8 = 7
    @Parameter(title: "Third") var third: Mood?

    func perform() async throws -> some IntentResult { .result() }
}

/// An intent that is a class: read through reflection, as before field offsets were used.
final class ClassIntent: AppIntent, @unchecked Sendable {
    static var title: LocalizedStringResource { "Class" }
    @Parameter(title: "Name", default: "x") var name: String
    @Parameter(title: "Size", default: 2) var size: Int

    func perform() async throws -> some IntentResult { .result() }
}

@Test func parametersAmongOtherPropertiesArchiveAndRebuild() throws {
    let intent = MixedFieldsIntent()
    #expect(
        IntentArchive.archive(intent)
            == #"{"parameters":{"first":1,"second":"two","third":null},"type":"MixedFieldsIntent"}"#)
    intent.first = -4
    intent.second = "zwei \"2\""
    intent.third = .busy
    let registry = IntentRegistry()
    registry.register(MixedFieldsIntent.self)
    let rebuilt = try #require(try registry.intent(from: IntentArchive.archive(intent)) as? MixedFieldsIntent)
    #expect(rebuilt.first == -4)
    #expect(rebuilt.second == "zwei \"2\"")
    #expect(rebuilt.third == .busy)
    #expect(rebuilt.plain == "not a parameter" && rebuilt.pair == (true, 3) && rebuilt.tag == 7)
    #expect(IntentArchive.parameters(of: rebuilt).map(\.name) == ["first", "second", "third"])
}

@Test func anIntentClassArchivesAndRebuildsToo() throws {
    let intent = ClassIntent()
    intent.size = 9
    let archive = IntentArchive.archive(intent)
    #expect(archive == #"{"parameters":{"name":"x","size":9},"type":"ClassIntent"}"#)
    let registry = IntentRegistry()
    registry.register(ClassIntent.self)
    let rebuilt = try #require(try registry.intent(from: archive) as? ClassIntent)
    #expect(rebuilt.size == 9 && rebuilt.name == "x")
}

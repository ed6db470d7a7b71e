import Testing

@testable import HomeScreen

/// What a tap may perform: the intents a widget drew.
@Suite struct DrawnIntentsTests {
    @Test func onlyADrawnIntentIsShown() {
        let intents = DrawnIntents()
        let drawing = [#"{"type":"Toggle"}"#]
        #expect(intents.shows(#"{"type":"Toggle"}"#, in: "a", current: drawing))
        #expect(!intents.shows(#"{"type":"Other"}"#, in: "a", current: drawing))
        #expect(!intents.shows(#"{"type":"Toggle"}"#, in: "a", current: []))
        intents.record("a", intents: drawing)
        #expect(intents.shows(#"{"type":"Toggle"}"#, in: "a", current: []), "drawn lately")
        #expect(!intents.shows(#"{"type":"Toggle"}"#, in: "b", current: []), "another widget's")
    }
}

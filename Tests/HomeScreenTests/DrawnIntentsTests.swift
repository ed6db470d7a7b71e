import Testing

@testable import HomeScreen

/// What a tap may perform: the `data-intent` values a widget drew.
@Suite struct DrawnIntentsTests {
    @Test func theIntentAttributesAreReadFromTheDrawing() {
        let html = """
            <div title="Café ☕️ über">data-intent=</div><button data-intent="{&quot;id&quot;:&quot;ä1&quot;}">✓</button>\
            <a data-intent="">x</a><i data-intent="two">data-intent="unterminated
            """
        #expect(
            DrawnIntents.intentAttributes(in: html) == [
                "{&quot;id&quot;:&quot;ä1&quot;}", "", "two",
            ])
        #expect(DrawnIntents.intentAttributes(in: "").isEmpty)
        #expect(DrawnIntents.intentAttributes(in: "data-intent").isEmpty)
        #expect(DrawnIntents.intentAttributes(in: #"data-intent=""#).isEmpty)
    }

    @Test func onlyADrawnIntentIsShown() {
        let intents = DrawnIntents()
        let drawing = #"<button data-intent="{&quot;type&quot;:&quot;Toggle&quot;}">"#
        #expect(intents.shows(#"{"type":"Toggle"}"#, in: "a", current: drawing))
        #expect(!intents.shows(#"{"type":"Other"}"#, in: "a", current: drawing))
        #expect(!intents.shows(#"{"type":"Toggle"}"#, in: "a", current: nil))
        intents.record("a", html: drawing)
        #expect(intents.shows(#"{"type":"Toggle"}"#, in: "a", current: "<div></div>"), "drawn lately")
        #expect(!intents.shows(#"{"type":"Toggle"}"#, in: "b", current: nil), "another widget's")
    }
}

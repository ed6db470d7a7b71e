import Testing

@testable import WidgetRuntime

/// Text's modifiers consume the text they are called on (its runs are then changed in place): a text kept and used
/// again after a modifier must still be the text it was, as with Apple's non-consuming declarations.
@MainActor
@Test func aTextUsedAgainAfterAModifierKeepsItsOwnStyle() {
    let plain = Text("Milk")
    let bold = plain.bold()
    let struck = plain.strikethrough().foregroundStyle(.red)
    let html = { (text: Text) in HTMLWriter.html(text.renderNodes(in: RenderContext())) }
    #expect(plain.runs[0].style == Text.RunStyle())
    #expect(html(plain) == "<span class=\"text\">Milk</span>\n")
    #expect(bold.runs[0].style.bold == true)
    #expect(html(bold).contains("font-weight:"))
    #expect(struck.runs[0].style.strikethrough != nil)
    #expect(struck.runs[0].style.bold == nil)
    #expect(html(struck).contains("text-decoration-line:line-through"))
    #expect(!html(struck).contains("font-weight:"))
}

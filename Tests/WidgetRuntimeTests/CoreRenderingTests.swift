import Testing

@testable import WidgetRuntime

private struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(verbatim: "<b>")
        }
    }
}

@MainActor
@Test func customViewsRenderThroughTheirBodyToFlexboxNodes() {
    let showsSecond = true
    let view = VStack(alignment: .leading, spacing: 4) {
        Row(title: "One")
        if showsSecond { Row(title: "Two") }
        Spacer()
    }
    let html = HTMLWriter.html(view.renderNodes(in: RenderContext()))
    #expect(
        html == """
            <div class="vstack" style="gap:4px;align-items:flex-start">
              <div class="hstack" style="gap:8px;align-self:stretch">
                <span class="text">One</span>
                <div class="spacer" style="min-width:8px;flex:1 1 0"></div>
                <span class="text">&lt;b&gt;</span>
              </div>
              <div class="hstack" style="gap:8px;align-self:stretch">
                <span class="text">Two</span>
                <div class="spacer" style="min-width:8px;flex:1 1 0"></div>
                <span class="text">&lt;b&gt;</span>
              </div>
              <div class="spacer" style="min-height:8px;flex:1 1 0"></div>
            </div>

            """)
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct Greeter: View {
    @Environment(\.greeting) var greeting
    var body: some View { Text(greeting) }
}

@MainActor
@Test func environmentValuesReachCustomViewsBelowTheModifier() {
    let view = VStack {
        Greeter()
        Greeter().environment(\.greeting, "hallo")
    }
    let html = HTMLWriter.html(view.renderNodes(in: RenderContext()))
    #expect(html.contains(">hello<"))
    #expect(html.contains(">hallo<"))
}

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
              <div class="hstack" style="align-self:stretch">
                <span class="text">One</span>
                <div class="spacer" style="min-width:8px;flex:1 1 0"></div>
                <span class="text">&lt;b&gt;</span>
              </div>
              <div class="hstack" style="align-self:stretch">
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

@Test func cssNumbersAndColorsAreSpelledAsBefore() {
    // Written byte by byte into one buffer; these are the spellings the snapshots rely on.
    let numbers: [(CGFloat, String)] = [
        (0, "0"), (16, "16"), (-3, "-3"), (0.5, "0.5"), (-0.08, "-0.08"), (0.005, "0.005"), (1.0004, "1"),
        (2.25, "2.25"), (-1.5, "-1.5"), (0.6, "0.6"), (0.1004, "0.1"), (12.0625, "12.063"), (-0.0004, "0"),
    ]
    for (value, text) in numbers { #expect(CSS.number(value) == text) }
    #expect(CSS.length(0.5) == "0.5px")
    #expect(RGBA(60, 60, 67, 0.6).css == "rgba(60,60,67,0.6)")
    #expect(RGBA(120, 120, 128, 0.16).css == "rgba(120,120,128,0.16)")
    #expect(RGBA(255, 59, 48).css == "#FF3B30")
    #expect(RGBA(0, 0, 0, 0).css == "transparent")
}

@Test func typeMapsFindWhatWasStoredForEachType() {
    var map = TypeMap<String?>()
    let types: [Any.Type] = [
        Int.self, String.self, Double.self, [Int].self, [String].self, Int?.self, Set<Int>.self, Bool.self,
        UInt8.self, Text.self, Image.self, Spacer.self, EmptyView.self, Color.self, Font.self, Axis.self,
        [Int: String].self, (Int, Int).self, (Int, String).self, Character.self, Float.self, Int8.self,
        Int16.self, Int32.self, Int64.self, UInt16.self, UInt32.self, UInt64.self, [Bool].self, [Double].self,
        Substring.self, Unicode.Scalar.self, ColorScheme.self, Alignment.self,
    ]
    #expect(map[Int.self] == nil)
    for (index, type) in types.enumerated() { map[type] = index.isMultiple(of: 2) ? "\(index)" : .some(nil) }
    for (index, type) in types.enumerated() {
        // A stored nil (a type known not to conform) is found as such, not as a missing entry.
        #expect(map[type] == (index.isMultiple(of: 2) ? .some("\(index)") : .some(nil)))
    }
    #expect(map[UInt.self] == nil)
}

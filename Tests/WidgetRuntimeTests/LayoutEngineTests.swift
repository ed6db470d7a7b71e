import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The views whose drawing depends on sizes get the sizes SwiftUI would give them: each expectation is
/// computed from the text measurer and the stack rules, not copied from an output.
@MainActor
@Suite struct LayoutEngineTests {
    /// Draws its reader's size, so that the widget's HTML says what the layout gave it.
    struct SizeLabel: View {
        let size: CGSize
        var body: some View { Text(verbatim: "size \(Int(size.width.rounded()))x\(Int(size.height.rounded()))") }
    }

    func html<V: View>(_ family: WidgetFamily = .systemMedium, @ViewBuilder _ content: () -> V) -> String {
        WidgetSnapshot(family: family) { content() }.bodyHTML
    }

    /// The size a `SizeLabel` wrote into `html`.
    func readerSize(in html: String) -> (width: Int, height: Int)? {
        guard let match = html.firstMatch(of: /size (\d+)x(\d+)/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    /// The nodes of `view` drawn recording their layout, and the measured string and font of its first text.
    func drawn<V: View>(_ view: V) -> (nodes: [HTMLNode], text: TextSpec?) {
        var context = RenderContext()
        context.recordsLayout = true
        func find(_ nodes: [HTMLNode]) -> TextSpec? {
            for node in nodes {
                if case .text(let spec) = node.layout?.kind { return spec }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        let nodes = view.renderNodes(in: context)
        return (nodes, find(nodes))
    }

    func textSpec<V: View>(of view: V) -> TextSpec? { drawn(view).text }

    /// The measurer keeps what it wrapped and the widest word per text and font: asked again, in any order, at
    /// other widths and fonts in between, it answers what it computed the first time.
    @Test func keptMeasurementsAnswerPerTextFontAndWidth() {
        let text = "Water the plants, then call the plumber about the kitchen sink\nand buy oat milk"
        let body = FontSpec(
            size: 15, weight: 400, italic: false, design: .default, display: false, tracking: 0, lineHeight: 20)
        var bold = body
        bold.weight = 700
        let widths: [CGFloat] = [60, 120, 240, .infinity]
        let first = widths.map { TextMeasurer.lines(of: text, font: body, maxWidth: $0) }
        let bolder = widths.map { TextMeasurer.lines(of: text, font: bold, maxWidth: $0) }
        #expect(Set(first.map(\.count)).count == 4, "each width wraps differently: \(first)")
        #expect(first != bolder)
        for (index, width) in widths.enumerated().reversed() {
            #expect(TextMeasurer.lines(of: text, font: body, maxWidth: width) == first[index])
            #expect(TextMeasurer.lines(of: text, font: bold, maxWidth: width) == bolder[index])
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for font in [body, bold] {
            let widest = words.map { TextMeasurer.width(of: $0, font: font) }.max() ?? 0
            #expect(TextMeasurer.widestWord(of: text, font: font) == widest)
        }
        #expect(TextMeasurer.widestWord(of: " \n ", font: body) == 0)
    }

    @Test func aGeometryReaderGetsWhatItsStackLeavesIt() throws {
        let out = html {
            HStack(spacing: 10) {
                Color.red.frame(width: 50)
                GeometryReader { SizeLabel(size: $0.size) }
            }
            .frame(width: 150, height: 40)
        }
        let size = try #require(readerSize(in: out))
        #expect(size == (90, 40))
    }

    @Test func aHigherPriorityTextKeepsItsIdealWidthBesideAReader() throws {
        let title = "A rather long morning run title"
        let spec = try #require(textSpec(of: Text(title).font(.headline)))
        let ideal = TextMeasurer.width(of: title, font: spec.font)
        #expect(ideal > 120 && ideal < 292, "the title is wider than half the stack and fits in it alone")

        let prioritized = html {
            HStack(spacing: 8) {
                Text(title).font(.headline).layoutPriority(1)
                GeometryReader { SizeLabel(size: $0.size) }
            }
            .frame(width: 300, height: 30)
        }
        let left = try #require(readerSize(in: prioritized))
        #expect(abs(CGFloat(left.width) - (300 - 8 - ideal)) <= 1)

        // Without a priority the text, less flexible than the reader, is offered an equal share first.
        let shared = html {
            HStack(spacing: 8) {
                Text(title).font(.headline)
                GeometryReader { SizeLabel(size: $0.size) }
            }
            .frame(width: 300, height: 30)
        }
        let share = try #require(readerSize(in: shared))
        #expect(share.width > left.width)
        #expect(share.width >= 146)
    }

    @Test func aFixedSizeTextTakesTheLinesItWrapsInto() throws {
        let note = "Water the ferns on the balcony before the sun gets to them"
        let spec = try #require(textSpec(of: Text(note)))
        let lines = TextMeasurer.lines(of: note, font: spec.font, maxWidth: 120).count
        #expect(lines >= 3)
        let out = html {
            VStack(spacing: 0) {
                Text(note).fixedSize(horizontal: false, vertical: true)
                GeometryReader { SizeLabel(size: $0.size) }
            }
            .frame(width: 120, height: 140)
        }
        let size = try #require(readerSize(in: out))
        #expect(size == (120, 140 - lines * Int(spec.font.lineHeight)))
    }

    @Test func viewThatFitsKeepsTheFirstCandidateThatFits() throws {
        let long = "Tuesday, 12 March"
        let short = "Tue 12"
        let spec = try #require(textSpec(of: Text(short)))
        let width = TextMeasurer.width(of: short, font: spec.font) + 2
        func candidates(in width: CGFloat) -> String {
            html {
                ViewThatFits(in: .horizontal) {
                    Text(long)
                    Text(short)
                    Text("12")
                }
                .frame(width: width)
            }
        }
        let narrow = candidates(in: width)
        #expect(narrow.contains(">\(short)<") && !narrow.contains(long) && !narrow.contains(">12<"))
        let wide = candidates(in: 300)
        #expect(wide.contains(">\(long)<") && !wide.contains(">\(short)<"))
        let tiny = candidates(in: 10)
        #expect(tiny.contains(">12<"), "the last candidate when none fits")
    }

    @Test func minimumScaleFactorShrinksTextUntilItFits() throws {
        let number = "1,234,567"
        let text = Text(number).font(.system(size: 40, weight: .bold)).minimumScaleFactor(0.25).lineLimit(1)
        let spec = try #require(textSpec(of: text))
        let full = TextMeasurer.width(of: number, font: spec.font)
        #expect(full > 100)
        let out = html { text.frame(width: 100) }
        let scale = try #require(out.firstMatch(of: /data-scale="([0-9.]+)"/).flatMap { Double($0.1) })
        let scaled = TextMeasurer.width(of: number, font: spec.font.scaled(by: CGFloat(scale)))
        #expect(scaled <= 100)
        #expect(scaled > 97, "the largest scale that fits, not merely one that does")
        #expect(out.contains("font-size:\(CSS.length((40 * CGFloat(scale) * 100).rounded() / 100))"))
        // A text that fits is left at its size.
        #expect(!html { text.frame(width: 300) }.contains("data-scale"))
    }

    @Test func aspectRatioFitsItsBoxInTheOffer() {
        let out = html {
            Color.blue.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
        }
        #expect(out.contains("width:100px;height:50px") || out.contains("height:50px;width:100px"))
    }

    /// A page of text samples, each with the width `TextMeasurer` gives it (`data-width`): the browser test
    /// (Tests/browser/test_layout.py) measures the same spans in Chromium and compares. The reference changes
    /// only when the measurer or the stylesheet's fonts do.
    @Test func textWidthsPage() throws {
        let samples: [(String, Font)] = [
            ("Buy oat milk", .body), ("Call the plumber about the leak", .subheadline),
            ("Tuesday, 12 March", .headline), ("72°", .system(size: 48, weight: .semibold)),
            ("Large Title", .largeTitle), ("Title 2", .title2), ("Caption with numbers 0123456789", .caption),
            ("Footnote", .footnote), ("Bold italic words", .body.bold().italic()),
            ("Rounded 42 km", .system(.title3, design: .rounded)), ("Serif story", .system(.body, design: .serif)),
            ("monospaced()", .system(.callout, design: .monospaced)), ("Heavy 100%", .system(size: 22, weight: .heavy)),
            ("Light 3:45 PM", .system(size: 30, weight: .light)), ("1111 tabular", .body.monospacedDigit()),
            ("Größe: Äpfel & Öl", .body), ("今日のタスク", .headline), ("Mixed 日本語 text", .body),
            ("Party 🎉 time", .body), ("Wide WWWW mmm", .title), ("iiii llll", .title3),
            ("09:41:07", .system(size: 20, design: .monospaced)),
        ]
        var rows = ""
        for (string, font) in samples {
            var (nodes, text) = drawn(Text(string).font(font))
            let spec = try #require(text, "\(string)")
            let width = TextMeasurer.width(of: spec.string, font: spec.font)
            nodes[0].setAttribute("data-width", String(format: "%.2f", Double(width)))
            rows += HTMLWriter.html(nodes)
        }
        // Paragraphs wrapped at a width: the lines the measurer breaks them into (`data-lines`).
        let paragraphs: [(String, Font, CGFloat)] = [
            ("Water the ferns on the balcony before the sun gets to them", .body, 150),
            ("Call the plumber about the leak under the kitchen sink", .headline, 120),
            ("A long line of text that wraps onto a second line and is then cut off", .footnote, 200),
            ("Supercalifragilisticexpialidocious words break inside", .title3, 140),
            ("明日の午前中に牛乳とパンを買ってくること", .body, 100),
            ("well-known, self-contained hyphenated-words", .callout, 110),
        ]
        for (string, font, width) in paragraphs {
            var (nodes, text) = drawn(Text(string).font(font))
            let spec = try #require(text, "\(string)")
            let lines = TextMeasurer.lines(of: spec.string, font: spec.font, maxWidth: width).count
            nodes[0].setStyle("width", CSS.length(width))
            nodes[0].setAttribute("data-lines", String(lines))
            nodes[0].setAttribute("data-line-height", CSS.number(spec.font.lineHeight))
            rows += HTMLWriter.html(nodes)
        }
        let body =
            "<div class=\"widget\" style=\"width:720px;padding:16px;display:flex;flex-direction:column;"
            + "align-items:flex-start;gap:6px\">\n" + rows + "</div>\n"
        let page = WidgetSnapshot<EmptyView>.document(title: "Text widths", colorScheme: .light, body: body)
        assertSnapshot(page, named: "text-widths")
    }
}

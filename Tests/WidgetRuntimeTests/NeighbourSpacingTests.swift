import Foundation
import Testing

@testable import WidgetRuntime

/// Stacks without a spacing of their own space neighbours by their kinds, as SwiftUI does (docs/layout.md,
/// "Spacing between neighbours"): the same distances in the page's CSS, in `LayoutEngine`'s sizes and in the
/// custom stack layouts. Each expectation is worked out from the rule by hand in its comment.
@MainActor
@Suite struct NeighbourSpacingTests {
    func html<V: View>(@ViewBuilder _ content: () -> V) -> String {
        HTMLWriter.html(content().renderNodes(in: RenderContext()))
    }

    func recorded<V: View>(@ViewBuilder _ content: () -> V) -> [HTMLNode] {
        var context = RenderContext()
        context.recordsLayout = true
        return content().renderNodes(in: context)
    }

    /// The fonts' metrics give a text's edges. Footnote: 13 pt, lines 18 pt. SF Pro's line is
    /// (0.952 + 0.241) × 13 = 15.509 pt; a tenth of it, 1.551, rounded up to a third of a point is 5/3; the half
    /// leading is (18 − 15.509) / 2 = 1.2455. Above: 15.509 + 5/3 − (12.376 + 1.2455) = 3.554; below: the larger
    /// of 15.509 + 5/3 − 9.165 = 8.011 and 5/3 + 1.2455 + 3.133 = 6.045.
    @Test func aTextsEdgesComeFromItsFont() {
        let footnote = NeighbourSpacing.text(
            FontSpec(
                size: 13, weight: 400, italic: false, design: .default, display: false, tracking: 0, lineHeight: 18))
        #expect(footnote.top.text == 3.55 && footnote.bottom.text == 8.01)
        #expect(!footnote.top.plain && !footnote.bottom.plain)
        // Body: 17 pt, lines 22 pt. Line 20.281, spacing 7/3, half leading 0.8595: above 4.097 + 7/3 − 0.8595,
        // below 20.281 + 7/3 − 11.985.
        let body = NeighbourSpacing.text(
            FontSpec(
                size: 17, weight: 400, italic: false, design: .default, display: false, tracking: 0, lineHeight: 22))
        #expect(body.top.text == 5.57 && body.bottom.text == 10.63)
    }

    @Test func textUnderTextHasNoGapAndOtherViewsTheirFontsDistance() {
        let footnote = NeighbourSpacing.text(
            FontSpec(
                size: 13, weight: 400, italic: false, design: .default, display: false, tracking: 0, lineHeight: 18))
        #expect(NeighbourSpacing.distance(from: footnote.bottom, to: footnote.top) == 0)
        #expect(NeighbourSpacing.distance(from: footnote.bottom, to: NeighbourSpacing.plain.top) == 8.01)
        #expect(NeighbourSpacing.distance(from: NeighbourSpacing.plain.bottom, to: footnote.top) == 3.55)
        #expect(NeighbourSpacing.distance(from: NeighbourSpacing.plain.bottom, to: NeighbourSpacing.plain.top) == 8)
        // A spacer asks nothing of anything, text or not, along its stack (its own length keeps views apart).
        let spacer = NeighbourSpacing.spacer(along: .vertical)
        #expect(NeighbourSpacing.distance(from: footnote.bottom, to: spacer.top) == 0)
        #expect(NeighbourSpacing.distance(from: spacer.bottom, to: footnote.top) == 0)
        #expect(NeighbourSpacing.distance(from: NeighbourSpacing.plain.bottom, to: spacer.top) == 0)
        #expect(NeighbourSpacing.horizontalDistance(from: nil, to: nil) == 8)
        let rowSpacer = NeighbourSpacing.spacer(along: .horizontal)
        #expect(NeighbourSpacing.horizontalDistance(from: nil, to: rowSpacer.leading) == 0)
    }

    @Test func columnsWriteTheirGapsAsCSS() {
        // Two texts: no gap at all.
        let texts = html {
            VStack {
                Text("Ward 3").font(.footnote)
                Text("Room 12").font(.footnote)
            }
        }
        #expect(texts.hasPrefix("<div class=\"vstack\">"), "\(texts)")
        // One gap, the text's below a shape: still a single `gap`.
        let underText = html {
            VStack {
                Text("Ward 3").font(.footnote)
                Rectangle().frame(height: 10)
            }
        }
        #expect(underText.hasPrefix("<div class=\"vstack\" style=\"gap:8.01px\">"), "\(underText)")
        // Shapes only: the default, written as before.
        let shapes = html {
            VStack {
                Rectangle().frame(height: 10)
                Circle().frame(height: 10)
            }
        }
        #expect(shapes.hasPrefix("<div class=\"vstack\" style=\"gap:8px\">"), "\(shapes)")
        // Gaps that differ: margins on the views they precede.
        let mixed = html {
            VStack {
                Text("Ward 3").font(.footnote)
                Text("Room 12").font(.footnote)
                Rectangle().frame(height: 10)
            }
        }
        #expect(!mixed.contains("gap:") && mixed.components(separatedBy: "margin-top:8.01px").count == 2, "\(mixed)")
        // A text with line spacing keeps the negative margin that takes its first line's outer half back.
        let spaced = html {
            VStack {
                Rectangle().frame(height: 2)
                Text("Ward 3").lineSpacing(4)
                Text("Room 12")
            }
        }
        #expect(spaced.contains("margin:-2px 0;margin-top:calc(5.57px + -2px)"), "\(spaced)")
        // An explicit spacing wins; side by side, the default.
        #expect(
            html {
                VStack(spacing: 4) {
                    Text("a")
                    Text("b")
                }
            }.contains("gap:4px"))
        #expect(
            html {
                HStack {
                    Text("a")
                    Text("b")
                }
            }.contains("gap:8px"))
    }

    @Test func paddingEndsATextsEdgeAndFramesKeepIt() {
        // A text padded below is a plain view there: the next text's top edge asks 3.55.
        let padded = html {
            VStack {
                Text("Ward 3").font(.footnote).padding(.bottom, 4)
                Text("Room 12").font(.footnote)
            }
        }
        #expect(padded.contains("gap:3.55px"), "\(padded)")
        // Padded on the sides only, framed or painted, it is still text on top and bottom.
        let framed = html {
            VStack {
                Text("Ward 3").font(.footnote).padding(.horizontal, 4).frame(maxWidth: .infinity)
                Text("Room 12").font(.footnote).background(Color.yellow)
            }
        }
        #expect(!framed.contains("gap:"), "\(framed)")
    }

    @Test func theLayoutEngineCountsTheSameGaps() {
        // 18 + 0 + 18 for two footnotes; 18 + 8.01 + 10 for a footnote over a 10 pt shape; 10 + 3.55 + 18 under.
        let proposal = ProposedSize(width: 200, height: nil)
        let texts = recorded {
            VStack {
                Text("Ward 3").font(.footnote)
                Text("Room 12").font(.footnote)
            }
        }
        #expect(LayoutEngine.size(of: texts, proposal: proposal).height == 36)
        let overShape = recorded {
            VStack {
                Text("Ward 3").font(.footnote)
                Rectangle().frame(height: 10)
            }
        }
        #expect(abs(LayoutEngine.size(of: overShape, proposal: proposal).height - 36.01) < 0.0001)
        let underShape = recorded {
            VStack {
                Rectangle().frame(height: 10)
                Text("Ward 3").font(.footnote)
                Text("Room 12").font(.footnote)
            }
        }
        #expect(abs(LayoutEngine.size(of: underShape, proposal: proposal).height - (10 + 3.55 + 36)) < 0.0001)
    }

    @Test func stackLayoutsReadTheSubviewsSpacing() {
        // VStackLayout places by `LayoutSubview.spacing`: the second text right under the first (18), the shape
        // 8.01 under it.
        let placed = CustomLayoutTests().frames(in: CGSize(width: 200, height: 200)) {
            VStackLayout(alignment: .leading) {
                Text("Ward 3").font(.footnote)
                Text("Room 12").font(.footnote)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(placed.map(\.minY) == [0, 18, 44.01], "\(placed)")
        // Between shapes and side by side, the default 8.
        let row = CustomLayoutTests().frames(in: CGSize(width: 200, height: 200)) {
            HStackLayout(alignment: .top) {
                Text("a").font(.footnote)
                Text("b").font(.footnote)
            }
        }
        #expect(row.count == 2 && abs(row[1].minX - row[0].maxX - 8) < 0.02, "\(row)")
    }

    @Test func noSpacingBesideASpacerInTheCSS() {
        // Row of a text, a spacer, a text: both gaps 0, so none is written; the spacer's 8 pt minimum keeps them
        // apart.
        let row = html {
            HStack {
                Text("a")
                Spacer()
                Text("b")
            }
        }
        #expect(row.hasPrefix("<div class=\"hstack\">") && row.contains("min-width:8px"), "\(row)")
        // A symbol, a text, a spacer, a text: 8, 0, 0, each on the view it precedes, at its leading side.
        let mixed = html {
            HStack {
                Image(systemName: "clock")
                Text("a")
                Spacer()
                Text("b")
            }
        }
        #expect(
            !mixed.contains("gap:") && mixed.components(separatedBy: "margin-inline-start:8px").count == 2,
            "\(mixed)")
        // A column: a text over a spacer over a shape, with no minimum length.
        let column = html {
            VStack {
                Text("Ward 3").font(.footnote)
                Spacer(minLength: 0)
                Rectangle().frame(height: 10)
            }
        }
        #expect(
            column.hasPrefix("<div class=\"vstack\">") && column.contains("min-height:0px")
                && !column.contains("margin-top"), "\(column)")
        // An explicit spacing is put between every pair, spacers included.
        let explicit = html {
            HStack(spacing: 4) {
                Text("a")
                Spacer()
                Text("b")
            }
        }
        #expect(explicit.hasPrefix("<div class=\"hstack\" style=\"gap:4px\">"), "\(explicit)")
        // A column that starts with a spacer has the spacer's top edge: nothing between a text and it.
        let nested = html {
            VStack {
                Rectangle().frame(height: 10)
                VStack {
                    Spacer()
                    Rectangle().frame(height: 10)
                }
            }
        }
        #expect(!nested.contains("gap:") && !nested.contains("margin-top"), "\(nested)")
        // Padding gives the padded edge the default again: 8 above the padded spacer, none below it.
        let padded = html {
            VStack {
                Rectangle().frame(height: 10)
                Spacer().padding(.top, 2)
                Rectangle().frame(height: 10)
            }
        }
        #expect(
            !padded.contains("gap:") && padded.components(separatedBy: "margin-top:8px").count == 2, "\(padded)")
    }

    @Test func theLayoutEngineCountsNoGapBesideASpacer() {
        // 10 + 0 + 8 (the spacer at its minimum) + 0 + 10; across, 10 + 0 + 3 + 0 + 10; with a spacing of 4,
        // 10 + 4 + 8 + 4 + 10.
        let column = recorded {
            VStack {
                Rectangle().frame(width: 10, height: 10)
                Spacer()
                Rectangle().frame(width: 10, height: 10)
            }
        }
        #expect(LayoutEngine.size(of: column, proposal: ProposedSize(width: 100, height: nil)).height == 28)
        let row = recorded {
            HStack {
                Rectangle().frame(width: 10, height: 10)
                Spacer(minLength: 3)
                Rectangle().frame(width: 10, height: 10)
            }
        }
        #expect(LayoutEngine.size(of: row, proposal: ProposedSize(width: nil, height: 100)).width == 23)
        let spaced = recorded {
            VStack(spacing: 4) {
                Rectangle().frame(width: 10, height: 10)
                Spacer()
                Rectangle().frame(width: 10, height: 10)
            }
        }
        #expect(LayoutEngine.size(of: spaced, proposal: ProposedSize(width: 100, height: nil)).height == 36)
    }

    @Test func aSpacersViewSpacingAsksNothingOfItsNeighbours() {
        // `zero` asks no distance of anything; the default asks SwiftUI's 8 of another default, both ways.
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing.zero, along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        // A union keeps what either asks: merged into the default's top only, `zero` leaves its bottom alone.
        let topOnly = ViewSpacing().union(.zero, edges: .top)
        #expect(ViewSpacing().distance(to: topOnly, along: .vertical) == 0)
        #expect(topOnly.distance(to: ViewSpacing(), along: .vertical) == 8)
        // VStackLayout places a spacer flush with its neighbours, framed or not: 10, then the spacer down to
        // 200 - 10 - 20 = 170, then the framed spacer (20).
        let placed = CustomLayoutTests().frames(in: CGSize(width: 200, height: 200)) {
            VStackLayout(alignment: .leading) {
                Color.blue.frame(width: 10, height: 10)
                Spacer()
                Spacer().frame(height: 20)
            }
        }
        #expect(placed.map(\.minY) == [0, 10, 180], "\(placed)")
    }

    @Test func symbolsAreLaidOutAsText() {
        // Body size, 17 pt: the baseline 0.22 em = 3.74 pt above the box's bottom; a plain view above asks that,
        // below it that plus 1.
        let symbol = NeighbourSpacing.symbol(size: 17)
        #expect(symbol.top.text == 3.74 && symbol.bottom.text == 4.74)
        // Next to a text (or a symbol) none, in either order.
        let underText = html {
            VStack {
                Text("Ward 3").font(.footnote)
                Image(systemName: "clock")
                Text("Room 12").font(.footnote)
            }
        }
        #expect(underText.hasPrefix("<div class=\"vstack\">"), "\(underText)")
        // Against a shape, the symbol's own distances: in a footnote's font, 0.22 × 13 = 2.86 above it and
        // 3.86 below it.
        let shapes = html {
            VStack {
                Rectangle().frame(height: 10)
                Image(systemName: "clock").font(.footnote)
                Rectangle().frame(height: 10)
            }
        }
        #expect(
            shapes.contains("margin-top:2.86px") && shapes.contains("margin-top:3.86px") && !shapes.contains("gap:"),
            "\(shapes)")
        // A resizable symbol is an image like any other: the footnote under it asks its own 3.55.
        let resizable = html {
            VStack {
                Image(systemName: "clock").resizable().frame(width: 10, height: 10)
                Text("Room 12").font(.footnote)
            }
        }
        #expect(resizable.contains("gap:3.55px"), "\(resizable)")
    }
}

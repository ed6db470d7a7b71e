import Charts
import Foundation
import SwiftUI
import Testing

@testable import WidgetRuntime

/// What the drawing does with marks, scales, axes and legend, read back from the SVG and the placed labels.
@MainActor
@Suite struct ChartLayoutTests {
    /// The chart alone in a medium widget's content (306 × 126 pt), light; with `SNAPSHOT_HTML_DIR` set, also a
    /// standalone page there, to look at in a browser.
    func draw<V: View>(name: String = #function, @ViewBuilder _ content: () -> V) -> String {
        let view = content()
        let snapshot = WidgetSnapshot(family: .systemMedium, colorScheme: .light) { view }.environment {
            $0.timeZone = TimeZone(identifier: "UTC")!
            $0.locale = Locale(identifier: "en_US")
        }
        if let directory = ProcessInfo.processInfo.environment["SNAPSHOT_HTML_DIR"] {
            let file = URL(fileURLWithPath: directory).appendingPathComponent(
                "layout-\(name.prefix { $0 != "(" }).html")
            try? snapshot.html.write(to: file, atomically: true, encoding: .utf8)
        }
        return snapshot.bodyHTML
    }

    /// The rectangles of the SVG, as (x, y, width, height).
    func rects(_ html: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        html.components(separatedBy: "<rect ").dropFirst().map { element in
            func attribute(_ name: String) -> Double {
                guard let start = element.range(of: " \(name)=\"") ?? element.range(of: "\(name)=\"") else {
                    return .nan
                }
                let rest = element[start.upperBound...]
                return Double(rest.prefix { $0 != "\"" }) ?? .nan
            }
            return (attribute("x"), attribute("y"), attribute("width"), attribute("height"))
        }
    }

    @Test func barsOfOnePositionStackFromZero() {
        let html = draw {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Hours", 2)).foregroundStyle(by: .value("Kind", "Work"))
                BarMark(x: .value("Day", "Mon"), y: .value("Hours", 6)).foregroundStyle(by: .value("Kind", "Play"))
                BarMark(x: .value("Day", "Tue"), y: .value("Hours", 8)).foregroundStyle(by: .value("Kind", "Work"))
            }
        }
        let bars = rects(html)
        guard bars.count == 3 else {
            Issue.record("three bars: \(bars)")
            return
        }
        // The second bar sits on the first; Monday's stack is as tall as Tuesday's bar.
        #expect(abs(bars[1].y + bars[1].height - bars[0].y) < 0.02)
        #expect(abs(bars[0].height + bars[1].height - bars[2].height) < 0.05)
        #expect(abs(bars[1].height - 3 * bars[0].height) < 0.05)
        // Charts' first two series colors, and the legend.
        #expect(html.contains("fill=\"#007AFF\"") && html.contains("fill=\"#34C759\""))
        #expect(html.contains(">Work<") && html.contains(">Play<"))
    }

    @Test func categoriesOnYMakeHorizontalBars() {
        let html = draw {
            Chart {
                BarMark(x: .value("Count", 10), y: .value("Fruit", "Apples"))
                BarMark(x: .value("Count", 5), y: .value("Fruit", "Pears"))
            }
        }
        let bars = rects(html)
        guard bars.count == 2 else {
            Issue.record("two bars: \(bars)")
            return
        }
        #expect(bars[0].x == bars[1].x, "both from zero")
        #expect(abs(bars[0].width - 2 * bars[1].width) < 0.05)
        #expect(bars[0].y < bars[1].y, "the first category at the top")
        #expect(bars[0].height == bars[1].height)
    }

    @Test func hiddenAxesAndLegendDrawNoLabels() {
        let html = draw {
            Chart {
                LineMark(x: .value("X", 1), y: .value("Y", 3)).foregroundStyle(by: .value("S", "North"))
                LineMark(x: .value("X", 2), y: .value("Y", 7)).foregroundStyle(by: .value("S", "North"))
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartLegend(.hidden)
        }
        #expect(!html.contains(">North<") && !html.contains(">7<") && !html.contains("<line "))
        #expect(html.contains("<path d=\"M"), "the line is drawn")
    }

    @Test func seriesAreSeparateLinesWithTheirSymbols() {
        let html = draw {
            Chart {
                ForEach(["A", "B"], id: \.self) { series in
                    ForEach(0..<3, id: \.self) { index in
                        LineMark(x: .value("X", index), y: .value("Y", index * (series == "A" ? 1 : 2)))
                            .foregroundStyle(by: .value("Series", series))
                            .symbol(by: .value("Series", series))
                    }
                }
            }
        }
        let paths = html.components(separatedBy: "<path ").count - 1
        // Two lines and six symbols; the second series' symbols are squares (Charts' second symbol).
        #expect(paths == 8)
        #expect(html.contains("stroke=\"#007AFF\"") && html.contains("stroke=\"#34C759\""))
    }

    @Test func aConfiguredDomainAndStrideSetTheTicks() {
        let html = draw {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
            }
            .chartYScale(domain: 0...8)
            .chartYAxis {
                AxisMarks(values: .stride(by: 2)) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 1))
                    AxisValueLabel("\(value.as(Int.self) ?? -1) cups")
                }
            }
        }
        for cups in [0, 2, 4, 6, 8] { #expect(html.contains(">\(cups) cups<"), "\(cups)") }
        #expect(html.components(separatedBy: "stroke-width=\"1\"").count - 1 == 5, "five grid lines")
        let bar = rects(html).first
        // 3 of 8: the bar is 3/8 of the plot's height.
        let gridYs = html.components(separatedBy: "<line ").dropFirst().compactMap { line -> Double? in
            guard let start = line.range(of: "y1=\"") else { return nil }
            return Double(line[start.upperBound...].prefix { $0 != "\"" })
        }
        if let bar, let top = gridYs.min(), let bottom = gridYs.max() {
            #expect(abs(bar.height - (bottom - top) * 3 / 8) < 0.05)
        } else {
            Issue.record("no bar or no grid lines")
        }
    }

    @Test func datesGetCalendarTicksWithTheirLabels() {
        let start = Date(timeIntervalSince1970: 1_699_920_000)  // 14 November 2023, 00:00 UTC
        let html = draw {
            Chart {
                ForEach(0..<8, id: \.self) { day in
                    LineMark(
                        x: .value("Day", start.addingTimeInterval(Double(day) * 86_400)),
                        y: .value("Mood", [3, 4, 2, 5, 4, 4, 3, 5][day]))
                }
            }
        }
        // A week on 306 pt: a tick every second day, labelled with its month and day, after its line.
        for label in ["Nov 14", "Nov 16", "Nov 18", "Nov 20"] { #expect(html.contains(">\(label)<"), "\(label)") }
        #expect(!html.contains(">Nov 15<"))
    }

    @Test func thePlotStyleDrawsUnderThePlot() {
        let html = draw {
            Chart {
                PointMark(x: .value("X", 1), y: .value("Y", 2))
            }
            .chartPlotStyle { plot in
                plot.background(Color.purple.opacity(0.25))
            }
        }
        guard let background = html.range(of: "rgba(175,82,222,0.25)"), let svg = html.range(of: "<svg ") else {
            Issue.record("the plot's background and the chart's SVG")
            return
        }
        #expect(background.lowerBound < svg.lowerBound, "under the marks")
    }

    @Test func areasOfSeveralSeriesStack() {
        let html = draw {
            Chart {
                ForEach(["Solar", "Wind"], id: \.self) { source in
                    ForEach(0..<3, id: \.self) { hour in
                        AreaMark(x: .value("Hour", hour), y: .value("Power", source == "Solar" ? 2 : 1))
                            .foregroundStyle(by: .value("Source", source))
                    }
                }
            }
            .chartYAxis(.hidden)
            .chartXAxis(.hidden)
            .chartLegend(.hidden)
        }
        // Two areas; the second lies on the first: its base is the first's top, and the plot's top is 3.
        let paths = html.components(separatedBy: "<path d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        guard paths.count == 2 else {
            Issue.record("two areas: \(paths)")
            return
        }
        func ys(_ data: Substring) -> [Double] {
            data.split(whereSeparator: { "MLZ".contains($0) }).compactMap {
                Double($0.split(separator: ",").last ?? "")
            }
        }
        let (solar, wind) = (ys(paths[0]), ys(paths[1]))
        #expect(Set(wind.suffix(3)) == Set(solar.prefix(3)), "the wind's base is the solar top")
        #expect(solar.suffix(3).allSatisfy { abs($0 - solar.suffix(3).first!) < 0.01 }, "solar from zero")
        #expect(abs((solar.suffix(3).first! - solar.first!) - 2 * (wind.suffix(3).first! - wind.first!)) < 0.05)
    }

    @Test func anAnnotationIsMadeForItsMarksSize() {
        let html = draw {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
                    .annotation(position: .overlay) { context in
                        Text("\(Int(context.targetSize.height.rounded()))")
                    }
            }
            .chartYScale(domain: 0...4)
        }
        guard let bar = rects(html).first else {
            Issue.record("no bar")
            return
        }
        #expect(html.contains(">\(Int(bar.height.rounded()))<"), "the label says the bar's height, \(bar.height)")
    }
}

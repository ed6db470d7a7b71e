import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The render clock, time zone and locale every snapshot uses, so output is deterministic.
let snapshotNow = Date(timeIntervalSince1970: 1_717_000_000)

let smallSize = CGSize(width: 158, height: 158)
let mediumSize = CGSize(width: 338, height: 158)

/// The light and dark renderings of `content` as one reference text.
@MainActor
func renderBoth<V: View>(size: CGSize, @ViewBuilder _ content: () -> V) -> String {
    let view = content()
    var out = ""
    for scheme in [ColorScheme.light, .dark] {
        let snapshot = WidgetSnapshot(size: size, colorScheme: scheme) { view }.environment {
            $0.now = snapshotNow
            $0.timeZone = TimeZone(identifier: "UTC")!
            $0.locale = Locale(identifier: "en_US")
        }
        out += snapshot.bodyHTML
    }
    return out
}

@MainActor
func snap<V: View>(
    _ name: String, size: CGSize = smallSize, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation, @ViewBuilder _ content: () -> V
) {
    assertSnapshot(renderBoth(size: size, content), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

@MainActor
@Suite struct ViewSnapshotTests {
    @Test func sampleTaskList() {
        let tasks = [
            SampleTask(id: 1, title: "Buy oat milk", isDone: true, isFlagged: false),
            SampleTask(id: 2, title: "Call the plumber about the leak", isDone: false, isFlagged: true),
            SampleTask(id: 3, title: "Water the plants", isDone: false, isFlagged: false),
        ]
        snap("sample-task-list", size: mediumSize) { SampleTaskListView(tasks: tasks) }
        snap("sample-task-list-placeholder", size: mediumSize) {
            SampleTaskListView(tasks: tasks).redacted(reason: .placeholder)
        }
        snap("sample-task-list-empty") { SampleTaskListView(tasks: []) }
    }

    @Test func textStyles() {
        snap("text-styles", size: CGSize(width: 338, height: 354)) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Large Title").font(.largeTitle)
                Text("Title").font(.title)
                Text("Title 2").font(.title2)
                Text("Title 3").font(.title3)
                Text("Headline").font(.headline)
                Text("Body")
                Text("Callout").font(.callout)
                Text("Subheadline").font(.subheadline)
                Text("Footnote").font(.footnote)
                Text("Caption").font(.caption)
                Text("Caption 2").font(.caption2)
            }
        }
    }

    @Test func textModifiers() {
        snap("text-modifiers", size: mediumSize) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Bold").bold() + Text(" italic").italic() + Text(" red").foregroundColor(.red)
                Text("Struck through").strikethrough(true, color: .red)
                Text("Underlined").underline()
                Text("Semibold 13").font(.system(size: 13, weight: .semibold))
                Text("Rounded title").font(.system(.title3, design: .rounded, weight: .bold))
                Text("1234567890").font(.body.monospacedDigit())
                Text("Secondary").foregroundStyle(.secondary)
            }
        }
        snap("text-environment", size: mediumSize) {
            VStack(spacing: 4) {
                Text("A long line of text that wraps onto a second line and is then cut off at two lines")
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
                Text("Shrinks").minimumScaleFactor(0.5).textCase(.uppercase)
                Text(verbatim: "<escaped & \"quoted\">").fontWeight(.heavy)
            }
            .font(.footnote)
            .foregroundStyle(.indigo)
        }
    }

    @Test func dates() {
        let later = snapshotNow.addingTimeInterval(2 * 3600 + 5 * 60)
        snap("text-dates") {
            VStack(alignment: .leading) {
                Text(snapshotNow, style: .time)
                Text(snapshotNow, style: .date)
                Text(later, style: .relative)
                Text(later, style: .offset)
                Text(snapshotNow.addingTimeInterval(-303), style: .timer)
            }
            .font(.caption)
        }
    }

    @Test func colors() {
        let colors: [Color] = [
            .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray,
        ]
        snap("colors", size: mediumSize) {
            VStack(spacing: 6) {
                HStack(spacing: 4) {
                    ForEach(0..<colors.count, id: \.self) { index in
                        Circle().fill(colors[index]).frame(width: 20, height: 20)
                    }
                }
                HStack(spacing: 4) {
                    Rectangle().fill(Color(red: 0.2, green: 0.4, blue: 0.6))
                    Rectangle().fill(Color(white: 0.5, opacity: 0.5))
                    Rectangle().fill(Color.blue.opacity(0.3))
                    Rectangle().fill(.fill.tertiary)
                    Rectangle().fill(.background.secondary)
                    Rectangle().fill(.tint)
                }
                .frame(height: 30)
                HStack {
                    Text("Primary").foregroundStyle(.primary)
                    Text("Secondary").foregroundStyle(.secondary)
                    Text("Tertiary").foregroundStyle(.tertiary)
                    Text("Quaternary").foregroundStyle(.quaternary)
                }
                .font(.caption)
                HStack {
                    Text("Red").foregroundStyle(.secondary)
                    Text("Tint").foregroundStyle(.tint)
                }
                .foregroundStyle(.red)
                .tint(.purple)
                .font(.caption)
            }
        }
    }

    @Test func symbols() {
        let names = [
            "circle", "checkmark.circle", "checkmark.circle.fill", "exclamationmark.circle.fill", "minus.circle.fill",
            "plus", "plus.circle", "plus.circle.fill", "checklist", "drop.fill", "star", "star.fill", "calendar",
            "flag.fill", "checkmark", "xmark", "list.bullet", "clock", "exclamationmark.triangle.fill",
            "no.such.symbol",
        ]
        snap("symbols", size: mediumSize) {
            VStack(spacing: 10) {
                HStack(spacing: 10) {
                    ForEach(names.prefix(10), id: \.self) { Image(systemName: $0) }
                }
                HStack(spacing: 10) {
                    ForEach(names.suffix(10), id: \.self) { Image(systemName: $0) }
                }
                HStack {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill")
                    Image(systemName: "star.fill").imageScale(.large)
                    Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.green)
                    Label("Label", systemImage: "calendar").font(.caption)
                    Text("Inline \(Image(systemName: "drop.fill")) symbol").font(.caption)
                }
                .foregroundStyle(.blue)
            }
            .font(.title3)
        }
    }

    @Test func unknownSymbolWarnsOnce() {
        let snapshot = WidgetSnapshot(size: smallSize) {
            HStack {
                Image(systemName: "made.up")
                Image(systemName: "made.up")
            }
        }
        #expect(snapshot.warnings.count == 1)
        #expect(snapshot.bodyHTML.contains("symbol missing"))
    }

    @Test func layout() {
        snap("padding-frame", size: mediumSize) {
            HStack(alignment: .top, spacing: 8) {
                Text("pad").padding().background(.yellow)
                Text("h").padding(.horizontal, 12).background(.orange)
                Text("insets").padding(EdgeInsets(top: 2, leading: 8, bottom: 12, trailing: 4)).background(.mint)
                Text("fixed").frame(width: 60, height: 40, alignment: .bottomTrailing).background(.teal)
                Text("max").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .background(.pink.opacity(0.3))
            }
        }
        snap("background-overlay", size: mediumSize) {
            HStack(spacing: 12) {
                Text("In shape").padding(8).background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                Text("View").padding(8).background(alignment: .bottom) { Capsule().fill(.green).frame(height: 4) }
                Circle().fill(.orange).frame(width: 44, height: 44)
                    .overlay { Image(systemName: "star.fill").foregroundStyle(.white) }
                Rectangle().fill(.indigo).frame(width: 44, height: 44)
                    .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 12, height: 12) }
                    .clipShape(RoundedRectangle(cornerRadius: 10))
            }
        }
        snap("paint", size: mediumSize) {
            HStack(spacing: 12) {
                Text("Faded").opacity(0.4)
                Text("Scaled").scaleEffect(1.3)
                Rectangle().fill(.purple).frame(width: 40, height: 40).cornerRadius(6)
                Text("Clipped").padding(6).background(.yellow).clipShape(Capsule())
            }
        }
    }

    @Test func stacksAndShapes() {
        snap("shapes", size: mediumSize) {
            HStack(spacing: 10) {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.orange)
                Capsule().fill(.green)
                Circle().stroke(.blue, lineWidth: 4)
                RoundedRectangle(cornerRadius: 8).strokeBorder(.purple, lineWidth: 3)
                ContainerRelativeShape().fill(.fill.secondary)
            }
            .frame(height: 60)
        }
        snap("zstack-divider-spacer", size: mediumSize) {
            VStack(alignment: .leading) {
                ZStack(alignment: .bottomTrailing) {
                    RoundedRectangle(cornerRadius: 10).fill(.blue)
                    Text("Z").font(.title).foregroundStyle(.white).padding(6)
                }
                .frame(height: 50)
                Divider()
                HStack {
                    Text("Left")
                    Spacer()
                    Divider()
                    Text("Right")
                }
            }
        }
    }

    @Test func progressAndGauges() {
        snap("progress", size: mediumSize) {
            VStack(spacing: 12) {
                ProgressView()
                ProgressView(value: 0.6) { Text("Upload").font(.caption) }
                ProgressView("Steps", value: 3, total: 4).tint(.green)
            }
        }
        snap("gauges", size: mediumSize) {
            HStack(spacing: 16) {
                Gauge(value: 0.7) {
                    Text("Done")
                } currentValueLabel: {
                    Text("7")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 12, in: 0...20) {
                    Text("Tasks")
                } currentValueLabel: {
                    Text("12")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("20")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.4) {
                    Text("Cap")
                } currentValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                VStack {
                    Gauge(value: 0.3) { Text("Linear") }.gaugeStyle(.accessoryLinear)
                    Gauge(value: 0.8) { Text("Default") }
                }
            }
        }
    }

    @Test func controlsAndLinks() {
        snap("link-toggle-chrome", size: mediumSize) {
            VStack(alignment: .leading, spacing: 10) {
                Link("Open tasks", destination: URL(string: "taskwidgets://open")!)
                Link(destination: URL(string: "taskwidgets://task/1")!) {
                    Label("Task 1", systemImage: "checkmark.circle")
                }
                .tint(.orange)
                ChromeSample()
                ChromeSample().buttonStyle(.borderedProminent).toggleStyle(.button)
                ChromeSample().buttonStyle(.bordered).labelsHidden().disabled(true)
            }
        }
    }

    @Test func redactionAndAttributes() {
        snap("redaction", size: mediumSize) {
            VStack(alignment: .leading) {
                Text("Placeholder text that wraps").redacted(reason: .placeholder)
                HStack {
                    Image(systemName: "star.fill")
                    Text("Unredacted").unredacted()
                }
                .redacted(reason: .placeholder)
                Text("Private").privacySensitive().redacted(reason: .privacy)
                Text("Public").redacted(reason: .privacy)
            }
        }
        snap("attributes", size: mediumSize) {
            VStack {
                Text("3").contentTransition(.numericText())
                Image(systemName: "checkmark.circle.fill").contentTransition(.symbolEffect(.replace))
                Text("Row").transition(.opacity).animation(.easeInOut(duration: 0.3), value: 1).id("row-1")
                Text("Dimmed while running").invalidatableContent()
                Image(systemName: "star").accessibilityLabel("Favorite")
            }
        }
    }
}

/// Stands in for the WidgetKit side's Button(intent:)/Toggle(isOn:intent:), which draw with ControlChrome.
private struct ChromeSample: View {
    var body: some View { ChromeSampleLeaf() }
}

private struct ChromeSampleLeaf: NodeListView, View {
    typealias Body = Never
    func makeNodes(in context: RenderContext) -> [HTMLNode] {
        let label = Text("Done").renderNodes(in: context)
        return [
            HTMLNode(
                classes: ["hstack"], style: [("gap", "12px")],
                content: .children([
                    ControlChrome.buttonNode(label: label, in: context),
                    ControlChrome.toggleNode(isOn: true, label: label, in: context),
                    ControlChrome.toggleNode(isOn: false, label: label, in: context),
                ]))
        ]
    }
}

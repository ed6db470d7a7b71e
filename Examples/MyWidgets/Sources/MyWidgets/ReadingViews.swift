import AppIntents
import SwiftUI
import WidgetKit

/// A check box beside the label instead of a switch (a custom style the widget's toggle is drawn with).
public struct CheckBoxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.teal : Color.secondary)
            configuration.label
        }
    }
}

/// A capsule button.
public struct CapsuleButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.teal.opacity(configuration.isPressed ? 0.35 : 0.2)))
    }
}

/// Today's progress as a ring: a trimmed circle over a faint one.
public struct ProgressRing: View {
    public var progress: Double

    public init(progress: Double) {
        self.progress = progress
    }

    public var body: some View {
        ZStack {
            Circle()
                .stroke(Color.teal.opacity(0.2), lineWidth: 6)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [.teal, .blue], center: .center),
                    style: StrokeStyle(lineWidth: 6, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.caption2.bold())
                .minimumScaleFactor(0.5)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

/// A bar as wide as its container allows, filled to `progress`.
struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(LinearGradient(colors: [.teal, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 6)
    }
}

/// The last seven days as dots, in a grid under their initials.
struct WeekGrid: View {
    var week: [Bool]

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                ForEach(Array(["M", "T", "W", "T", "F", "S", "S"].enumerated()), id: \.offset) { _, day in
                    Text(day).font(.caption2).foregroundStyle(.secondary)
                }
            }
            GridRow {
                ForEach(Array(week.enumerated()), id: \.offset) { _, met in
                    Circle()
                        .fill(met ? Color.teal.gradient : Color.gray.opacity(0.3).gradient)
                        .frame(width: 8, height: 8)
                }
            }
        }
        .accessibilityLabel("\(week.filter { $0 }.count) of 7 days read")
    }
}

/// The reading widget: small shows the ring; medium adds the book, the week and the check.
public struct ReadingWidgetView: View {
    public var entry: ReadingEntry
    @Environment(\.widgetFamily) private var family

    public init(entry: ReadingEntry) {
        self.entry = entry
    }

    public var body: some View {
        Group {
            if family == .systemSmall {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Reading \(Image(systemName: "book.fill"))")
                        .font(.headline)
                        .foregroundStyle(.teal)
                    ProgressRing(progress: entry.progress)
                    Text(entry.book.title)
                        .font(.caption)
                        .lineLimit(1)
                }
            } else {
                HStack(spacing: 14) {
                    ProgressRing(progress: entry.progress)
                        .frame(width: 64)
                    VStack(alignment: .leading, spacing: 6) {
                        ViewThatFits(in: .horizontal) {
                            Text("\(entry.book.title) — \(entry.pagesRead) of \(entry.goal) pages today")
                            Text("\(entry.book.title) — \(entry.pagesRead)/\(entry.goal)")
                            Text(entry.book.title)
                        }
                        .font(.headline)
                        ProgressBar(progress: entry.progress)
                        WeekGrid(week: entry.week)
                            .fixedSize()
                        Toggle(isOn: entry.progress >= 1, intent: LogReadingIntent(bookID: entry.book.id)) {
                            Text("Read today")
                                .font(.caption)
                        }
                        .toggleStyle(CheckBoxToggleStyle())
                        // VoiceOver names the book: "Read today" alone does not say what was read.
                        .accessibilityLabel("Mark \(entry.book.title) as read today")
                    }
                    .layoutPriority(1)
                }
            }
        }
        .widgetURL(URL(string: "mywidgets://book/\(entry.book.id)"))
        .containerBackground(for: .widget) {
            Color("Paper")
        }
    }
}

/// A settings row a widget can show: a switch whose label holds a link to the app's settings.
public struct ReminderToggle: View {
    public var isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    public var body: some View {
        Toggle(isOn: isOn, intent: LogReadingIntent(bookID: "reminder")) {
            HStack {
                Text("Remind me")
                Link("Settings", destination: URL(string: "mywidgets://settings")!)
                Spacer()
            }
        }
        .font(.caption)
    }
}

/// A reading goal at a glance.
public struct ReadingWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Reading", intent: ReadingConfiguration.self, provider: ReadingProvider()) {
            entry in
            ReadingWidgetView(entry: entry)
        }
        .configurationDisplayName("Reading Goal")
        .description("Pages read today, and the week.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

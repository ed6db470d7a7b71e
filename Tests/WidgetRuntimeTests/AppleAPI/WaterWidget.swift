import AppIntents
import Combine
import SwiftUI
import WidgetKit

/// The app's model, observed by SwiftUI code.
final class HydrationModel: ObservableObject {
    @Published var glasses = 3
    let goal = 8
}

/// Logs a glass of water (the widget's button and toggle).
struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource { "Log a Glass" }

    func perform() async throws -> some IntentResult { .result() }
}

/// A check mark beside the label, instead of a switch.
struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? Color.green : Color.secondary)
            configuration.label
        }
    }
}

/// A small capsule.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.bold())
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue.opacity(configuration.isPressed ? 0.4 : 0.18)))
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let drank: Bool
    let reminders: Bool

    var nextGlass: ClosedRange<Date> { date.addingTimeInterval(-600)...date.addingTimeInterval(1200) }
}

struct GlassCount: View {
    @EnvironmentObject var model: HydrationModel

    var body: some View {
        Text("\(model.glasses) of \(model.goal) glasses")
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}

struct WaterView: View {
    var entry: WaterEntry
    @ObservedObject var model: HydrationModel

    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Water \(Image(systemName: "drop.fill"))")
                .font(.headline)
                .foregroundStyle(.blue)
            Text("Last glass at \(entry.date, formatter: Self.time)")
                .font(.caption)
            GlassCount()
            ProgressView(timerInterval: entry.nextGlass, countsDown: false) {
                Text("Next glass")
                    .font(.caption2)
            }
            .tint(.blue)
            Toggle(isOn: entry.drank, intent: LogGlassIntent()) {
                Text("Drank a glass")
            }
            .toggleStyle(CheckToggleStyle())
            HStack {
                Button("Log", intent: LogGlassIntent())
                    .buttonStyle(PillButtonStyle())
                Button {
                    model.glasses += 1
                } label: {
                    Text("Later")
                }
                .accessibilityHint("Does nothing in a widget")
            }
            Toggle(isOn: entry.reminders, intent: LogGlassIntent()) {
                HStack {
                    Text("Reminders")
                    Link("Settings", destination: URL(string: "water://settings")!)
                    Spacer()
                }
            }
        }
        .font(.subheadline)
        .environmentObject(model)
        .onAppear {
            model.glasses = 0
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Water")
        .accessibilityAddTraits(.isSummaryElement)
        .containerBackground(.background, for: .widget)
    }
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: .now, drank: false, reminders: true) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Water", provider: WaterProvider()) { entry in
            WaterView(entry: entry, model: HydrationModel())
        }
        .configurationDisplayName("Water")
        .supportedFamilies([.systemLarge])
    }
}

// Controls (iOS 18) as Xcode's widget extension template and public extensions write them: a toggle whose
// value comes from a provider and whose action is a SetValueIntent, and a button that performs an App Intent,
// in a bundle beside an ordinary widget that is kept off StandBy. They must compile unchanged with Xcode.
import AppIntents
import SwiftUI
import WidgetKit

struct PorchLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "PorchLight", provider: Provider()) { isOn in
            ControlWidgetToggle("Porch Light", isOn: isOn, action: SetPorchLightIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "bolt.fill" : "bolt")
            }
            .tint(.orange)
        }
        .displayName("Porch Light")
        .description("Turns the porch light on or off.")
    }
}

extension PorchLightControl {
    struct Provider: ControlValueProvider {
        var previewValue: Bool { true }

        func currentValue() async throws -> Bool {
            false
        }
    }
}

struct SetPorchLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set the porch light"

    @Parameter(title: "Light is on")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct FeedCatControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "FeedCat") {
            ControlWidgetButton(action: FeedCatIntent()) {
                Label("Feed Cat", systemImage: "fork.knife")
            }
            .disabled(false)
        }
        .displayName("Feed Cat")
    }
}

struct FeedCatIntent: AppIntent {
    static let title: LocalizedStringResource = "Feed the cat"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PorchWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Porch", provider: PorchProvider()) { entry in
            Text(entry.date, style: .time)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Porch")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
    }
}

struct PorchEntry: TimelineEntry {
    let date: Date
}

struct PorchProvider: TimelineProvider {
    func placeholder(in context: Context) -> PorchEntry {
        PorchEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (PorchEntry) -> Void) {
        completion(PorchEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PorchEntry>) -> Void) {
        completion(Timeline(entries: [PorchEntry(date: Date())], policy: .never))
    }
}

struct PorchBundle: WidgetBundle {
    var body: some Widget {
        PorchWidget()
        PorchLightControl()
        FeedCatControl()
    }
}

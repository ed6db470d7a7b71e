// The Lock Screen and Dynamic Island views of the laundry Live Activity, in a bundle beside an ordinary widget,
// as Xcode's widget extension template puts them.
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct LaundryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            LaundryLockScreenView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(Color.indigo.opacity(0.85))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Label(context.attributes.machine, systemImage: "drop.fill")
                        .font(.headline)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                        .font(.title2.monospacedDigit())
                        .foregroundStyle(.cyan)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.program)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress) {
                        Text(context.state.phase.title)
                    }
                    .tint(.cyan)
                }
                .contentMargins(.horizontal, 20)
            } compactLeading: {
                Image(systemName: "drop.fill")
                    .foregroundStyle(.cyan)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
                    .monospacedDigit()
            } minimal: {
                ProgressView(value: context.state.progress)
                    .progressViewStyle(.circular)
                    .tint(.cyan)
            }
            .keylineTint(.cyan)
            .contentMargins(.trailing, 10, for: .compactTrailing)
            .widgetURL(URL(string: "laundry://machine/3"))
        }
    }
}

struct LaundryLockScreenView: View {
    let attributes: LaundryAttributes
    let state: LaundryAttributes.ContentState
    let isStale: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: state.phase == .done ? "checkmark.circle.fill" : "drop.fill")
                .font(.title)
            VStack(alignment: .leading, spacing: 4) {
                Text(attributes.machine)
                    .font(.headline)
                Text(isStale ? "Waiting for the machine…" : state.phase.title)
                    .font(.subheadline)
                ProgressView(value: state.progress)
                    .tint(.white)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 6) {
                Text(state.phase == .done ? "Ready" : "\(state.minutesLeft) min")
                    .font(.title3.bold())
                if state.phase != .done {
                    // Interactive Live Activities (iOS 17): the intent ends the activity from the Lock Screen.
                    Button(intent: StopLaundryIntent(machine: attributes.machine)) {
                        Label("Stop", systemImage: "xmark")
                    }
                    .font(.caption)
                }
            }
        }
        .foregroundStyle(.white)
        .padding(16)
    }
}

extension LaundryAttributes.ContentState.Phase {
    var title: String {
        switch self {
        case .washing: "Washing"
        case .rinsing: "Rinsing"
        case .spinning: "Spinning"
        case .done: "Done"
        }
    }
}

/// Stops a machine's cycle: ends its Live Activity, as a `LiveActivityIntent` in the widget extension does.
struct StopLaundryIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Stop the Cycle" }

    @Parameter(title: "Machine")
    var machine: String

    init() {}

    init(machine: String) {
        self.machine = machine
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<LaundryAttributes>.activities where activity.attributes.machine == machine {
            let final = LaundryAttributes.ContentState(phase: .done, minutesLeft: 0, progress: 1)
            await activity.end(ActivityContent(state: final, staleDate: nil), dismissalPolicy: .immediate)
        }
        return .result()
    }
}

/// The extension's widgets: an ordinary one and the Live Activity.
struct LaundryBundle: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
        LaundryLiveActivity()
    }
}

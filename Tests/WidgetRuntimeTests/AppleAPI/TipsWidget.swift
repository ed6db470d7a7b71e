// A café's tip tally as a small widget draws one: the day's total in a labelled group box, its currency
// symbol at the secondary text scale of iOS 17, a note a shared app view marks selectable, and a tally that
// adds a tip inside `withAnimation`, as code shared with the app does. Written only against Apple's API.
import SwiftUI
import WidgetKit

struct TipsEntry: TimelineEntry {
    let date: Date
    let total: Int
    let orders: Int
}

/// The tally the app and the widget share: the app animates a new tip in, the widget just draws the total.
struct TipsTally {
    var total = 0
    var orders = 0

    /// Adds a tip as the app's button does, animated there; returns the new total.
    mutating func add(_ tip: Int, onSettled: @escaping () -> Void = {}) -> Int {
        withAnimation(.smooth, completionCriteria: .removed) {
            total += tip
            orders += 1
            return total
        } completion: {
            onSettled()
        }
    }

    /// Clears the day, without a completion.
    mutating func reset() -> Int {
        withAnimation(.easeOut) {
            total = 0
            orders = 0
            return total
        }
    }
}

struct TipsProvider: TimelineProvider {
    func placeholder(in context: Context) -> TipsEntry {
        TipsEntry(date: .now, total: 42, orders: 6)
    }

    func getSnapshot(in context: Context, completion: @escaping (TipsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TipsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TipsView: View {
    var entry: TipsEntry

    var body: some View {
        GroupBox("Today") {
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text("$")
                    .textScale(.secondary)
                Text("\(entry.total)")
                    .font(.title)
            }
            Text("\(entry.orders) orders")
                .font(.caption)
                .foregroundStyle(.secondary)
                .textSelection(.enabled)
        }
        .containerBackground(.background, for: .widget)
    }
}

/// The same group box without a title, and with a view as its label, as other widgets write it.
struct TipsVariantsView: View {
    var body: some View {
        VStack(spacing: 6) {
            GroupBox {
                Text("No label")
            }
            GroupBox {
                Text("12")
                    .textScale(.secondary, isEnabled: false)
            } label: {
                Label("Card", systemImage: "creditcard")
            }
            .textSelection(.disabled)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TipsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tips", provider: TipsProvider()) { entry in
            TipsView(entry: entry)
        }
        .configurationDisplayName("Tips")
        .supportedFamilies([.systemSmall])
    }
}

/// A "new tip" badge over the tally: a decoration laid over a link that must not take its taps, a pulse the
/// app repeats (a widget never does), a hairline drawn a pixel thick at the display's scale, and no pulse at all
/// with Reduce Motion on.
struct TipsBadgeView: View {
    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The hairline under the badge, empty when there is no width to draw it in.
    static func hairline(width: CGFloat) -> Path {
        var path = Path()
        guard width > 0 else { return path }
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: width, y: 0))
        return path
    }

    var body: some View {
        Link(destination: URL(string: "tips://today")!) {
            Text("$42")
                .font(.title)
        }
        .overlay(alignment: .topTrailing) {
            Circle()
                .fill(.orange)
                .frame(width: 10, height: 10)
                .allowsHitTesting(false)
                .animation(reduceMotion ? nil : .easeInOut.repeatForever(autoreverses: true), value: displayScale)
        }
        .overlay(alignment: .bottom) {
            Self.hairline(width: 60)
                .stroke(.secondary, lineWidth: 1 / displayScale)
                .frame(height: 1)
                .allowsHitTesting(true)
        }
        .onAppear {
            // As an app does after its tip jar changed: no recommendation depends on it here.
            WidgetCenter.shared.invalidateConfigurationRecommendations()
        }
        .containerBackground(.background, for: .widget)
    }
}

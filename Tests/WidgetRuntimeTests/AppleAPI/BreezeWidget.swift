// A weather widget written for iOS 14–16, as many public ones still are: no containerBackground, a padded
// stack with its own background, more content than a small widget holds. Must compile unchanged with Xcode.
import SwiftUI
import WidgetKit

struct BreezeEntry: TimelineEntry {
    let date: Date
    let city: String
    let symbol: String
    let celsius: Double
}

struct BreezeProvider: TimelineProvider {
    func placeholder(in context: Context) -> BreezeEntry {
        BreezeEntry(date: Date(timeIntervalSince1970: 0), city: "Bergen", symbol: "cloud.sun.fill", celsius: 12.5)
    }

    func getSnapshot(in context: Context, completion: @escaping (BreezeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BreezeEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct BreezeView: View {
    var entry: BreezeEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack {
                Spacer()
                Text("Updated").font(.caption).foregroundColor(.gray)
                Text(entry.city).font(.body)
                Image(systemName: entry.symbol)
                    .renderingMode(.original)
                    .font(.title)
                    .padding(10)
                Text(String(format: "%.1f °C", entry.celsius))
                    .font(.title)
                    .fontWeight(.bold)
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .padding(10)
            .background(Color.primary.opacity(0.1))
        default:
            HStack(spacing: 20) {
                Image(systemName: entry.symbol)
                    .renderingMode(.original)
                    .font(.largeTitle)
                VStack(alignment: .leading) {
                    Text(entry.city).font(.title)
                    Text(String(format: "%.1f °C", entry.celsius)).font(.title).bold()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.primary.opacity(0.1))
        }
    }
}

/// The same content adopting iOS 17: a container background, and padding of its own on top of the system's
/// content margins (double padding, as on iOS).
struct BreezeModernView: View {
    var entry: BreezeEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city).font(.headline)
            Text(String(format: "%.0f°", entry.celsius)).font(.largeTitle)
            Spacer()
            Image(systemName: entry.symbol).renderingMode(.original)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .padding(8)
        .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct BreezeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Breeze", provider: BreezeProvider()) { entry in
            BreezeView(entry: entry)
        }
        .configurationDisplayName("Breeze")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct BreezeModernWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BreezeModern", provider: BreezeProvider()) { entry in
            BreezeModernView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

struct BreezeModernEdgeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BreezeModernEdge", provider: BreezeProvider()) { entry in
            BreezeModernView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

struct BreezeBundle: WidgetBundle {
    var body: some Widget {
        BreezeWidget()
        BreezeModernWidget()
        BreezeModernEdgeWidget()
    }
}

/// An iOS 17 widget whose padded content is taller than the small widget: iOS centres it, its background
/// running past the margins, and the widget's shape clips it.
struct BreezeTallView: View {
    var entry: BreezeEntry

    var body: some View {
        VStack(spacing: 6) {
            Text(entry.city).font(.title2)
            Image(systemName: entry.symbol).renderingMode(.original).font(.largeTitle)
            Text(String(format: "%.1f °C", entry.celsius)).font(.title).bold()
            Text("Wind 4 m/s").font(.footnote)
        }
        .padding()
        .background(.orange.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
        .containerBackground(.background, for: .widget)
    }
}

// A widget configured by a SiriKit intent of an `.intentdefinition` file, as widgets written for iOS 14–16 are
// (and many still ship): `TripIntent`, `Destination` and `TemperatureUnit` are what Xcode generates from
// AppleAPI/Trip.intentdefinition. Written only against Apple's API.
import Intents
import SwiftUI
import WidgetKit

struct TripEntry: TimelineEntry {
    let date: Date
    let city: String
    let daysLeft: Int?
    let temperatures: [String]
    let showsForecast: Bool
    var tags: [String] = []
}

struct TripProvider: IntentTimelineProvider {
    /// Made-up forecasts in degrees Celsius, by city identifier.
    static let forecasts: [String: [Double]] = ["lisbon": [21, 23, 19, 18, 22], "oslo": [-3, -1, 2, 0, -5]]

    /// The current date and the calendar days are counted in (a test sets both).
    var now: @Sendable () -> Date = { Date() }
    var calendar = Calendar.current

    func placeholder(in context: Context) -> TripEntry {
        TripEntry(date: Date(), city: "City", daysLeft: 0, temperatures: [], showsForecast: false)
    }

    func getSnapshot(for configuration: TripIntent, in context: Context, completion: @escaping (TripEntry) -> Void) {
        completion(entry(for: configuration, on: now()))
    }

    func getTimeline(
        for configuration: TripIntent, in context: Context, completion: @escaping (Timeline<TripEntry>) -> Void
    ) {
        let today = now()
        let midnight = calendar.startOfDay(for: today).addingTimeInterval(86_400)
        let entries = [entry(for: configuration, on: today), entry(for: configuration, on: midnight)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    func recommendations() -> [IntentRecommendation<TripIntent>] {
        ["Lisbon", "Oslo"].map { name in
            let intent = TripIntent()
            intent.destination = Destination(identifier: name.lowercased(), display: name)
            return IntentRecommendation(intent: intent, description: name)
        }
    }

    private func entry(for configuration: TripIntent, on date: Date) -> TripEntry {
        let city = configuration.destination ?? Destination(identifier: "lisbon", display: "Lisbon")
        let days = configuration.forecastDays?.intValue ?? 3
        let celsius = Self.forecasts[city.identifier ?? ""] ?? []
        let temperatures = celsius.prefix(days).map { value in
            switch configuration.unit {
            case .fahrenheit: "\(Int((value * 9 / 5 + 32).rounded()))°F"
            case .celsius, .unknown: "\(Int(value))°C"
            }
        }
        var daysLeft: Int?
        if let departure = configuration.departure, let day = calendar.date(from: departure) {
            let start = calendar.startOfDay(for: date)
            daysLeft = calendar.dateComponents([.day], from: start, to: day).day
        }
        return TripEntry(
            date: date, city: [city.displayString, city.country].compactMap { $0 }.joined(separator: ", "),
            daysLeft: daysLeft, temperatures: Array(temperatures),
            showsForecast: configuration.showsForecast?.boolValue ?? true, tags: configuration.tags ?? [])
    }
}

struct TripView: View {
    var entry: TripEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.city)
                .font(.headline)
            if let daysLeft = entry.daysLeft {
                Text(daysLeft == 1 ? "Tomorrow" : "In \(daysLeft) days")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if !entry.tags.isEmpty {
                Text(entry.tags.joined(separator: " · "))
                    .font(.caption)
            }
            if entry.showsForecast {
                HStack(spacing: 6) {
                    ForEach(entry.temperatures, id: \.self) { temperature in
                        Text(temperature)
                            .font(.caption.monospacedDigit())
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.teal.opacity(0.2), for: .widget)
    }
}

struct TripWidget: Widget {
    let kind = "Trip"
    var provider = TripProvider()

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: TripIntent.self, provider: provider) { entry in
            TripView(entry: entry)
        }
        .configurationDisplayName("Trip")
        .description("The weather where you are going, and the days until you leave.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

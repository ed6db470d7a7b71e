import AppIntents
import SwiftUI
import WidgetKit

/// A book on the reader's shelf: few enough that its query lists them all.
struct ShelfBook: AppEntity {
    let id: Int
    let title: String
    let pages: Int

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Book" }
    static var defaultQuery: ShelfQuery { ShelfQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    static let shelf = [
        ShelfBook(id: 1, title: "Middlemarch", pages: 880),
        ShelfBook(id: 2, title: "Kindred", pages: 264),
        ShelfBook(id: 3, title: "Solaris", pages: 204),
    ]
}

struct ShelfQuery: EnumerableEntityQuery {
    static var findIntentDescription: IntentDescription? { "Finds books on your shelf." }

    func allEntities() async throws -> [ShelfBook] { ShelfBook.shelf }

    func entities(for identifiers: [ShelfBook.ID]) async throws -> [ShelfBook] {
        ShelfBook.shelf.filter { identifiers.contains($0.id) }
    }
}

struct ShelfConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Reading" }

    @Parameter(title: "Book")
    var book: ShelfBook?

    @Parameter(title: "Also on the shelf")
    var others: [ShelfBook]
}

struct ShelfEntry: TimelineEntry {
    let date: Date
    let title: String
    let others: [String]
}

struct ShelfProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: .now, title: "Book", others: []) }

    func snapshot(for configuration: ShelfConfiguration, in context: Context) async -> ShelfEntry {
        entry(configuration)
    }

    func timeline(for configuration: ShelfConfiguration, in context: Context) async -> Timeline<ShelfEntry> {
        Timeline(entries: [entry(configuration)], policy: .never)
    }

    private func entry(_ configuration: ShelfConfiguration) -> ShelfEntry {
        ShelfEntry(
            date: .now, title: configuration.book?.title ?? "Choose a book",
            others: configuration.others.map(\.title))
    }
}

struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Shelf", intent: ShelfConfiguration.self, provider: ShelfProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.title).font(.headline)
                ForEach(entry.others, id: \.self) { Text($0).font(.caption) }
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Reading")
        .supportedFamilies([.systemSmall])
    }
}

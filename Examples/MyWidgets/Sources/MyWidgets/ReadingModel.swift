import AppIntents
import Foundation

/// A book on the reading list.
public struct Book: AppEntity, Hashable, Sendable {
    public let id: String
    public let title: String
    public let pages: Int

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Book" }
    public static var defaultQuery: BookQuery { BookQuery() }
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
    }

    public static let shelf = [
        Book(id: "dune", title: "Dune", pages: 412),
        Book(id: "emma", title: "Emma", pages: 474),
        Book(id: "kindred", title: "Kindred", pages: 264),
    ]
}

/// Finds books on the shelf.
public struct BookQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [Book.ID]) async throws -> [Book] {
        Book.shelf.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [Book] { Book.shelf }
}

/// How the widget counts progress.
public enum ReadingUnit: String, AppEnum, Sendable {
    case pages
    case percent

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Unit" }
    public static var caseDisplayRepresentations: [ReadingUnit: DisplayRepresentation] {
        [.pages: "Pages", .percent: "Percent"]
    }
}

/// The daily goals offered, grouped.
public struct GoalOptionsProvider: DynamicOptionsProvider {
    public init() {}

    public func results() async throws -> ItemCollection<Int> {
        ItemCollection {
            ItemSection("Gentle") {
                10
                20
            }
            ItemSection("Ambitious") {
                Item(50, title: "50 pages", subtitle: "about an hour")
            }
        }
    }
}

/// What the reading widget shows: one book, a daily goal, and how progress is counted.
public struct ReadingConfiguration: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource { "Reading Goal" }
    public static var description: IntentDescription { "Follow a book and a daily goal." }

    @Parameter(title: "Book")
    public var book: Book?

    /// Pages a day; nil until chosen (Apple's initializer with `optionsProvider:` takes no default for `Int`).
    @Parameter(title: "Daily Goal", optionsProvider: GoalOptionsProvider())
    public var goal: Int?

    @Parameter(title: "Count In", default: .pages)
    public var unit: ReadingUnit

    @Parameter(title: "Show Streak", default: true)
    public var showsStreak: Bool

    public static var parameterSummary: some ParameterSummary {
        When(\.$showsStreak, .equalTo, true) {
            Summary("Read \(\.$goal) a day of \(\.$book)") {
                \.$unit
            }
        } otherwise: {
            Summary("Read \(\.$book)")
        }
    }

    public init() {}

    public init(book: Book, goal: Int, unit: ReadingUnit = .pages) {
        self.book = book
        self.goal = goal
        self.unit = unit
    }
}

/// Marks today's goal as read (the widget's check button).
public struct LogReadingIntent: AppIntent {
    public static var title: LocalizedStringResource { "Log Reading" }
    public static var isDiscoverable: Bool { false }

    @Parameter(title: "Book ID")
    public var bookID: String

    public init() {}

    public init(bookID: String) {
        self.bookID = bookID
    }

    public func perform() async throws -> some IntentResult {
        ReadingLog.shared.markRead(bookID)
        return .result()
    }
}

/// The days a book was read on (in memory: the app's store would be here).
public final class ReadingLog: @unchecked Sendable {
    public static let shared = ReadingLog()
    private let lock = NSLock()
    private var read: Set<String> = []

    public func markRead(_ bookID: String) {
        lock.withLock { _ = read.insert(bookID) }
    }

    public func hasRead(_ bookID: String) -> Bool {
        lock.withLock { read.contains(bookID) }
    }
}

import AppIntents
import Foundation
import WidgetKit

/// One moment of the reading widget's timeline.
public struct ReadingEntry: TimelineEntry, Sendable {
    public let date: Date
    public let book: Book
    public let pagesRead: Int
    public let goal: Int
    public let unit: ReadingUnit
    /// The last seven days, oldest first: whether the goal was met.
    public let week: [Bool]

    public init(date: Date, book: Book, pagesRead: Int, goal: Int, unit: ReadingUnit = .pages, week: [Bool]) {
        self.date = date
        self.book = book
        self.pagesRead = pagesRead
        self.goal = goal
        self.unit = unit
        self.week = week
    }

    /// Today's share of the goal, 0…1.
    public var progress: Double { min(1, Double(pagesRead) / Double(max(goal, 1))) }

    public static let sample = ReadingEntry(
        date: Date(timeIntervalSince1970: 1_710_230_400), book: Book.shelf[0], pagesRead: 12, goal: 20,
        week: [true, true, false, true, true, true, false])
}

/// Makes the reading widget's timeline: an entry now and one an hour later, as the pages add up.
public struct ReadingProvider: AppIntentTimelineProvider {
    public init() {}

    public func recommendations() -> [AppIntentRecommendation<ReadingConfiguration>] {
        Book.shelf.map { book in
            AppIntentRecommendation(
                intent: ReadingConfiguration(book: book, goal: 20), description: "\(book.title), 20 pages")
        }
    }

    public func placeholder(in context: Context) -> ReadingEntry { .sample }

    public func snapshot(for configuration: ReadingConfiguration, in context: Context) async -> ReadingEntry {
        context.isPreview ? .sample : entry(for: configuration, at: .now, pagesRead: 0)
    }

    public func timeline(for configuration: ReadingConfiguration, in context: Context) async -> Timeline<ReadingEntry> {
        let start = Date()
        let entries = [0, 8, 20].enumerated().map { hour, pages in
            entry(for: configuration, at: start.addingTimeInterval(Double(hour) * 3600), pagesRead: pages)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func entry(for configuration: ReadingConfiguration, at date: Date, pagesRead: Int) -> ReadingEntry {
        ReadingEntry(
            date: date, book: configuration.book ?? Book.shelf[0], pagesRead: pagesRead, goal: configuration.goal ?? 20,
            unit: configuration.unit, week: ReadingEntry.sample.week)
    }
}

import Foundation

/// The tasks an empty store gets on the home screen's first run, marked as samples in their titles.
///
/// A store has no language, and every page of `tasks serve` may have its own: the titles are stored in English,
/// with a marker, and each place that shows one (the widgets, the app panel) draws it in its own language.
public enum SampleTasks {
    /// What ends a sample task's stored title.
    public static let marker = " (sample)"

    /// The English titles (keys of the String Catalogs), without the marker.
    public static let titles = ["Plan the week", "Call the dentist", "Read a chapter", "Water the plants"]

    /// Adds the sample tasks: one due `today`, one done.
    public static func add(to store: TaskStore, today: TaskDay = .today()) throws {
        _ = try store.add(title: titles[0] + marker, priority: .high)
        _ = try store.add(title: titles[1] + marker, priority: .medium, dueDate: today)
        _ = try store.add(title: titles[2] + marker, priority: .low)
        let done = try store.add(title: titles[3] + marker, priority: .low)
        _ = try store.setCompleted(id: done.id, true)
    }

    /// The English title of a stored sample task's `title`; nil for any other title (one the person typed, or a
    /// sample they renamed).
    public static func englishTitle(of title: String) -> String? {
        guard title.hasSuffix(marker) else { return nil }
        let base = String(title.dropLast(marker.count))
        return titles.contains(base) ? base : nil
    }
}

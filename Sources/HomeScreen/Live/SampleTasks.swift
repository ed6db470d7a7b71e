import Foundation
import TaskKit

/// The tasks an empty store gets on its first run, marked as samples in their titles.
enum SampleTasks {
    static let marker = " (sample)"

    static func add(to store: TaskStore, today: TaskDay = .today()) throws {
        _ = try store.add(title: "Plan the week" + marker, priority: .high)
        _ = try store.add(title: "Call the dentist" + marker, priority: .medium, dueDate: today)
        _ = try store.add(title: "Read a chapter" + marker, priority: .low)
        let done = try store.add(title: "Water the plants" + marker, priority: .low)
        _ = try store.setCompleted(id: done.id, true)
    }
}

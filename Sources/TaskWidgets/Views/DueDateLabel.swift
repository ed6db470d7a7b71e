import Foundation
import SwiftUI
import TaskKit
import WidgetKit

/// A task's due day: "Today", a short date, or the date in red once it has passed (in the tint on a tinted
/// Home Screen).
public struct DueDateLabel: View {
    let dueDate: TaskDay
    let today: TaskDay
    let isCompleted: Bool

    public init(dueDate: TaskDay, today: TaskDay, isCompleted: Bool) {
        self.dueDate = dueDate
        self.today = today
        self.isCompleted = isCompleted
    }

    public var body: some View {
        Group {
            if dueDate == today {
                Text("Today")
            } else {
                Text(dueDate.date, format: .dateTime.month(.abbreviated).day())
            }
        }
        .font(.caption)
        .foregroundStyle(isOverdue ? Color.red : Color.secondary)
        .widgetAccentable(isOverdue)
        .lineLimit(1)
    }

    private var isOverdue: Bool {
        !isCompleted && dueDate < today
    }
}

extension TaskDay {
    /// Noon of this day in the current time zone: a date that formats as this day everywhere in it.
    public var date: Date {
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = 12
        return Calendar.current.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }
}

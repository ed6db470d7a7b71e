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
    /// The person's calendar: the day is drawn as their calendar names it.
    @Environment(\.calendar) private var calendar
    @Environment(\.colorScheme) private var colorScheme

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
                // Noon of the (Gregorian) day in the person's time zone, named by their calendar.
                Text(
                    dueDate.date(for: calendar),
                    format: Date.FormatStyle(calendar: calendar, timeZone: calendar.timeZone).month(.abbreviated).day())
            }
        }
        .font(.caption)
        .foregroundStyle(isOverdue ? LegibleColor.red(colorScheme) : LegibleColor.secondary(colorScheme))
        .widgetAccentable(isOverdue)
        .lineLimit(1)
    }

    private var isOverdue: Bool {
        !isCompleted && dueDate < today
    }
}

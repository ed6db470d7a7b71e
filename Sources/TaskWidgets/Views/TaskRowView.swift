import SwiftUI
import TaskKit
import WidgetKit

/// A task row that toggles its task when tapped, as the whole row is the button.
struct TaskRowView: View {
    let task: TaskItem
    let today: TaskDay
    let style: TaskRowStyle
    /// The gallery's sample task: its title is a catalog key.
    var isSample = false
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Button(intent: ToggleTaskIntent(taskID: task.id)) {
            HStack(spacing: 8) {
                TaskCheckmark(isCompleted: task.isCompleted)
                    .font(style.symbolFont)
                    .invalidatableContent()
                TaskTitle(task: task, font: style.titleFont, isSample: isSample)
                Spacer(minLength: 4)
                if style.showsDueDate, let dueDate = task.dueDate {
                    DueDateLabel(dueDate: dueDate, today: today, isCompleted: task.isCompleted)
                }
                if style.showsPriority {
                    PriorityIndicator(priority: task.priority)
                        .font(.footnote)
                }
            }
            .padding(.vertical, style.verticalPadding)
            .padding(.horizontal, 8)
            .background(
                TaskRowStyle.rowBackground(renderingMode), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        .buttonStyle(.plain)
    }
}

/// A task row with a switch that sets the task's completion, for `Toggle(isOn:intent:)`.
struct TaskToggleRowView: View {
    let task: TaskItem
    let today: TaskDay
    let style: TaskRowStyle
    /// The gallery's sample task: its title is a catalog key.
    var isSample = false
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        HStack(spacing: 8) {
            PriorityIndicator(priority: task.priority)
                .font(.footnote)
            TaskTitle(task: task, font: style.titleFont, isSample: isSample)
            Spacer(minLength: 4)
            if style.showsDueDate, let dueDate = task.dueDate {
                DueDateLabel(dueDate: dueDate, today: today, isCompleted: task.isCompleted)
            }
            Toggle(
                isOn: task.isCompleted,
                intent: SetTaskCompletionIntent(taskID: task.id, isCompleted: !task.isCompleted)
            ) {
                TaskTitle.text(of: task, isSample: isSample)
            }
            .toggleStyle(.switch)
            .labelsHidden()
            .widgetAccentable()
            .invalidatableContent()
        }
        .padding(.vertical, style.verticalPadding - 2)
        .padding(.horizontal, 8)
        .background(
            TaskRowStyle.rowBackground(renderingMode), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

/// A task row whose changes animate: the symbol is replaced, the title fades, the background
/// turns green.
struct AnimatedTaskRowView: View {
    let task: TaskItem
    let today: TaskDay
    let style: TaskRowStyle
    /// The gallery's sample task: its title is a catalog key.
    var isSample = false

    var body: some View {
        Button(intent: ToggleTaskIntent(taskID: task.id)) {
            HStack(spacing: 8) {
                TaskCheckmark(isCompleted: task.isCompleted)
                    .font(style.symbolFont)
                    .contentTransition(.symbolEffect(.replace))
                    .invalidatableContent()
                TaskTitle(task: task, font: style.titleFont, isSample: isSample)
                    .contentTransition(.opacity)
                Spacer(minLength: 4)
                if style.showsPriority {
                    PriorityIndicator(priority: task.priority)
                        .font(.footnote)
                }
            }
            .padding(.vertical, style.verticalPadding)
            .padding(.horizontal, 8)
            .background(
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .fill(task.isCompleted ? Color.green.opacity(0.15) : Color.clear)
                    .widgetAccentable()
            )
            .animation(.easeInOut(duration: 0.3), value: task.isCompleted)
        }
        .buttonStyle(.plain)
    }
}

/// A task's title on one line, struck through and dimmed once the task is done.
struct TaskTitle: View {
    let task: TaskItem
    let font: Font
    var isSample = false
    @Environment(\.colorScheme) private var colorScheme

    /// The title as typed (verbatim), or translated: the gallery's sample tasks, and the sample tasks a new store
    /// gets (stored in English with a marker, `SampleTasks`), which read in the widget's language.
    static func text(of task: TaskItem, isSample: Bool) -> Text {
        if isSample { return Text(LocalizedStringKey(task.title)) }
        if let english = SampleTasks.englishTitle(of: task.title) {
            return Text("\(Text(LocalizedStringKey(english))) (sample)")
        }
        return Text(task.title)
    }

    var body: some View {
        Self.text(of: task, isSample: isSample)
            .font(font)
            .strikethrough(task.isCompleted)
            .foregroundStyle(task.isCompleted ? LegibleColor.secondary(colorScheme) : Color.primary)
            .lineLimit(1)
    }
}

// Written only against Apple's API, so it compiles unchanged with Apple's SwiftUI and, on
// Linux, with WidgetRuntime behind the SwiftUI façade.
import SwiftUI

struct SampleTask: Identifiable {
    let id: Int
    let title: String
    let isDone: Bool
    let isFlagged: Bool
}

struct SampleTaskRow: View {
    let task: SampleTask

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(task.isDone ? Color.green : Color.secondary)
                .imageScale(.large)
            Text(task.title)
                .strikethrough(task.isDone)
                .foregroundStyle(task.isDone ? .secondary : .primary)
                .lineLimit(1)
            Spacer(minLength: 4)
            if task.isFlagged {
                Image(systemName: "flag.fill")
                    .foregroundStyle(.orange)
            }
        }
        .font(.subheadline)
    }
}

struct SampleTaskListView: View {
    let tasks: [SampleTask]
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.redactionReasons) private var redactionReasons

    private var openCount: Int { tasks.filter { !$0.isDone }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Today", systemImage: "checklist")
                    .font(.headline)
                    .foregroundStyle(.blue)
                Spacer()
                Text("\(openCount)")
                    .font(.caption.bold())
                    .monospacedDigit()
                    .padding(.horizontal, 7)
                    .padding(.vertical, 2)
                    .background(.fill.tertiary, in: Capsule())
            }
            if tasks.isEmpty {
                Text("All done")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            } else {
                ForEach(tasks) { task in
                    SampleTaskRow(task: task)
                }
            }
            Spacer(minLength: 0)
            HStack {
                Text(colorScheme == .dark ? "Dark" : "Light")
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
                Spacer()
                if redactionReasons.isEmpty {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .font(.caption)
                }
            }
            .privacySensitive()
        }
    }
}

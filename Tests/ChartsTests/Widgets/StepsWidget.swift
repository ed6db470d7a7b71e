import Charts
import SwiftUI
import WidgetKit

/// A week of steps: bars by day (dates with a unit), a goal rule with its annotation, weekday axis labels.
struct StepsView: View {
    struct Day: Identifiable {
        var date: Date
        var steps: Int
        var id: Date { date }
    }

    var days: [Day]
    var goal: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption.bold())
                .foregroundStyle(.orange)
            Chart {
                ForEach(days) { day in
                    BarMark(
                        x: .value("Day", day.date, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.steps >= goal ? Color.orange : Color.orange.opacity(0.4))
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top, alignment: .leading) {
                        Text("Goal")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 5_000, 10_000]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let steps = value.as(Int.self) {
                            Text(steps == 0 ? "0" : "\(steps / 1000)k")
                        }
                    }
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// Today's steps for the test widgets: a week ending on the snapshot's day (UTC), whole days.
enum StepsSample {
    static func week(endingOn end: Date) -> [StepsView.Day] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.startOfDay(for: end)
        let counts = [6_420, 11_030, 8_950, 4_210, 12_480, 9_870, 7_340]
        return counts.enumerated().map { offset, steps in
            StepsView.Day(date: calendar.date(byAdding: .day, value: offset - 6, to: today)!, steps: steps)
        }
    }
}

import Charts
import SwiftUI
import WidgetKit

/// This month's spending: a donut of sectors styled by category, with a gap between them and the total in
/// its hole; the legend below.
struct BudgetView: View {
    struct Spending: Identifiable {
        var category: String
        var amount: Double
        var id: String { category }
    }

    var spendings: [Spending]

    var body: some View {
        Chart(spendings) { spending in
            SectorMark(
                angle: .value("Amount", spending.amount),
                innerRadius: .ratio(0.6),
                angularInset: 2
            )
            .foregroundStyle(by: .value("Category", spending.category))
            .cornerRadius(3)
        }
        .chartLegend(position: .bottom, alignment: .center)
        .overlay {
            VStack(spacing: 0) {
                Text("Spent")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                Text(
                    spendings.reduce(0) { $0 + $1.amount }, format: .currency(code: "EUR").precision(.fractionLength(0))
                )
                .font(.caption.bold())
            }
            .offset(y: -10)
        }
        .containerBackground(.background, for: .widget)
    }

    static let sample = [
        Spending(category: "Rent", amount: 950), Spending(category: "Food", amount: 420),
        Spending(category: "Travel", amount: 180), Spending(category: "Fun", amount: 95),
    ]
}

/// Two runners' distances by weekday: grouped bars styled by runner (the default palette and legend).
struct RunnersView: View {
    struct Run {
        var weekday: String
        var runner: String
        var kilometers: Double
    }

    var runs: [Run]

    var body: some View {
        Chart {
            ForEach(runs.indices, id: \.self) { index in
                let run = runs[index]
                BarMark(
                    x: .value("Weekday", run.weekday),
                    y: .value("Distance", run.kilometers)
                )
                .foregroundStyle(by: .value("Runner", run.runner))
                .position(by: .value("Runner", run.runner))
            }
        }
        .chartForegroundStyleScale(["Ana": Color.teal, "Ben": Color.indigo])
        .padding(4)
        .containerBackground(.background, for: .widget)
    }

    static let sample: [Run] = [
        ("Mon", "Ana", 5.2), ("Mon", "Ben", 3.1), ("Wed", "Ana", 8.4), ("Wed", "Ben", 6.0), ("Fri", "Ana", 4.8),
        ("Fri", "Ben", 10.5),
    ].map { Run(weekday: $0.0, runner: $0.1, kilometers: $0.2) }
}

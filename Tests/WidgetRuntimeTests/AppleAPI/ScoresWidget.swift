// A scoreboard laid out by a GridLayout held in an AnyLayout, tighter in the small widget than in the medium
// one, as iOS 16+ code switches layouts. Must compile unchanged with Xcode.
import SwiftUI
import WidgetKit

struct ScoresView: View {
    @Environment(\.widgetFamily) var family
    let scores: [(team: String, points: Int)] = [("Lions", 3), ("Hawks", 12), ("Otters", 7)]

    var body: some View {
        let layout =
            family == .systemSmall
            ? AnyLayout(GridLayout(horizontalSpacing: 6, verticalSpacing: 2))
            : AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6))
        layout {
            ForEach(scores, id: \.team) { score in
                GridRow {
                    Text(score.team).font(.headline)
                    Text("\(score.points)")
                        .monospacedDigit()
                        .gridColumnAlignment(.trailing)
                }
            }
            Divider()
            Text("Week 12").font(.caption).foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

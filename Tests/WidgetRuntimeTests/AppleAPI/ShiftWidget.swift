import SwiftUI
import WidgetKit

/// A nurse's next shift: lines of text in several styles one under another in stacks without a spacing of their
/// own, as most widgets write them. SwiftUI spaces such neighbours by their kinds: a text right under a text, a
/// rule further from a text (by the text's font), a padded text like any other view, a framed or painted one
/// still as text, a symbol as text too (right against a text, its baseline's distance from a rule); side by
/// side, everything the default apart, and nothing beside a spacer.
struct ShiftView: View {
    var ward: String
    var start: String
    var end: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Early shift")
                .font(.headline)
            Text(ward)
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text("Handover at \(end)")
                .font(.caption)
            HStack {
                Image(systemName: "clock")
                Text("\(start) – \(end)")
                    .font(.footnote)
                Text("8 h")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "heart.fill")
                .foregroundStyle(.red)
            Text("On call")
                .font(.footnote.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.yellow.opacity(0.3))
            Text("Next: Thursday")
                .font(.caption2)
                .padding(.top, 2)
            Rectangle()
                .frame(height: 2)
                .foregroundStyle(.tertiary)
            Image(systemName: "bell")
            VStack(alignment: .leading, spacing: 2) {
                Text("Bring the badge")
                Text("Locker 14")
            }
            .font(.caption2)
            HStack {
                Text("Bed 4")
                Spacer()
                Text("Ward 3")
            }
            .font(.caption2)
        }
    }
}

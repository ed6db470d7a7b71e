import SwiftUI
import WidgetKit

/// Shortcut tiles sized as fractions of the widget: two thirds and one third of its width with a gap, and a
/// banner half its height — `containerRelativeFrame` in the three forms iOS 17 gives it.
struct TilesView: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.indigo)
                    .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                RoundedRectangle(cornerRadius: 12)
                    .fill(.teal)
                    .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
            }
            Text("Morning")
                .font(.headline)
                .containerRelativeFrame([.horizontal, .vertical], alignment: .leading) { length, axis in
                    axis == .vertical ? length / 4 : length
                }
                .background(.yellow.opacity(0.3))
        }
        .containerBackground(.background, for: .widget)
    }
}

import SwiftUI
import WidgetKit

/// A car's range: a bar masked by a capsule, a fading list edge masked by a gradient, a dot masked by a
/// circle and a label faded by a color's alpha — the masks widget code reaches for.
struct FuelView: View {
    var level: Double
    var trips: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Circle()
                    .fill(.orange)
                    .frame(width: 10, height: 10)
                    .mask(Circle())
                Text("Range")
                    .font(.headline)
                    .mask(Color.black.opacity(0.8))
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Color.gray.opacity(0.3)
                    Color.green
                        .frame(width: proxy.size.width * level)
                }
                .mask {
                    Capsule()
                }
            }
            .frame(height: 8)
            VStack(alignment: .leading, spacing: 2) {
                ForEach(trips, id: \.self) { trip in
                    Text(trip)
                        .font(.caption)
                }
            }
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
        }
        .containerBackground(.background, for: .widget)
    }
}

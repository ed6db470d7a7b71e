import SwiftUI
import WidgetKit

/// Headlines: story pictures loaded from the network, which a widget never shows (iOS draws the placeholder,
/// and so do we), an unread count placed by its center, a "new" dot placed in a GeometryReader's space, symbol
/// effects (which do not play in a widget: a symbol that has disappeared stays hidden), and entry changes
/// without animation.
struct HeadlineView: View {
    var title: String
    var pictureURL: URL?
    var unread: Int

    var pictures: some View {
        HStack(spacing: 8) {
            AsyncImage(url: pictureURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Image(systemName: "photo")
                    .foregroundStyle(.secondary)
            }
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            AsyncImage(url: pictureURL, scale: 2, transaction: Transaction(animation: .easeIn)) { phase in
                switch phase {
                case .success(let image):
                    image.resizable()
                case .empty:
                    Text("Loading")
                        .font(.caption2)
                default:
                    Image(systemName: "exclamationmark.triangle")
                }
            }
            .frame(width: 44, height: 44)
            AsyncImage(url: pictureURL)
                .frame(width: 44, height: 44)
            VStack(spacing: 4) {
                Image(systemName: "bell")
                    .symbolEffect(.bounce.up.byLayer, options: .speed(2), value: unread)
                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating)
                Image(systemName: "star.fill")
                    .symbolEffect(.disappear, isActive: unread == 0)
            }
        }
    }

    var body: some View {
        ZStack {
            VStack(alignment: .leading, spacing: 8) {
                pictures
                Text(title)
                    .font(.headline)
                    .lineLimit(2)
            }
            Text("\(unread)")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(4)
                .background(Circle().fill(.red))
                .position(x: 20, y: 16)
            GeometryReader { proxy in
                Circle()
                    .fill(.blue)
                    .frame(width: 8, height: 8)
                    .position(x: proxy.size.width - 6, y: proxy.size.height - 6)
            }
        }
        .transaction { $0.animation = nil }
        .containerBackground(.background, for: .widget)
    }
}

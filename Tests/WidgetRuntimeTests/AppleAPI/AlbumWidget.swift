import SwiftUI
import WidgetKit

/// Now playing: a cover art tinted by color effects, a dimmed "offline" state, an inverted badge, a faded
/// group — the color modifiers a music or photo widget reaches for.
struct AlbumView: View {
    var title: String
    var isOffline: Bool

    var cover: some View {
        ZStack {
            LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: "music.note")
                .font(.largeTitle)
                .foregroundStyle(.white)
        }
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }

    var body: some View {
        HStack(spacing: 12) {
            cover
                .hueRotation(.degrees(isOffline ? 0 : 40))
                .saturation(isOffline ? 0.2 : 1.3)
                .brightness(isOffline ? -0.1 : 0.05)
                .contrast(1.1)
                .frame(width: 72, height: 72)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.headline)
                Text(isOffline ? "Offline" : "Playing")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                HStack(spacing: 4) {
                    Image(systemName: "wifi")
                        .foregroundStyle(.white)
                        .padding(3)
                        .background(Color.black)
                        .colorInvert()
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .grayscale(isOffline ? 1 : 0)
                }
                .compositingGroup()
                .opacity(isOffline ? 0.5 : 1)
            }
            .drawingGroup()
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

import AppIntents
import OSLog
import SwiftUI
import UIKit
import WidgetKit

// A podcast widget written against Apple's API only: an audio playback intent on its button, UIKit colors,
// fonts and an image made from data, a gradient and materials as shape styles, shape shorthands, a
// shadow, symbol variants and the deprecated accessibility forms.

private let podcastLog = Logger(subsystem: "example.podcasts", category: "widget")

/// Plays or pauses the current episode (on iOS in the app's process, so that audio keeps playing).
struct TogglePlaybackIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play or Pause"

    @Parameter(title: "Episode") var episodeID: String

    init() {}

    init(episodeID: String) {
        self.episodeID = episodeID
    }

    func perform() async throws -> some IntentResult {
        podcastLog.info("Toggling \(episodeID, privacy: .public)")
        PodcastPlayer.toggle(episodeID)
        return .result()
    }
}

/// The episodes whose playback was toggled, in order (the "player" of this test widget).
enum PodcastPlayer {
    nonisolated(unsafe) private static var toggled: [String] = []
    private static let lock = NSLock()

    static func toggle(_ id: String) {
        lock.withLock { toggled.append(id) }
    }

    static var toggledEpisodes: [String] { lock.withLock { toggled } }
}

/// A podcast episode.
struct Episode: Sendable {
    var id: String
    var show: String
    var title: String
    var minutesLeft: Int
    var isPlaying: Bool

    static let sample = Episode(
        id: "e42", show: "Night Sky", title: "Counting meteors", minutesLeft: 18, isPlaying: true)
}

/// The episode now playing: cover, titles and a play button.
struct PodcastView: View {
    var episode: Episode
    var cover: UIImage?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                if let cover {
                    Image(uiImage: cover)
                        .resizable()
                        .frame(width: 44, height: 44)
                        .clipShape(.rect(cornerRadius: 8))
                        .shadow(color: Color(uiColor: .black).opacity(0.3), radius: 3, x: 0, y: 2)
                }
                Spacer()
                Image(systemName: "antenna.radiowaves.left.and.right")
                    .foregroundStyle(Color(uiColor: .systemPurple))
                    .accessibility(hidden: true)
            }
            Text(episode.show.uppercased())
                .font(Font(UIFont.systemFont(ofSize: 11, weight: .semibold)))
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            Text(episode.title)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                .lineLimit(2)
            Spacer(minLength: 0)
            HStack {
                Text("\(episode.minutesLeft) min left")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.ultraThinMaterial, in: .capsule)
                Spacer()
                Button(intent: TogglePlaybackIntent(episodeID: episode.id)) {
                    Image(systemName: episode.isPlaying ? "pause" : "play")
                        .symbolVariant(.circle.fill)
                        .font(.title2)
                }
                .buttonStyle(.plain)
                .accessibility(label: Text(episode.isPlaying ? "Pause" : "Play"))
                .transition(.offset(x: 0, y: 8))
            }
        }
        .containerBackground(for: .widget) {
            Rectangle().fill(Gradient(colors: [Color(uiColor: .systemIndigo), Color(uiColor: .systemPurple)]))
                .opacity(0.25)
        }
    }
}

/// The widget, offered only where its configuration is (an empty configuration elsewhere).
struct PodcastWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}

/// A 2×2 PNG cover (indigo and purple squares), as an app would store one in its App Group.
let podcastCoverPNG = Data(
    base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR42mOICLu2PugeAxADWQAuHgbHcKJyZAAAAABJRU5ErkJggg=="
)!

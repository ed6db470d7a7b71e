// Previews in the forms Xcode offers; `swift run MyWidgetsPreviews` draws them all on one page.
import SwiftUI
import WidgetKit

#Preview(as: .systemSmall) {
    ReadingWidget()
} timeline: {
    ReadingEntry(date: .now, book: Book.shelf[0], pagesRead: 0, goal: 20, week: ReadingEntry.sample.week)
    ReadingEntry(date: .now, book: Book.shelf[0], pagesRead: 12, goal: 20, week: ReadingEntry.sample.week)
    ReadingEntry(date: .now, book: Book.shelf[0], pagesRead: 20, goal: 20, week: ReadingEntry.sample.week)
}

#Preview("Configured", as: .systemMedium, using: ReadingConfiguration(book: Book.shelf[2], goal: 20)) {
    ReadingWidget()
} timelineProvider: {
    ReadingProvider()
}

#Preview("Ring", traits: .sizeThatFitsLayout) {
    ProgressRing(progress: 0.6)
        .frame(width: 80, height: 80)
        .padding()
}

struct ReadingWidgetView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ReadingWidgetView(entry: .sample)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium, dark")
                .environment(\.colorScheme, .dark)
            ReminderToggle(isOn: true)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Reminder switch")
        }
    }
}

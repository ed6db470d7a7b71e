import SwiftUI
import os

/// A small badge with the reading streak: colors and an image from the asset catalog through the symbols
/// Xcode generates (`Color(.bookmark)`, `Image(.ribbon)`), UIKit colors and fonts, a material and a shadow.
public struct StreakBadge: View {
    private static let logger = Logger(subsystem: "example.mywidgets", category: "badge")

    public var days: Int

    public init(days: Int) {
        self.days = days
    }

    public var body: some View {
        let _ = Self.logger.debug("Drawing a streak of \(days, privacy: .public) days")
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(.ribbon)
                    .foregroundStyle(Color(.bookmark))
                Text(ReadingStreak.title)
                    .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
            }
            Text("\(days) days")
                .font(Font(UIFont.systemFont(ofSize: 22, weight: .bold)))
                .foregroundStyle(.bookmark)
            Label("Keep going", systemImage: "flame")
                .font(.caption)
                .symbolVariant(.fill)
                .foregroundStyle(Color(uiColor: UIColor.bookmark))
        }
        .padding(10)
        .background(.thinMaterial, in: .rect(cornerRadius: 12))
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .accessibility(label: Text("Reading streak: \(days) days"))
    }
}

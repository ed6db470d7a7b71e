import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// The SF Symbols widget code commonly uses (read in public widget extensions: weather, media, health,
/// travel, to-do and timer widgets) all draw, in their plain, filled and circled forms.
@MainActor
@Suite struct SymbolCoverageTests {
    static let common = [
        "sun.max", "sun.max.fill", "moon.fill", "moon.stars.fill", "cloud.fill", "cloud.sun.fill", "cloud.rain.fill",
        "cloud.bolt.fill", "cloud.snow.fill", "snowflake", "wind", "umbrella.fill", "thermometer.medium", "drop.fill",
        "flame.fill", "leaf.fill", "bolt.fill", "sparkles", "heart.fill", "star.fill", "person.fill",
        "person.crop.circle", "person.2.fill", "figure.walk", "figure.run", "house.fill", "bell.fill",
        "bookmark.fill", "tag.fill", "lock.fill", "gearshape.fill", "trash", "pencil", "square.and.pencil",
        "magnifyingglass", "envelope.fill", "phone.fill", "message.fill", "bubble.left.fill", "book.fill",
        "doc.text", "folder.fill", "tray.fill", "paperplane.fill", "link", "globe", "photo", "camera.fill",
        "mic.fill", "speaker.wave.2.fill", "music.note", "headphones", "cart.fill", "bag.fill", "creditcard",
        "gift.fill", "cup.and.saucer.fill", "fork.knife", "car.fill", "airplane", "bicycle", "bed.double.fill",
        "dumbbell.fill", "pills.fill", "alarm", "timer", "stopwatch", "hourglass", "calendar", "clock",
        "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "arrow.counterclockwise",
        "arrow.circlepath", "arrow.triangle.2.circlepath", "chevron.left", "chevron.right", "chevron.up",
        "chevron.down", "plus", "minus", "xmark", "checkmark", "plus.circle.fill", "minus.circle.fill",
        "xmark.circle.fill", "checkmark.circle.fill", "info.circle", "info.circle.fill", "questionmark.circle",
        "exclamationmark.triangle.fill", "play.fill", "pause.fill", "stop.fill", "forward.fill", "backward.fill",
        "play.circle.fill", "power", "mappin", "mappin.and.ellipse", "location.fill", "map", "wifi",
        "battery.100", "battery.50", "battery.25", "eye", "hand.thumbsup.fill", "chart.bar.fill", "chart.pie.fill",
        "chart.line.uptrend.xyaxis", "square.grid.2x2.fill", "list.bullet", "checklist", "circle", "square",
        "star.circle.fill", "heart.circle.fill", "bolt.circle", "sun.max.circle.fill", "flag.fill", "ellipsis",
    ]

    @Test func everyCommonSymbolDraws() {
        let missing = Self.common.filter { SymbolLibrary.svg($0, mode: nil) == nil }
        #expect(missing.isEmpty, "no drawing for \(missing)")
    }

    @Test func gallery() {
        let symbols = Self.common
        let snapshot = WidgetSnapshot(family: .systemExtraLarge) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 26), spacing: 4)], spacing: 6) {
                ForEach(symbols, id: \.self) { name in
                    Image(systemName: name)
                        .font(.title3)
                        .accessibilityLabel(name)
                }
            }
        }
        if let directory = ProcessInfo.processInfo.environment["SNAPSHOT_HTML_DIR"] {
            try? snapshot.html.write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("symbols.html"), atomically: true,
                encoding: .utf8)
        }
        #expect(snapshot.warnings.isEmpty)
        assertSnapshot(snapshot.bodyHTML, named: "common-symbols")
    }
}

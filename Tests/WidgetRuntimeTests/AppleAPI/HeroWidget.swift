import SwiftUI
import WidgetKit

/// A game hero's card: an emoji avatar scaled down into its circle, a health bar drawn for its width, and a
/// countdown that shrinks to fit (what Apple's WWDC23 sample widget does, written our own way).
struct Hero: Hashable {
    var name: String
    var avatar: String
    var level: Int
    var health: Double
    var healthyAt: Date

    static let owl = Hero(
        name: "Captain Owl", avatar: "🦉", level: 7, health: 0.62,
        healthyAt: Date(timeIntervalSince1970: 1_717_000_000 + 3 * 3600 + 25 * 60 + 12))
}

struct HeroAvatar: View {
    var hero: Hero

    var body: some View {
        ZStack {
            Circle().fill(Color.teal.opacity(0.35))
            Text(hero.avatar)
                .font(.system(size: 400))
                .minimumScaleFactor(0.01)
                .multilineTextAlignment(.center)
        }
        .aspectRatio(1, contentMode: .fit)
        .frame(maxWidth: 48)
    }
}

struct HealthBar: View {
    var level: Double

    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .local)
            RoundedRectangle(cornerRadius: 3)
                .fill(.gray.opacity(0.3))
            RoundedRectangle(cornerRadius: 3)
                .fill(.green)
                .frame(width: frame.width * level)
        }
    }
}

struct HeroCard: View {
    var hero: Hero

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                HeroAvatar(hero: hero)
                VStack(alignment: .leading) {
                    Text(hero.name)
                        .font(.headline)
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                    Text("Level \(hero.level)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Text("HP")
                .font(.caption2.bold())
            HealthBar(level: hero.health)
                .frame(height: 8)
            Text("Healing in")
                .font(.caption)
            Text(hero.healthyAt, style: .timer)
                .font(.system(.title, design: .monospaced))
                .minimumScaleFactor(0.25)
        }
        .containerBackground(.background, for: .widget)
    }
}

/// The same hero in as much detail as fits: a row of stats, else the card alone.
struct HeroDetail: View {
    var hero: Hero

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                HeroCard(hero: hero)
                    .frame(width: 140)
                statistics
                    .frame(width: 150)
            }
            HeroCard(hero: hero)
        }
    }

    var statistics: some View {
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("Level")
                Text("\(hero.level)").bold()
            }
            GridRow {
                Text("Health")
                Text(hero.health, format: .percent)
                    .layoutPriority(1)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Badges")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 22), spacing: 4)], spacing: 4) {
                    ForEach(["⭐️", "🔥", "🛡️", "🗝️"], id: \.self) { badge in
                        Text(badge).fixedSize()
                    }
                }
                .gridCellColumns(1)
            }
        }
        .font(.caption)
    }
}

struct HeroEntry: TimelineEntry {
    let date: Date
    let hero: Hero
}

struct HeroProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeroEntry { HeroEntry(date: .now, hero: .owl) }

    func getSnapshot(in context: Context, completion: @escaping (HeroEntry) -> Void) {
        completion(HeroEntry(date: .now, hero: .owl))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeroEntry>) -> Void) {
        completion(Timeline(entries: [HeroEntry(date: .now, hero: .owl)], policy: .never))
    }
}

struct HeroWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Hero", provider: HeroProvider()) { entry in
            HeroDetail(hero: entry.hero)
        }
        .configurationDisplayName("Hero")
        .description("Your hero's health.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

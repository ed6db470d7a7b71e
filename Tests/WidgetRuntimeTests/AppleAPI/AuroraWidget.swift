// An aurora forecast as a medium widget draws one: glowing bands composited with blend modes, a gauge at the
// small control size, and the interactions a view shared with the app attaches (taps, value changes, opening
// the forecast page), which a widget never runs. Written only against Apple's API.
import SwiftUI
import WidgetKit

struct AuroraEntry: TimelineEntry {
    let date: Date
    /// The planetary K index, 0…9.
    let kp: Double
}

/// The forecast: bands of light blended over the night sky, the index and a gauge of it.
struct AuroraView: View {
    var entry: AuroraEntry
    @Environment(\.openURL) private var openURL

    private var forecastURL: URL { URL(string: "https://aurora.example/forecast?kp=\(Int(entry.kp))")! }

    var body: some View {
        ZStack {
            Capsule()
                .fill(Color.green)
                .frame(height: 22)
                .blur(radius: 6)
                .blendMode(.screen)
            Capsule()
                .fill(Color.purple)
                .frame(height: 14)
                .offset(y: 12)
                .blur(radius: 4)
                .blendMode(.plusLighter)
            Rectangle()
                .fill(Color.blue.opacity(0.4))
                .blendMode(.overlay)
            AuroraCurtain()
                .fill(Color.mint.opacity(0.6))
                .blendMode(.screen)
            VStack(alignment: .leading, spacing: 6) {
                Text("Aurora")
                    .font(.headline)
                AuroraCaption(kp: entry.kp)
                Gauge(value: entry.kp, in: 0...9) {
                    Text("Kp")
                }
            }
            .controlSize(.small)
        }
        // What the app's copy of this view does; a widget runs none of it.
        .onTapGesture(count: 2) { openURL(forecastURL) }
        .onTapGesture { location in
            if location.x > 100 { openURL(forecastURL) }
        }
        .gesture(TapGesture().onEnded { openURL(forecastURL) }, including: .gesture)
        .onChange(of: entry.kp) { oldValue, newValue in
            if newValue > oldValue { openURL(forecastURL) }
        }
        .onChange(of: entry.kp, initial: true) { openURL(forecastURL) }
        .onChange(of: entry.kp) { newValue in
            if newValue >= 5 { openURL(forecastURL) }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
        }
    }
}

/// A dashed curtain of light: a wave's stroke as a shape to fill, as a curtain drawn once and filled with
/// gradients is.
struct AuroraCurtain: Shape {
    func path(in rect: CGRect) -> Path {
        var wave = Path()
        wave.move(to: CGPoint(x: rect.minX, y: rect.midY))
        wave.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.width * 0.3, y: rect.minY),
            control2: CGPoint(x: rect.width * 0.7, y: rect.maxY))
        return wave.strokedPath(StrokeStyle(lineWidth: 3, dash: [24, 12]))
    }
}

/// The index, and how much room the forecast has: compact when its controls are small.
struct AuroraCaption: View {
    var kp: Double
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text("Kp \(Int(kp))" + (controlSize == .small || controlSize == .mini ? " · compact" : ""))
            .font(.caption)
    }
}

struct AuroraProvider: TimelineProvider {
    func placeholder(in context: Context) -> AuroraEntry {
        AuroraEntry(date: .now, kp: 5)
    }

    func getSnapshot(in context: Context, completion: @escaping (AuroraEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AuroraEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct AuroraWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Aurora", provider: AuroraProvider()) { entry in
            AuroraView(entry: entry)
        }
        .configurationDisplayName("Aurora")
        .supportedFamilies([.systemMedium])
    }
}

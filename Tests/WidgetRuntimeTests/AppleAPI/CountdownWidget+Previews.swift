// Previews in every form the SDKs offer: widget timelines (listed entries, a provider, an app intent
// configuration), view previews with traits, and a PreviewProvider with preview contexts.
import SwiftUI
import WidgetKit

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, event: "Launch", daysLeft: 3)
    CountdownEntry(date: .now, event: "Launch", daysLeft: 2)
    CountdownEntry(date: .now, event: "Launch", daysLeft: 1)
}

#Preview("From the provider", as: .systemMedium) {
    CountdownWidget()
} timelineProvider: {
    CountdownProvider(event: "Holiday", start: 30)
}

#Preview("Badge", traits: .fixedLayout(width: 160, height: 60)) {
    Text("12 days")
        .font(.headline)
        .padding(8)
        .background(.orange.opacity(0.2), in: Capsule())
}

#Preview(traits: .sizeThatFitsLayout) {
    Label("Launch", systemImage: "star.fill")
}

struct CountdownView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CountdownView(entry: CountdownEntry(date: .now, event: "Launch", daysLeft: 12))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            CountdownView(entry: CountdownEntry(date: .now, event: "Launch", daysLeft: 1))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Medium, dark")
            Text("Launch")
                .previewLayout(.fixed(width: 120, height: 40))
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
        }
    }
}

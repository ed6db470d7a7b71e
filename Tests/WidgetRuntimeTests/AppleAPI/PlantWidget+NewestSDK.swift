// API of the SDKs after iOS 17.0 (declared back to iOS 16 there): configurationDisplayName and description
// taking a LocalizedStringResource. scripts/ios-typecheck-widgets leaves `+NewestSDK` files out, since the
// iOS 17.0 SDK it checks against has neither.
import SwiftUI
import WidgetKit

struct LocalizedPlantWidget: Widget {
    static var name: LocalizedStringResource { "Plant Care" }
    static var summary: LocalizedStringResource { "When to water your plants." }

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "LocalizedPlant", intent: PlantConfiguration.self, provider: PlantProvider()) {
            entry in
            PlantView(entry: entry)
        }
        .configurationDisplayName(Self.name)
        .description(Self.summary)
    }
}

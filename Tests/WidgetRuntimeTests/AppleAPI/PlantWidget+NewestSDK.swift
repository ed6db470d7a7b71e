// API of the SDKs after iOS 17.0 (declared back to iOS 16 there): configurationDisplayName and description
// taking a LocalizedStringResource. The iOS 17.0 SDK has neither: a check against it must leave `+NewestSDK`
// files out.
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

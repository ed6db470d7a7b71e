// The trip widget's Intents extension, as an app writes the one Xcode's template makes: it provides the
// destinations a user chooses from when editing the widget, in a section per region. On Linux the widget host
// finds it as iOS finds the extension's principal class. Written only against Apple's API.
import Intents

class IntentHandler: INExtension, TripIntentHandling {
    func provideDestinationOptionsCollection(
        for intent: TripIntent, with completion: @escaping (INObjectCollection<Destination>?, Error?) -> Void
    ) {
        let oslo = Destination(identifier: "oslo", display: "Oslo")
        oslo.country = "Norway"
        let europe = [Destination(identifier: "lisbon", display: "Lisbon"), oslo]
        let asia = [Destination(identifier: "kyoto", display: "Kyoto")]
        let collection = INObjectCollection(sections: [
            INObjectSection(title: "Europe", items: europe), INObjectSection(title: "Asia", items: asia),
        ])
        completion(collection, nil)
    }

    func provideTagsOptionsCollection(for intent: TripIntent) async throws -> INObjectCollection<NSString> {
        INObjectCollection(items: ["ski", "beach", "museums"])
    }

    func defaultDestination(for intent: TripIntent) -> Destination? {
        Destination(identifier: "lisbon", display: "Lisbon")
    }
}

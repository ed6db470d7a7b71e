// App-side code that asks WidgetKit which trips the user has put on the home screen, as apps do to refresh
// only what is shown or to report widget use: the SiriKit configuration of each installed Trip widget
// (`WidgetInfo.configuration`, the `TripIntent` Xcode generates). Written only against Apple's API.
import Intents
import WidgetKit

enum TripWidgetUsage {
    /// The destinations of the installed Trip widgets, with their families.
    static func installedDestinations(completion: @escaping @Sendable ([String]) -> Void) {
        WidgetCenter.shared.getCurrentConfigurations { result in
            guard case .success(let widgets) = result else {
                completion([])
                return
            }
            let trips = widgets.filter { $0.kind == "Trip" }
            completion(
                trips.map { widget in
                    let intent = widget.configuration as? TripIntent
                    let city = intent?.destination?.displayString ?? "Anywhere"
                    return "\(city) (\(widget.family))"
                })
        }
    }

    /// How many Trip widgets show temperatures in Fahrenheit.
    static func fahrenheitCount() async throws -> Int {
        let widgets = try await WidgetCenter.shared.currentConfigurations()
        return widgets.compactMap { $0.configuration as? TripIntent }.filter { $0.unit == .fahrenheit }.count
    }
}

import Foundation

/// Where an intent keeps its `@Parameter`s: its stored properties of a parameter type, read through
/// `Mirror` (the stable reflection API; an earlier version read them at offsets from the standard library's
/// `_forEachField` SPI, which saved microseconds per drawn button that no one sees).
enum IntentParameterLayout {
    /// The parameters of `intent`, by name, in declaration order.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        // A SiriKit intent's parameters are described by its definition, not stored as `@Parameter`s.
        if let listing = intent as? any ParameterListingIntent { return listing.listedParameters }
        return Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (propertyName(label), parameter)
        }
    }

    /// `taskID` for the wrapper's storage `_taskID`.
    private static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

// What the IntentDefinitions plugin generates from a Trip.intentdefinition (Xcode's classes, with
// properties kept by INIntent instead of @NSManaged), written by hand: the plugin's reference shape.
import Foundation
import Intents

public class TripIntent: INIntent {
    public var destination: Destination? {
        get { value(forKey: "destination") as? Destination }
        set { setValue(newValue, forKey: "destination") }
    }

    public var unit: TemperatureUnit {
        get { TemperatureUnit(rawValue: value(forKey: "unit") as? Int ?? 0) ?? .unknown }
        set { setValue(newValue.rawValue, forKey: "unit") }
    }

    public var showsForecast: NSNumber? {
        get { value(forKey: "showsForecast") as? NSNumber }
        set { setValue(newValue, forKey: "showsForecast") }
    }

    public var forecastDays: NSNumber? {
        get { value(forKey: "forecastDays") as? NSNumber }
        set { setValue(newValue, forKey: "forecastDays") }
    }

    public var departure: DateComponents? {
        get { value(forKey: "departure") as? DateComponents }
        set { setValue(newValue, forKey: "departure") }
    }

    public var tags: [String]? {
        get { value(forKey: "tags") as? [String] }
        set { setValue(newValue, forKey: "tags") }
    }

    public override class var _intentTitle: String { "Trip" }
    public override class var _intentDescriptionText: String? { "Where you are going and when you leave" }
    public override class var _parameterDescriptions: [_INParameterDescription] {
        [
            _INParameterDescription(name: "destination", title: "Destination", valueType: .object(Destination.self)),
            _INParameterDescription(
                name: "unit", title: "Unit",
                valueType: .enumeration(
                    typeName: "Temperature Unit",
                    cases: [
                        _INEnumCase(rawValue: 1, name: "celsius", title: "Celsius"),
                        _INEnumCase(rawValue: 2, name: "fahrenheit", title: "Fahrenheit"),
                    ]), defaultValue: "celsius"),
            _INParameterDescription(
                name: "showsForecast", title: "Show Forecast", valueType: .boolean, defaultValue: "true"),
            _INParameterDescription(
                name: "forecastDays", title: "Forecast Days", valueType: .integer, defaultValue: "3", minimum: 1,
                maximum: 5),
            _INParameterDescription(name: "departure", title: "Departure", valueType: .dateComponents),
            _INParameterDescription(name: "tags", title: "Tags", valueType: .string, isArray: true),
        ]
    }
}

public class TripIntentResponse: INIntentResponse {
    public fileprivate(set) var code: TripIntentResponseCode = .unspecified

    public convenience init(code: TripIntentResponseCode, userActivity: NSUserActivity?) {
        self.init()
        self.code = code
        self.userActivity = userActivity
    }
}

public enum TripIntentResponseCode: Int {
    case unspecified = 0
    case ready
    case continueInApp
    case inProgress
    case success
    case failure
    case failureRequiringAppLaunch
}

public enum TemperatureUnit: Int {
    case unknown = 0
    case celsius = 1
    case fahrenheit = 2
}

public class Destination: INObject {}

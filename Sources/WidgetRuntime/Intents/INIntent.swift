import Foundation

/// A request to fulfill in an app or Intents extension; the intents of a widget's `.intentdefinition` file
/// (its configuration) are subclasses of it.
///
/// Xcode generates those subclasses with `@NSManaged` properties, which the Objective-C runtime stores in the
/// intent. Linux has no Objective-C runtime, so the `IntentDefinitions` plugin generates properties that keep
/// their values here (read and written with `value(forKey:)` and `setValue(_:forKey:)`, as key-value coding
/// reads an `@NSManaged` property), and class properties describing the parameters as the compiled
/// definition file describes them to iOS: the widget host reads them to archive, show and edit a
/// configuration.
open class INIntent: NSObject, NSCopying {
    /// The parameters' values by name.
    private var values: [String: Any] = [:]
    private var parameterImages: [String: INImage] = [:]

    /// Creates an intent whose parameters have no value.
    public required override init() {
        super.init()
    }

    /// The identifier of the intent's transaction (resolve, confirm, handle): nil here, where no intent is
    /// resolved or handled.
    open var identifier: String? { nil }

    /// A description of what the intent does, with its parameters (the definition's title here).
    open var intentDescription: String? { Self._intentTitle.isEmpty ? nil : Self._intentTitle }

    /// A phrase suggested to the user when adding the intent as a shortcut to Siri.
    open var suggestedInvocationPhrase: String?

    /// The value of the parameter named `key` (nil when it has none), as key-value coding reads it.
    open func value(forKey key: String) -> Any? { values[key] }

    /// An enumeration parameter's value, for the code generated from an intent definition (nil when its raw
    /// value is no case). Generic so that the generated getter need not name the enumeration's type, which a
    /// parameter named as its own type hides.
    public func _enumerationValue<Value: RawRepresentable>(forKey key: String) -> Value? where Value.RawValue == Int {
        Value(rawValue: value(forKey: key) as? Int ?? 0)
    }

    /// Sets the parameter named `key` (nil removes its value), as key-value coding writes it.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    /// Sets the image shown for a parameter's value.
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) {
        parameterImages[parameterName] = image
    }

    /// The image set for a parameter's value.
    open func image(forParameterNamed parameterName: String) -> INImage? {
        parameterImages[parameterName]
    }

    /// The image that best represents the intent: the image of its first parameter that has one.
    open func keyImage() -> INImage? {
        for parameter in Self._parameterDescriptions {
            if let image = parameterImages[parameter.name] { return image }
        }
        return nil
    }

    /// A copy with the same parameter values (objects are shared, as NSCopying's shallow copy shares them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.values = values
        copy.parameterImages = parameterImages
        copy.suggestedInvocationPhrase = suggestedInvocationPhrase
        return copy
    }

    // MARK: What the generated code says about the definition

    /// The intent's parameters in the definition's order; generated subclasses override it.
    open class var _parameterDescriptions: [_INParameterDescription] { [] }

    /// The intent's title in the definition (shown atop the widget's configuration).
    open class var _intentTitle: String { "" }

    /// The intent's description in the definition.
    open class var _intentDescriptionText: String? { nil }

    /// Whether `handler` conforms to the intent's generated `…IntentHandling` protocol; generated subclasses
    /// override it (Linux cannot ask the Objective-C runtime whether an object conforms to a protocol by name).
    open class func _isHandled(by handler: Any) -> Bool { false }

    /// The options `handler` provides for the parameter `name` of `intent` (an `INObjectCollection`), through
    /// the generated protocol's `provide…OptionsCollection`; nil for a parameter without dynamic options.
    open class func _optionsCollection(
        forParameterNamed name: String, of intent: INIntent, handler: Any
    ) async throws -> AnyObject? {
        nil
    }

    /// The value `handler` gives a new configuration's parameter `name` (`default…(for:)`); nil for none.
    open class func _defaultValue(forParameterNamed name: String, of intent: INIntent, handler: Any) -> Any? {
        nil
    }
}

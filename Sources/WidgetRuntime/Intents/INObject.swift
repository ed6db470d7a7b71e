import Foundation

/// A value of a custom type of an intent definition (Xcode generates a subclass per type): an identifier and
/// the string shown for it.
open class INObject: NSObject, NSCopying {
    /// The identifier the app knows the value by.
    public let identifier: String?
    /// The string shown for the value.
    public let displayString: String
    /// How to pronounce `displayString`, for Siri.
    public let pronunciationHint: String?
    /// A second line shown under `displayString`.
    open var subtitleString: String?
    /// The image shown beside the value.
    open var displayImage: INImage?
    /// The custom type's properties by name (Xcode generates them `@NSManaged`; see `INIntent`).
    private var values: [String: Any] = [:]

    /// Creates a value with an identifier, its display string and a pronunciation hint.
    public required init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// Creates a value with an identifier and its display string.
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    /// Creates a value with a subtitle and an image.
    public convenience init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
        self.init(
            identifier: identifier, display: displayString, pronunciationHint: nil, subtitle: subtitle, image: image)
    }

    /// Creates a value with a pronunciation hint, a subtitle and an image.
    public convenience init(
        identifier: String?, display displayString: String, pronunciationHint: String?, subtitle: String?,
        image: INImage?
    ) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        subtitleString = subtitle
        displayImage = image
    }

    /// The value of the property named `key` (nil when it has none), as key-value coding reads it.
    open func value(forKey key: String) -> Any? { values[key] }

    /// Sets the property named `key` (nil removes its value), as key-value coding writes it.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
    }

    /// What Siri says for the value (`INSpeakable`): its display string.
    open var spokenPhrase: String { displayString }

    /// The identifier of the value in the app's vocabulary (`INSpeakable`): its identifier.
    open var vocabularyIdentifier: String? { identifier }

    /// A copy of the same type with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        copy.subtitleString = subtitleString
        copy.displayImage = displayImage
        copy.values = values
        return copy
    }

    /// Two values are equal when they are of the same type with the same identifier and display string.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.displayString == displayString
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }

    /// The custom type's own properties as its definition describes them; generated subclasses override it, so
    /// that a value is archived with them (iOS archives the object whole).
    open class var _propertyDescriptions: [_INParameterDescription] { [] }

    open override var description: String { "<\(type(of: self)) identifier=\(identifier ?? "nil") \(displayString)>" }
}

/// A description of an intent for the system's user interfaces.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text of the description.
    public let descriptionText: LocalizedStringResource
    /// The category the intent appears under.
    public let categoryName: LocalizedStringResource?
    /// Words that help find the intent.
    public let searchKeywords: [LocalizedStringResource]

    /// Creates a description with a category and search keywords.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named in the system's user interfaces (e.g. "Priority").
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The name of the type.
    public var name: LocalizedStringResource
    /// A format for quantities of the type ("%lld priorities").
    public var numericFormat: LocalizedStringResource?

    /// Creates a representation with a name and an optional numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a value is shown in the system's user interfaces: a title, a subtitle and an image.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// An image shown next to a value.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol name, for symbol images.
        public let systemName: String?
        /// The asset name, for catalog images.
        public let name: String?

        /// Whether the image is drawn as a template (tinted); nil lets the system decide.
        public let isTemplate: Bool?

        /// Creates an image from an SF Symbol.
        public init(systemName: String, isTemplate: Bool? = nil) {
            self.systemName = systemName
            name = nil
            self.isTemplate = isTemplate
        }

        /// Creates an image from an asset catalog.
        public init(named name: String, isTemplate: Bool? = nil) {
            self.name = name
            systemName = nil
            self.isTemplate = isTemplate
        }
    }

    /// The title of the value.
    public var title: LocalizedStringResource
    /// A secondary line under the title.
    public var subtitle: LocalizedStringResource?
    /// An image shown with the value.
    public var image: DisplayRepresentation.Image?

    /// Creates a representation with a title, an optional subtitle and an optional image.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A type with a name in the system's user interfaces.
public protocol TypeDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A type with a fixed set of cases, each with a representation.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
    /// The representation of each case.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type with a fixed set of cases that names both itself and its cases.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

/// A value type App Intents can take as a parameter.
public protocol AppValue: TypeDisplayRepresentable, _IntentValue {}

/// An enumeration whose cases an intent parameter can take (shown as a picker).
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where Self.RawValue: LosslessStringConvertible {}

extension AppEnum {
    /// The case's title, or its raw value when it has no representation.
    package var displayTitle: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(String(describing: rawValue))
    }
}

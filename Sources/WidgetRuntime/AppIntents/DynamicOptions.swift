import Foundation

/// A collection of values offered for a parameter.
public protocol ResultsCollection<Result> {
    /// The type of the values.
    associatedtype Result: _IntentValue
    /// The prompt shown above the options.
    var promptLabel: LocalizedStringResource? { get }
    /// Whether the options are indexed alphabetically.
    var usesIndexedCollation: Bool { get }
    /// The values, in order.
    var items: [Self.Result.ValueType] { get }
    /// A collection with no values.
    static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
    public static var empty: [Element] { [] }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element
    public typealias UnwrappedType = [Element]
}

/// Lets the runtime see list parameters' elements (archives) and make empty lists (a list read before it is set).
package protocol ArrayIntentValue {
    static var emptyArray: Any { get }
    static var elementType: Any.Type { get }
    static func array(of elements: [Any]) -> Any?
    var elements: [Any] { get }
}

extension Array: ArrayIntentValue {
    package static var emptyArray: Any { [Element]() }
    package static var elementType: Any.Type { Element.self }
    package static func array(of elements: [Any]) -> Any? {
        let typed = elements.compactMap { $0 as? Element }
        return typed.count == elements.count ? typed : nil
    }
    package var elements: [Any] { map { $0 as Any } }
}

/// A type that provides the options a parameter offers, computed when they are asked for.
public protocol DynamicOptionsProvider {
    /// The collection of options.
    associatedtype Result: ResultsCollection
    /// The type of the default value.
    associatedtype DefaultValue: _IntentValue = Self.Result.Result
    where Self.DefaultValue.ValueType == Self.Result.Result.ValueType

    /// The options.
    func results() async throws -> Self.Result
    /// The value selected by default, if any.
    func defaultResult() async -> Self.DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> Self.DefaultValue? { nil }

    /// A collection of options in sections.
    public typealias ItemCollection = IntentItemCollection
    /// A section of options.
    public typealias ItemSection<R> = IntentItemSection<R> where R == Self.Result.Result
    /// One option.
    public typealias Item<R> = IntentItem<R> where R == Self.Result.Result
}

/// Erases options providers for the parameters that hold them.
package enum DynamicOptions {
    /// The provider's options as values of the parameter's type.
    package static func results<Provider: DynamicOptionsProvider>(
        of provider: Provider
    ) -> @Sendable () async throws -> [Any] {
        let loader: any OptionsLoading = OptionsLoader(provider: provider)
        return { try await loader.load() }
    }
}

/// Loads a provider's options; the provider is not `Sendable`, and the host asks for its options one at a time.
private protocol OptionsLoading: Sendable {
    func load() async throws -> [Any]
}

private final class OptionsLoader<Provider: DynamicOptionsProvider>: OptionsLoading, @unchecked Sendable {
    let provider: Provider
    init(provider: Provider) { self.provider = provider }
    func load() async throws -> [Any] { try await provider.results().items.map { $0 as Any } }
}

/// Options in sections, with a prompt.
public struct IntentItemCollection<Result>: ResultsCollection where Result: _IntentValue {
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    /// Creates a collection from sections built in the closure.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Creates a collection of one section holding `items`.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]
    ) where Result: DisplayRepresentable {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    /// Creates a collection of sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// Every option's value, section after section.
    public var items: [Result.ValueType] {
        sections.flatMap { $0.items.compactMap { $0.value as? Result.ValueType } }
    }

    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

/// A titled section of options.
public struct IntentItemSection<Result> where Result: _IntentValue {
    public var description: DisplayRepresentation?
    public var items: [IntentItem<Result>]

    /// A section without a title.
    public init(items: [IntentItem<Result>]) {
        description = nil
        self.items = items
    }

    /// A titled section.
    @available(*, deprecated, renamed: "init(_:items:)")
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, items: items)
    }

    /// A titled section.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        description = DisplayRepresentation(title: title)
        self.items = items
    }

    /// A titled section of plain values.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section whose options are built in the closure.
    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        description = title.map { DisplayRepresentation(title: $0) }
        items = itemsBuilder()
    }

    /// A section with a title, subtitle and image, whose options are built in the closure.
    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        items = itemsBuilder()
    }

    /// Builds the sections of a collection.
    @resultBuilder
    public enum Builder {
        public static func buildBlock() -> [IntentItemSection<Result>] { [] }

        public static func buildBlock(_ sections: IntentItemSection<Result>...) -> [IntentItemSection<Result>] {
            sections
        }
    }
}

/// One option: a value and how it is shown.
public struct IntentItem<Value> where Value: _IntentValue {
    public var value: Value
    public var description: DisplayRepresentation

    /// An option with its title, subtitle and image.
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    /// An option shown as the value represents itself.
    public init(_ value: Value) {
        self.value = value
        if let representable = value as? any InstanceDisplayRepresentable {
            description = representable.displayRepresentation
        } else {
            description = DisplayRepresentation(title: LocalizedStringResource(String(describing: value)))
        }
    }

    /// Builds the options of a section.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ expression: Value) -> IntentItem<Value> { IntentItem(expression) }

        public static func buildExpression<ExpressionValue>(
            _ expression: IntentItem<ExpressionValue>
        ) -> IntentItem<ExpressionValue> where ExpressionValue: _IntentValue {
            expression
        }

        public static func buildBlock(_ items: IntentItem<Value>...) -> [IntentItem<Value>] { items }

        public static func buildBlock(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }

        public static func buildArray(_ components: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
            components.flatMap { $0 }
        }
    }
}

/// A type with a representation in the system's user interfaces, for itself and its values.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

extension String {
    /// How a text parameter is typed.
    public struct IntentInputOptions: Sendable {
        /// The keyboard shown.
        public enum KeyboardType: Hashable, Sendable {
            case `default`
            case asciiCapable
            case numbersAndPunctuation
            // Apple's name for the case.
            // swift-format-ignore: AlwaysUseLowerCamelCase
            case URL
            case numberPad
        }

        /// How words are capitalized.
        public enum CapitalizationType: Hashable, Sendable {
            case none
            case words
            case sentences
            case allCharacters
        }

        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        /// Creates input options.
        public init(
            keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension Bool {
    /// The titles of a Boolean parameter's two values.
    public struct IntentDisplayName: Sendable {
        public let trueTitle: LocalizedStringResource
        public let falseTitle: LocalizedStringResource

        /// Creates titles for `true` and `false`.
        public init(true trueTitle: LocalizedStringResource, false falseTitle: LocalizedStringResource) {
            self.trueTitle = trueTitle
            self.falseTitle = falseTitle
        }
    }
}

/// How many values a collection parameter takes.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    public let min: Int
    public let max: Int

    /// Between `min` and `max` values.
    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    /// Exactly `exactly` values.
    public init(exactly: Int) {
        self.init(min: exactly, max: exactly)
    }

    public init(integerLiteral value: Int) {
        self.init(min: value, max: value)
    }
}

/// Whether a parameter takes the previous action's result in Shortcuts.
public enum InputConnectionBehavior: Hashable, Sendable {
    case `default`
    case never
    case connectToPreviousIntentResult
}

/// An App Intent that replaces a SiriKit custom intent (from an `.intentdefinition` file): configured
/// widgets keep their configuration across the migration.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the custom intent it replaces.
    static var intentClassName: String { get }
}

extension IntentParameter {
    /// The options the parameter offers: its `DynamicOptionsProvider`'s (or query's) results, nil when it has
    /// none (the host's configuration editor offers these as choices).
    package func dynamicOptions() async throws -> [Value.ValueType]? {
        guard let optionsProvider else { return nil }
        return try await optionsProvider().compactMap { $0 as? Value.ValueType }
    }
}

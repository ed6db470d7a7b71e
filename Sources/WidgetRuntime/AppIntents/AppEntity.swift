import Foundation

/// An identifier of app entities that can be written as a string and read back.
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for, or nil when it stands for none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

/// A type whose values each have a representation in the system's user interfaces.
public protocol InstanceDisplayRepresentable {
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// A concept of the app that intents take and return, found through its query (Shortcuts, Siri).
///
/// On Linux an entity parameter can be set and read, and queries run when called. In a widget's configuration
/// or a button's intent an entity is archived by its identifier and looked up through `defaultQuery` before the
/// timeline loads or the intent runs (`IntentArchive.resolveEntities`), as iOS does in a widget's extension.
public protocol AppEntity: AppValue, InstanceDisplayRepresentable, Identifiable
where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The query the system uses to find entities of this type.
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier, and offers a few to pick from.
public protocol EntityQuery: Sendable {
    /// The type of entity found.
    associatedtype Entity: AppEntity

    init()

    /// The entities with these identifiers; identifiers of entities that no longer exist are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities to offer before anything is typed.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that can list every entity it has: a short list, offered whole wherever its entities are chosen.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity the query has.
    func allEntities() async throws -> [Entity]

    /// The description of the Find action Shortcuts makes from the query (nothing shows it here).
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    public static var findIntentDescription: IntentDescription? { nil }

    /// Every entity, as App Intents suggests for an enumerable query that suggests none of its own.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A query that also finds entities by what people type or say.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

extension IntentParameter where Value.ValueType: AppEntity {
    /// Creates a parameter that takes an entity, or several for an array (Siri asks for it, offering the
    /// query's suggestions).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }

    /// Creates an entity parameter whose entities are offered by `optionsProvider` instead of the query (without a
    /// default, as in App Intents).
    public convenience init<OptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(
            title: title, description: description, defaultValue: nil,
            optionsProvider: DynamicOptions.results(of: optionsProvider))
    }

    /// Creates an entity parameter whose entities are found by `query` instead of the entity's default query.
    public convenience init<Query>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Value.ValueType == Query.Entity {
        let box = UncheckedBox(query)
        self.init(
            title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) },
            optionsProvider: { try await box.value.suggestedEntities() })
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    /// Creates a parameter that takes several entities, as many as `size` allows.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }

    /// Creates a parameter that takes several entities, as many as `size` allows in each widget family.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue.flatMap { Self.wrap($0) })
    }
}

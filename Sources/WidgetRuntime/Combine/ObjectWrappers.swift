import Foundation

/// A property wrapper type that subscribes to an observable object; a widget draws it as it is when drawn.
@propertyWrapper
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let root = self.root
            return Binding(getter: { root[keyPath: keyPath] }, setter: { root[keyPath: keyPath] = $0 })
        }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

/// A property wrapper type that instantiates an observable object (once per view value here: a widget's views
/// are drawn once per entry, so the object lives as long as the drawing).
@propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    private let box: StateObjectBox<ObjectType>

    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The underlying object referenced by the state object.
    public var wrappedValue: ObjectType { box.object }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: box.object) }
}

/// Makes a state object's value when it is first read.
private final class StateObjectBox<ObjectType>: @unchecked Sendable {
    private var made: ObjectType?
    private let make: () -> ObjectType
    private let lock = NSLock()

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let root = self.root
            return Binding(getter: { root[keyPath: keyPath] }, setter: { root[keyPath: keyPath] = $0 })
        }
    }

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object; a view without one supplied stops, as in
    /// SwiftUI (the message names the missing type).
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for it may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentValues {
    /// The objects supplied with `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension View {
    /// Supplies an observable object to a view subhierarchy.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        environmentTransform { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

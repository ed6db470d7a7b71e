import Foundation

/// A type that publishes a value over time (the part of Combine's protocol that SwiftUI code uses: `sink`).
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches a subscriber that receives every value published from now on.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled (or released).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Initializes the cancellable object with the given canceller.
    public init<C>(_ canceller: C) where C: Cancellable {
        action = { canceller.cancel() }
    }

    deinit { cancel() }

    /// Cancel the activity.
    public func cancel() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }

    /// Stores this cancellable in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
}

/// The subscribers of one publisher.
final class Subscribers<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: (Value) -> Void] = [:]
    private var next = 0

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        let key = next
        next += 1
        receivers[key] = receive
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.receivers[key] = nil
            self.lock.unlock()
        }
    }

    func send(_ value: Value) {
        lock.lock()
        let current = receivers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for receive in current { receive(value) }
    }
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = Subscribers<Void>()

    /// Creates an observable object publisher.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() {
        subscribers.send(())
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add { receive($0) }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (one per object, made when first asked for).
    public var objectWillChange: ObservableObjectPublisher {
        ObjectPublishers.publisher(for: self)
    }
}

/// The `objectWillChange` publishers of objects that use the default one, held while the object lives.
final class ObjectPublishers: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let shared = ObjectPublishers()
    private let lock = NSLock()
    private var table: [ObjectIdentifier: Entry] = [:]

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        shared.publisher(for: object)
    }

    private func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = table[key], entry.object === object { return entry.publisher }
        if table.count > 256 { table = table.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        table[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// A type that publishes a property marked with an attribute.
///
/// Setting the property tells the enclosing object's `objectWillChange` first, then the property's own
/// publisher (`$property`), as Combine does. The enclosing object is reached through the
/// `_enclosingInstance` subscript, the (underscored) way property wrappers on class properties see their
/// object; Combine's `Published` declares the same subscript. If a compiler stopped using it, setting would
/// not notify: ObservableObjectTests would fail.
@propertyWrapper
public struct Published<Value> {
    fileprivate final class Storage: @unchecked Sendable {
        var value: Value
        let subscribers = Subscribers<Value>()
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        storage = Storage(initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        // swift-format-ignore: NoEmptyClosure
        set {}
    }

    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            if let observable = object as? any ObservableObject { Self.notify(observable) }
            let storage = object[keyPath: storageKeyPath].storage
            storage.value = newValue
            storage.subscribers.send(newValue)
        }
    }

    private static func notify<Object: ObservableObject>(_ object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: WidgetRuntime.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let storage: Storage

        public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            receive(storage.value)
            return storage.subscribers.add(receive)
        }
    }

    /// The property's publisher: the current value, then every new one.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
    }
}

import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its
/// states.
///
/// A widget recognizes no gesture on iOS: a tap on it goes to a `Button`, `Toggle` or `Link` in it, or else
/// opens the app at the widget's URL. Gestures are declared so that the views of a widget (or shared with its
/// app) compile; here, as there, none is recognized and their actions are never called.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; reaching it is a programming error in the runtime.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture and has no body")
    }
}

/// A gesture with an action performed when it ends: the result of `onEnded(_:)`.
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
}

extension Gesture {
    /// Adds an action to perform when the gesture ends (never called in a widget).
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view (recognized by
    /// nothing in a widget, as on iOS).
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        self
    }

    /// Adds an action to perform when this view recognizes a tap gesture (never called in a widget, as on iOS).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Adds an action to perform with the tap's location when this view recognizes a tap gesture (never called
    /// in a widget, as on iOS).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        self
    }
}

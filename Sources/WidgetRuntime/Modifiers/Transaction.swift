/// The context of the current state-processing update: the animation a change runs with. A widget's view is
/// drawn for each timeline entry, so a transaction changes nothing it draws.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether the current transaction should disable animations.
    public var disablesAnimations: Bool = false
    /// Whether the transaction is for a continuous change (a gesture's).
    public var isContinuous: Bool = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

extension View {
    /// Applies the given transaction mutation function to all animations used within the view (in a widget,
    /// drawn once per entry, there are none to change).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}

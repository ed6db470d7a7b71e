/// The criteria that determine when an animation is considered finished.
///
/// A widget is drawn once per timeline entry, so no animation runs here: `withAnimation` applies its changes at
/// once and calls its completion right after them, whichever criteria are given.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation (in a widget, drawn once per
/// entry, the body's changes simply apply: there is nothing to animate).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion
/// when the animation has completed (here, at once: a widget animates nothing).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

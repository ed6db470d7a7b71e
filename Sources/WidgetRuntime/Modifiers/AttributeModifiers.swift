import Foundation

/// A modifier that marks each node of the content with attributes and classes, which the host
/// page reads (transitions, animations, ids, intent-driven dimming) or assistive tech does.
public struct _AttributeModifier: ViewModifier {
    let classes: [String]
    let attributes: [(name: String, value: String)]
    let environment: ((inout EnvironmentValues) -> Void)?
    public typealias Body = Never
}

extension _AttributeModifier: NodeListModifier {
    package func makeNodes(content: (RenderContext) -> [HTMLNode], in context: RenderContext) -> [HTMLNode] {
        var inner = context
        environment?(&inner.environment)
        var nodes = content(inner)
        for index in nodes.indices {
            for name in classes where !nodes[index].classes.contains(name) { nodes[index].classes.append(name) }
            for attribute in attributes { nodes[index].setAttribute(attribute.name, attribute.value) }
        }
        return nodes
    }
}

extension View {
    func attributes(
        classes: [String] = [], _ attributes: [(name: String, value: String)],
        environment: ((inout EnvironmentValues) -> Void)? = nil
    ) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(classes: classes, attributes: attributes, environment: environment))
    }

    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        attributes(disabled ? [("aria-disabled", "true")] : []) { if disabled { $0.isEnabled = false } }
    }

    /// Marks the view as content that the system dims while an App Intent it depends on runs.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        attributes(invalidatable ? [("data-invalidatable", "true")] : [])
    }

    /// Modifies the view to use a given transition as its method of animating changes to the contents of its views.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        attributes([("data-content-transition", transition.name)])
    }

    /// Applies the given animation to this view when the specified value changes.
    public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        attributes([("data-animation", animation?.description ?? "none")])
    }

    /// Associates a transition with the view.
    public func transition(_ t: AnyTransition) -> some View {
        attributes([("data-transition", t.name)])
    }

    /// Binds a view's identity to the given proxy value.
    public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        attributes([("data-id", String(describing: id))])
    }
}

/// A kind of transition that applies to the content within a single view, rather than to the insertion or removal of a view.
public struct ContentTransition: Equatable, Sendable {
    package let name: String
    /// The identity content transition, which indicates that content changes shouldn't animate.
    public static let identity = ContentTransition(name: "identity")
    /// A content transition that indicates content fades from transparent to opaque on insertion.
    public static let opacity = ContentTransition(name: "opacity")
    /// A content transition that indicates the views attempt to interpolate their contents during transitions.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Creates a content transition intended to be used with `Text` views displaying numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numeric-text-down" : "numeric-text")
    }
    /// Creates a content transition intended to be used with `Text` views displaying numbers.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numeric-text")
    }
    /// A content transition that applies the default symbol effect transition to symbol images.
    public static let symbolEffect = ContentTransition(name: "symbol-replace")
    /// Creates a content transition that applies the symbol effect transition to symbol images.
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition
    where T: ContentTransitionSymbolEffect, T: SymbolEffect {
        ContentTransition(name: "symbol-" + effect.effectName)
    }
}

/// The way a view changes over time to create a smooth visual transition from one state to another.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    package var curve: String
    package var duration: Double
    package var delayTime: Double = 0
    package var speedFactor: Double = 1

    /// A textual form the host page reads, e.g. `easeInOut 0.35`.
    public var description: String {
        var text = curve + " " + CSS.number(duration / speedFactor)
        if delayTime > 0 { text += " delay " + CSS.number(delayTime) }
        return text
    }

    public static let `default` = Animation(curve: "spring", duration: 0.5)
    public static let easeInOut = Animation(curve: "easeInOut", duration: 0.35)
    public static let easeIn = Animation(curve: "easeIn", duration: 0.35)
    public static let easeOut = Animation(curve: "easeOut", duration: 0.35)
    public static let linear = Animation(curve: "linear", duration: 0.35)
    public static let spring = Animation(curve: "spring", duration: 0.5)
    public static let smooth = Animation(curve: "spring", duration: 0.5)
    public static let snappy = Animation(curve: "spring", duration: 0.3)
    public static let bouncy = Animation(curve: "bouncy", duration: 0.5)

    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: "easeInOut", duration: duration)
    }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: "easeIn", duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: "easeOut", duration: duration) }
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: "linear", duration: duration) }
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        Animation(curve: bounce > 0 ? "bouncy" : "spring", duration: duration)
    }
    /// A smooth spring animation with a predefined duration and no bounce (iOS 17); a positive `extraBounce`
    /// makes it bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: extraBounce > 0 ? "bouncy" : "spring", duration: duration)
    }
    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy (iOS 17).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: extraBounce > 0 ? "bouncy" : "spring", duration: duration)
    }
    /// A spring animation with a predefined duration and higher amount of bounce (iOS 17); an `extraBounce` that
    /// cancels its bounce (−0.3 or less) makes it a plain spring.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(curve: extraBounce > -0.3 ? "bouncy" : "spring", duration: duration)
    }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    )
        -> Animation
    {
        Animation(curve: "spring", duration: response)
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delayTime = delay
        return copy
    }

    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor = speed
        return copy
    }

    /// Repeats the animation for the lifespan of the view (returned unchanged: a widget animates only from one
    /// entry to the next, once, so nothing repeats).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        self
    }

    /// Repeats the animation for a specific number of times (returned unchanged, as `repeatForever`).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        self
    }
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
    package let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    /// A transition that plays the default symbol effect (appear, disappear) on symbols inserted or removed.
    public static var symbolEffect: AnyTransition { AnyTransition(name: "symbol-effect") }
    /// A transition that plays `effect` on symbols inserted or removed.
    public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition
    where T: TransitionSymbolEffect, T: SymbolEffect {
        AnyTransition(name: effect is DisappearSymbolEffect ? "symbol-disappear" : "symbol-appear")
    }
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move-\(edge)") }
    /// Creates a transition that when added to a view will animate the view's insertion by moving it in from the specified edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push-\(edge)") }
    /// Returns a transition that offsets the view by `offset` (accepted: widgets change without animation).
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(name: "offset-" + CSS.number(offset.width) + "-" + CSS.number(offset.height))
    }
    /// Returns a transition that offsets the view by `x` and `y` (accepted: widgets change without animation).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// Returns a transition that scales the view.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale-" + CSS.number(scale))
    }
    /// Combines this transition with another, returning a new transition that is the result of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + " " + other.name) }
    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "in:" + insertion.name + " out:" + removal.name)
    }
    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

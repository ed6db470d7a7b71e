import Foundation

// The Symbols framework's effects, as SwiftUI re-exports them. A widget is drawn once per timeline entry and
// its symbols do not animate (only `contentTransition(.symbolEffect(.replace))` plays, on the home screen
// page): an effect compiles, and what it leaves drawn is its steady state (`.disappear` active hides the
// symbol); the others draw the symbol as it is.

/// An effect that can be applied to a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that applies to content transitions.
public protocol ContentTransitionSymbolEffect {}

/// A symbol effect that repeats while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// A symbol effect that animates a symbol's insertion or removal (`transition(.symbolEffect(_:))`).
public protocol TransitionSymbolEffect {}

extension SymbolEffect {
    var effectName: String { (self as? ReplaceSymbolEffect).map { _ in "replace" } ?? "effect" }
}

/// The options of an effect (`.up`, `.byLayer`…), kept so that two effects compare as Apple's do.
private protocol OptionedSymbolEffect: SymbolEffect {
    var options: [String] { get set }
}

extension OptionedSymbolEffect {
    func adding(_ option: String) -> Self {
        var copy = self
        copy.options.append(option)
        return copy
    }
}

/// An animation that replaces the layers of one symbol image with those of another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, OptionedSymbolEffect {
    var options: [String] = []
    /// Creates a replace effect.
    public init() {}
    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    /// Both symbols scale up.
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    /// The old symbol disappears, the new one scales up.
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    /// Animates each layer on its own.
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
}

/// An animation that makes a symbol visible, or keeps it visible while active.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, OptionedSymbolEffect {
    var options: [String] = []
    /// Scales up while appearing.
    public var up: AppearSymbolEffect { adding("up") }
    /// Scales down while appearing.
    public var down: AppearSymbolEffect { adding("down") }
    /// Animates each layer on its own.
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}

/// An animation that hides a symbol, or keeps it hidden while active.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect,
    OptionedSymbolEffect
{
    var options: [String] = []
    /// Scales up while disappearing.
    public var up: DisappearSymbolEffect { adding("up") }
    /// Scales down while disappearing.
    public var down: DisappearSymbolEffect { adding("down") }
    /// Animates each layer on its own.
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}

/// An animation that bounces a symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, OptionedSymbolEffect {
    var options: [String] = []
    /// Bounces up.
    public var up: BounceSymbolEffect { adding("up") }
    /// Bounces down.
    public var down: BounceSymbolEffect { adding("down") }
    /// Animates each layer on its own.
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}

/// An animation that fades the opacity of some or all layers of a symbol.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, OptionedSymbolEffect {
    var options: [String] = []
    /// Animates each layer on its own.
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}

/// An animation that scales a symbol up or down while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, OptionedSymbolEffect {
    var options: [String] = []
    /// Scales up.
    public var up: ScaleSymbolEffect { adding("up") }
    /// Scales down.
    public var down: ScaleSymbolEffect { adding("down") }
    /// Animates each layer on its own.
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    /// Animates the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}

/// An animation that replaces the opacity of variable layers in a repeating sequence.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
    OptionedSymbolEffect
{
    var options: [String] = []
    /// Each layer in turn.
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    /// Layers added one after another.
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    /// One way only.
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces the layers of one symbol image with those of another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes the layers of a symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes the layers of a symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that bounces the layers of a symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of the layers of a symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the layers of a symbol.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of variable layers in a repeating sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// Options configuring how symbol effects apply to symbol views.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor: Double = 1

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Options that repeat the effect indefinitely.
    public static let repeating = SymbolEffectOptions()
    /// Options that play the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

    /// Options that repeat the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }

    /// Options that run the effect at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    /// These options, repeating the effect `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = count
        return copy
    }

    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed
        return copy
    }
}

extension View {
    /// Adds an indefinite symbol effect to this view: in a widget its steady state is drawn (`.disappear`
    /// hides the symbols while active); nothing animates.
    public func symbolEffect<T>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View where T: IndefiniteSymbolEffect, T: SymbolEffect {
        modifier(_SymbolEffectState(hidesSymbols: isActive && effect is DisappearSymbolEffect))
    }

    /// Adds a discrete symbol effect that plays when `value` changes: a widget draws the symbol as it is.
    public func symbolEffect<T, U>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
        self
    }

    /// Removes the symbol effects of this view's symbols (there are none to remove in a widget).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}

/// What an active indefinite symbol effect leaves drawn in a widget: the symbols hidden (`.disappear`), or as
/// they are.
public struct _SymbolEffectState: ViewModifier {
    let hidesSymbols: Bool
    public typealias Body = Never
}

extension _SymbolEffectState: EachNodeModifier {
    package func modify(_ node: consuming HTMLNode, in context: RenderContext) -> HTMLNode {
        guard hidesSymbols else { return node }
        // Hidden, but still taking its place, as the symbol keeps its frame while it has disappeared.
        return Boxes.wrap(node, classes: ["fade"], style: [("opacity", "0")])
    }
}

import Foundation

/// A variant of a symbol: filled, slashed, or enclosed in a circle, square or rectangle.
///
/// `symbolVariant(_:)` sets it for the images inside; an image of a system symbol then draws the symbol
/// whose name has the variant's suffixes (`bell` → `bell.slash.circle.fill`), or the plain symbol where the
/// library has no drawing of that variant (as iOS falls back to the base symbol).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case circle
        case square
        case rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, encapsulated in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant, encapsulated in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant, encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of `base` in this variant (`.slash`, then the shape, then `.fill`, as SF Symbols names
    /// them); a name that already has a part is not given it twice.
    func name(for base: String) -> String {
        var name = base
        if isSlashed, !name.contains(".slash") { name += ".slash" }
        if let shape {
            let suffix =
                switch shape {
                case .circle: ".circle"
                case .square: ".square"
                case .rectangle: ".rectangle"
                }
            if !name.contains(suffix) { name += suffix }
        }
        if isFilled, !name.hasSuffix(".fill") { name += ".fill" }
        return name
    }

    /// The symbol to draw for `base`: the variant's when the library has it, else `base`.
    func symbol(for base: String) -> String {
        guard self != .none else { return base }
        let variant = name(for: base)
        return SymbolLibrary.svg(variant, mode: nil) != nil ? variant : base
    }
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension View {
    /// Makes symbols within the view show a particular variant.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentTransform { $0.symbolVariants = variant }
    }
}

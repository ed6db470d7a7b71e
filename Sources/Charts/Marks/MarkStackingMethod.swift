/// How marks that share a position are stacked.
@frozen
public struct MarkStackingMethod: Equatable, Sendable {
    @usableFromInline
    @frozen
    enum Storage: Hashable, Sendable {
        case standard
        case normalized
        case center
        case unstacked
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(_ storage: Storage) {
        self.storage = storage
    }

    /// On top of each other, from zero.
    @inlinable
    public static var standard: MarkStackingMethod { .init(.standard) }
    /// On top of each other, scaled so that each stack fills the domain from 0 to 1.
    @inlinable
    public static var normalized: MarkStackingMethod { .init(.normalized) }
    /// On top of each other, centered on zero.
    @inlinable
    public static var center: MarkStackingMethod { .init(.center) }
    /// Each from zero, overlapping.
    @inlinable
    public static var unstacked: MarkStackingMethod { .init(.unstacked) }
}

extension MarkStackingMethod: CustomStringConvertible {
    public var description: String { "\(storage)" }
}

/// The horizontal or vertical dimension in a 2D coordinate system.

public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        nonisolated public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

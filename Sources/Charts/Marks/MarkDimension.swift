import WidgetRuntime

/// The size of a mark along one dimension: automatic, fixed, a ratio of its band, or its band inset.
@frozen
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public typealias IntegerLiteralType = Int
    public typealias FloatLiteralType = Double

    @usableFromInline
    @frozen
    enum Storage: Sendable {
        case automatic
        case fixed(CGFloat)
        case ratio(CGFloat)
        case inset(CGFloat)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Charts' default size.
    @inlinable
    public static var automatic: MarkDimension { .init(.automatic) }

    /// A fraction of the band the mark is in.
    @inlinable
    public static func ratio(_ value: CGFloat) -> MarkDimension { .init(.ratio(value)) }

    /// The band the mark is in, less `value` points.
    @inlinable
    public static func inset(_ value: CGFloat) -> MarkDimension { .init(.inset(value)) }

    /// A size in points.
    @inlinable
    public static func fixed(_ value: CGFloat) -> MarkDimension { .init(.fixed(value)) }

    /// A size in points.
    @inlinable
    nonisolated public init(floatLiteral value: Double) {
        self = .fixed(CGFloat(value))
    }

    /// A size in points.
    @inlinable
    nonisolated public init(integerLiteral value: Int) {
        self = .fixed(CGFloat(value))
    }

    /// The size in a band of `band` points, or `automatic` when automatic.
    func resolve(band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let points): points
        case .ratio(let ratio): band * ratio
        case .inset(let inset): max(0, band - inset)
        }
    }
}

extension MarkDimension: CustomStringConvertible {
    public var description: String { "\(storage)" }
}

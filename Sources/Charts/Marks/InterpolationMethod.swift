import WidgetRuntime

/// How a line or area goes from one point to the next.
@frozen
public struct InterpolationMethod: Sendable {
    @usableFromInline
    @frozen
    enum Storage: Sendable {
        case linear
        case cardinal(tension: CGFloat)
        case catmullRom(alpha: CGFloat)
        case step(transition: CGFloat)
        case monotone
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Straight lines.
    @inlinable
    public static var linear: InterpolationMethod { .init(.linear) }
    /// A cardinal spline.
    @inlinable
    public static var cardinal: InterpolationMethod { .init(.cardinal(tension: 0)) }
    /// A cardinal spline of the given tension.
    @inlinable
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .init(.cardinal(tension: tension)) }
    /// A centripetal Catmull-Rom spline.
    @inlinable
    public static var catmullRom: InterpolationMethod { .init(.catmullRom(alpha: 0.5)) }
    /// A Catmull-Rom spline of the given alpha.
    @inlinable
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .init(.catmullRom(alpha: alpha)) }
    /// A cubic spline that keeps the data's monotonicity.
    @inlinable
    public static var monotone: InterpolationMethod { .init(.monotone) }
    /// Steps, changing at each point.
    @inlinable
    public static var stepStart: InterpolationMethod { .init(.step(transition: 0)) }
    /// Steps, changing halfway between points.
    @inlinable
    public static var stepCenter: InterpolationMethod { .init(.step(transition: 0.5)) }
    /// Steps, changing at the next point.
    @inlinable
    public static var stepEnd: InterpolationMethod { .init(.step(transition: 1)) }
}

extension InterpolationMethod: CustomStringConvertible {
    public var description: String { "\(storage)" }
}

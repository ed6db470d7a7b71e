/// Why an iCalendar object was refused. `description` is one line, meant for people.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The object is larger than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The bytes are not UTF-8 text, or hold a NUL byte.
    case notText(reason: String)
    /// One (unfolded) content line is longer than the limit.
    case lineTooLong(line: Int, limit: Int)
    /// Components nest deeper than the limit.
    case tooDeep(line: Int, limit: Int)
    /// More properties than the limit.
    case tooManyProperties(line: Int, limit: Int)
    /// More components than the limit.
    case tooManyComponents(line: Int, limit: Int)
    /// The text breaks RFC 5545's grammar; `line` is the 1-based physical line.
    case malformed(line: Int, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the iCalendar object has \(bytes) bytes; at most \(limit) are accepted"
        case .notText(let reason):
            return "the iCalendar object is not text: \(reason)"
        case .lineTooLong(let line, let limit):
            return "line \(line): a content line longer than \(limit) bytes"
        case .tooDeep(let line, let limit):
            return "line \(line): components nested more than \(limit) deep"
        case .tooManyProperties(let line, let limit):
            return "line \(line): more than \(limit) properties"
        case .tooManyComponents(let line, let limit):
            return "line \(line): more than \(limit) components"
        case .malformed(let line, let reason):
            return "line \(line): \(reason)"
        }
    }
}

/// What the parser accepts. The defaults are far above what task apps write (a VTODO is a few hundred
/// bytes; Apple's and Thunderbird's largest carry a VTIMEZONE and a few alarms) and low enough that a
/// hostile server cannot make us hold or walk an unbounded tree.
public struct ICalendarLimits: Sendable, Equatable {
    /// The whole object, in bytes.
    public var maxBytes: Int
    /// One content line after unfolding, in bytes (an inline attachment is one line).
    public var maxLineBytes: Int
    /// Components inside components: VCALENDAR › VTODO › VALARM is 3.
    public var maxDepth: Int
    /// Properties in the whole object.
    public var maxProperties: Int
    /// Components in the whole object.
    public var maxComponents: Int

    public init(maxBytes: Int, maxLineBytes: Int, maxDepth: Int, maxProperties: Int, maxComponents: Int) {
        self.maxBytes = maxBytes
        self.maxLineBytes = maxLineBytes
        self.maxDepth = maxDepth
        self.maxProperties = maxProperties
        self.maxComponents = maxComponents
    }

    /// 4 MiB, 1 MiB lines, 8 levels, 10,000 properties, 1,000 components.
    public static let standard = ICalendarLimits(
        maxBytes: 4 << 20, maxLineBytes: 1 << 20, maxDepth: 8, maxProperties: 10_000, maxComponents: 1_000)
}

/// The level of a log message.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(_ rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default level.
    public static let `default` = OSLogType(0x00)
    /// Information that may be helpful, not essential.
    public static let info = OSLogType(0x01)
    /// Debug-level messages, for development.
    public static let debug = OSLogType(0x02)
    /// Errors of the process.
    public static let error = OSLogType(0x10)
    /// Faults: bugs in the program or the system.
    public static let fault = OSLogType(0x11)

    /// The level's name, as a line written here starts with it.
    var name: String {
        switch rawValue {
        case 0x01: "info"
        case 0x02: "debug"
        case 0x10: "error"
        case 0x11: "fault"
        default: "default"
        }
    }
}

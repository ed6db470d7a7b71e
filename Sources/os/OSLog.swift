import Foundation

/// A custom log object, by subsystem and category.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, nil for the default log.
    let subsystem: String?
    /// The category, nil for the default log.
    let category: String?
    let isEnabled: Bool
    /// Where lines go: standard error, or a test's collector.
    let sink: (@Sendable (String) -> Void)?

    /// A log for a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
        sink = nil
    }

    /// A log whose lines are handed to `sink` instead of standard error (for tests).
    package init(subsystem: String, category: String, sink: @escaping @Sendable (String) -> Void) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
        self.sink = sink
    }

    private init(enabled: Bool) {
        subsystem = nil
        category = nil
        isEnabled = enabled
        sink = nil
    }

    /// The shared default log.
    public static let `default` = OSLog(enabled: true)
    /// A log that writes nothing.
    public static let disabled = OSLog(enabled: false)

    /// Whether messages of `type` are written.
    public func isEnabled(type: OSLogType) -> Bool {
        guard isEnabled else { return false }
        switch type {
        case .debug: return Self.threshold == .debug
        case .info: return Self.threshold == .debug || Self.threshold == .info
        default: return true
        }
    }

    /// `OS_LOG_LEVEL`: `debug` writes everything, `info` all but debug; otherwise default and above.
    private static let threshold: OSLogType = {
        switch ProcessInfo.processInfo.environment["OS_LOG_LEVEL"] {
        case "debug": .debug
        case "info": .info
        default: .default
        }
    }()

    /// The line for a message: level, subsystem and category, text.
    package func line(_ text: String, type: OSLogType) -> String {
        let origin = subsystem.map { "[\($0):\(category ?? "")] " } ?? ""
        return "\(type.name): \(origin)\(text)"
    }

    func write(_ message: OSLogMessage, type: OSLogType) {
        guard isEnabled(type: type) else { return }
        let line = line(message.text, type: type)
        if let sink {
            sink(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}

/// Writes a message to a log (the form of iOS 14 on).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage
) {
    log.write(message, type: type)
}

/// Writes a printf-style message to a log (the older form): `%@`, `%d`, `%s`… and `{public}`/`{private}`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    guard log.isEnabled(type: type) else { return }
    // Privacy annotations are dropped: arguments of the older form are shown (Console redacts dynamic
    // strings; a line here is for the developer).
    let format = "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(
        of: "{private}", with: "")
    log.write(OSLogMessage(stringLiteral: String(format: format, arguments: args)), type: type)
}

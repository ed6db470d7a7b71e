import Foundation

/// An object for writing messages to the log.
///
/// Here a message goes to standard error as one line: its level, `[subsystem:category]` and its text, with
/// private values redacted as Console shows them. Debug and info messages are written only when
/// `OS_LOG_LEVEL` is `debug` or `info` (Apple's log keeps them in memory only, unless configured), so that
/// widget previews and tests stay quiet.
public struct Logger: @unchecked Sendable {
    /// The log this logger writes to.
    let log: OSLog

    /// A logger for a subsystem (a reverse-DNS name) and a category.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// A logger for the default log.
    public init() {
        log = .default
    }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) {
        log.write(message, type: .default)
    }

    /// Writes a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        log.write(message, type: level)
    }

    /// Writes a debug message.
    public func trace(_ message: OSLogMessage) {
        log.write(message, type: .debug)
    }

    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) {
        log.write(message, type: .debug)
    }

    /// Writes an informative message.
    public func info(_ message: OSLogMessage) {
        log.write(message, type: .info)
    }

    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) {
        log.write(message, type: .default)
    }

    /// Writes a warning (an error-level message).
    public func warning(_ message: OSLogMessage) {
        log.write(message, type: .error)
    }

    /// Writes an error.
    public func error(_ message: OSLogMessage) {
        log.write(message, type: .error)
    }

    /// Writes a critical message (a fault).
    public func critical(_ message: OSLogMessage) {
        log.write(message, type: .fault)
    }

    /// Writes a fault.
    public func fault(_ message: OSLogMessage) {
        log.write(message, type: .fault)
    }
}

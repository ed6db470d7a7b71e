import OSLog

// A file that imports OSLog and nothing else, as widget code does for a logger beside its provider: Foundation's
// names are visible through it, as Apple's OSLog makes them.

/// The logger a widget makes from its bundle's identifier.
func widgetLoggerCategory(at date: Date) -> String {
    let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "widget", category: "timeline")
    logger.debug("timeline at \(date.timeIntervalSince1970, privacy: .public)")
    return URL(fileURLWithPath: "/widgets/timeline").lastPathComponent
}

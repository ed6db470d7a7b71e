import Foundation

/// Why a CalDAV test server or device could not be used.
public struct CalDAVHelperError: Error, CustomStringConvertible {
    public var description: String
}

/// A JSON-lines conversation with `Tests/caldav/caldav_helper.py`: one request line, one answer line.
/// When the value goes away (or the test process dies), the helper's stdin closes and it stops whatever
/// it started.
public final class HelperProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private let lock = NSLock()

    /// The Python that has radicale, xandikos and caldav: `$TASKS_TEST_PYTHON`, else `python3`.
    public static var python: String {
        ProcessInfo.processInfo.environment["TASKS_TEST_PYTHON"] ?? "python3"
    }

    /// `Tests/caldav/caldav_helper.py`, found from this file.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("caldav/caldav_helper.py").path

    public init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [Self.python, Self.script] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// The next line the helper prints, parsed as JSON.
    public func readJSON() throws -> Any {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return try JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed])
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                throw CalDAVHelperError(
                    description:
                        "the CalDAV helper stopped (are radicale, xandikos and caldav installed for \(Self.python)? "
                        + "./scripts/test installs them)")
            }
            buffer.append(chunk)
        }
    }

    /// Sends one command and returns the answer line.
    public func ask(_ command: [String: Any]) throws -> Any {
        try lock.withLock {
            var line = try JSONSerialization.data(withJSONObject: command)
            line.append(0x0A)
            try input.fileHandleForWriting.write(contentsOf: line)
            return try readJSON()
        }
    }
}

/// A real CalDAV server (Radicale or Xandikos from PyPI) on a free loopback port, behind a proxy that
/// can inject faults.
public final class CalDAVTestServer: Sendable {
    public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        case radicale, xandikos
        public var description: String { rawValue }
    }

    public let kind: Kind
    /// The proxy's URL: what the code under test talks to.
    public let url: URL
    /// The server itself, past the proxy (for the second device, which must not see faults).
    public let directURL: URL
    public let user: String
    public let password: String
    private let helper: HelperProcess

    public init(_ kind: Kind) throws {
        self.kind = kind
        helper = try HelperProcess(["serve", kind.rawValue])
        guard let info = try helper.readJSON() as? [String: String], let url = info["url"].flatMap(URL.init),
            let direct = info["direct"].flatMap(URL.init)
        else { throw CalDAVHelperError(description: "the CalDAV helper did not say where the server is") }
        self.url = url
        directURL = direct
        user = info["user"] ?? ""
        password = info["password"] ?? ""
    }

    /// Started once per test process and shared; each test works in a task list of its own.
    public static func shared(_ kind: Kind) throws -> CalDAVTestServer {
        try SharedServers.shared.server(kind)
    }

    /// Makes the proxy misbehave: `["fault": "status", "status": 503, "times": 2]` (see caldav_helper.py).
    public func fault(_ rule: [String: Any]) throws {
        _ = try helper.ask(rule)
    }

    /// Requests the proxy has seen, by method.
    public func requests() throws -> (total: Int, methods: [String: Int]) {
        let answer = try helper.ask(["count": true]) as? [String: Any]
        return (answer?["requests"] as? Int ?? 0, answer?["methods"] as? [String: Int] ?? [:])
    }

    /// Where a new, empty task list of the user's may be made (it is made by the code under test).
    public var home: URL {
        switch kind {
        case .radicale: return directURL.appendingPathComponent("\(user)/", isDirectory: true)
        case .xandikos: return directURL.appendingPathComponent("\(user)/calendars/", isDirectory: true)
        }
    }

    private final class SharedServers: @unchecked Sendable {
        static let shared = SharedServers()
        private let lock = NSLock()
        private var servers: [Kind: CalDAVTestServer] = [:]

        func server(_ kind: Kind) throws -> CalDAVTestServer {
            try lock.withLock {
                if let server = servers[kind] { return server }
                let server = try CalDAVTestServer(kind)
                servers[kind] = server
                return server
            }
        }
    }
}

/// "Another device": the `caldav` Python library working on one task list, past the proxy.
public final class OtherDevice: Sendable {
    private let helper: HelperProcess

    public init(server: CalDAVTestServer, collection: URL) throws {
        // The collection's path on the server itself, not through the proxy.
        var components = URLComponents(url: collection, resolvingAgainstBaseURL: true)!
        components.port = server.directURL.port
        helper = try HelperProcess([
            "device", server.directURL.absoluteString, server.user, server.password, components.url!.absoluteString,
        ])
    }

    /// One task as the other device reads it.
    public struct Todo: Sendable {
        public var uid: String
        public var href: String
        public var summary: String
        public var status: String
        public var priority: Int
        public var due: String?
        public var order: Int?
        public var data: String
    }

    @discardableResult
    private func run(_ command: [String: Any]) throws -> Any {
        let answer = try helper.ask(command) as? [String: Any]
        if let error = answer?["error"] as? String { throw CalDAVHelperError(description: "other device: \(error)") }
        return answer?["ok"] as Any
    }

    /// Every task in the list, by UID.
    public func list() throws -> [Todo] {
        let items = try run(["op": "list"]) as? [[String: Any]] ?? []
        return items.map {
            Todo(
                uid: $0["uid"] as? String ?? "", href: $0["href"] as? String ?? "",
                summary: $0["summary"] as? String ?? "", status: $0["status"] as? String ?? "",
                priority: $0["priority"] as? Int ?? 0, due: $0["due"] as? String, order: $0["order"] as? Int,
                data: $0["data"] as? String ?? "")
        }
    }

    /// Stores a whole calendar object; returns its URL.
    @discardableResult
    public func put(_ ics: String) throws -> String { try run(["op": "put", "ics": ics]) as? String ?? "" }

    /// The object's text as the server gives it.
    public func data(uid: String) throws -> String {
        (try run(["op": "get", "uid": uid]) as? [String: Any])?["data"] as? String ?? ""
    }

    /// Sets (and removes) properties of the task's VTODO and saves it.
    public func edit(uid: String, set: [String: Any] = [:], remove: [String] = []) throws {
        try run(["op": "edit", "uid": uid, "set": set, "remove": remove])
    }

    public func delete(uid: String) throws { try run(["op": "delete", "uid": uid]) }
}

/// A small calendar object holding one VTODO.
public func todoText(uid: String, summary: String, extra: [String] = []) -> String {
    ([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", "BEGIN:VTODO", "UID:\(uid)",
        "DTSTAMP:20261101T000000Z",
        "SUMMARY:\(summary)",
    ] + extra + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `tasks serve` process over a store, for tests that need the real program (signals, LD_PRELOAD, kills).
public final class ServeProcess: @unchecked Sendable {
    public let process: Process
    public let port: UInt16
    /// The per-server token that state-changing requests carry.
    public let token: String
    private let output: Pipe

    /// Starts `tasks serve --port 0 --store store` with `environment` added, and waits until it answers.
    public init(store: String, environment: [String: String] = [:], arguments: [String] = []) throws {
        let binary = try builtExecutable(named: "tasks")
        process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--store", store] + arguments
        var merged = ProcessInfo.processInfo.environment
        merged["TASKS_STORE"] = nil
        for (name, value) in environment { merged[name] = value }
        process.environment = merged
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        let reader = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = reader.availableData
            guard !chunk.isEmpty else { throw Failure("tasks serve ended before it printed its URL") }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let portText = text.split(separator: ":").last?.prefix(while: \.isNumber), let port = UInt16(portText)
        else { throw Failure("unexpected first line: \(text)") }
        self.port = port
        let page = try LoopbackHTTP.request(port: port, "GET", "/").text
        guard let start = page.range(of: "name=\"taskwidgets-token\" content=\""),
            let end = page[start.upperBound...].firstIndex(of: "\"")
        else { throw Failure("no token on the page") }
        token = String(page[start.upperBound..<end])
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    /// A request; state-changing ones carry the token, `json` is the body.
    public func request(_ method: String, _ path: String, json: String? = nil) throws -> LoopbackHTTP.Reply {
        var headers = [("Origin", "http://127.0.0.1:\(port)")]
        if method != "GET" { headers.append(("X-TaskWidgets-Token", token)) }
        if json != nil { headers.append(("Content-Type", "application/json")) }
        return try LoopbackHTTP.request(port: port, method, path, headers: headers, body: Array((json ?? "").utf8))
    }

    /// Stops it with SIGTERM (as Ctrl-C would) and returns its exit status.
    @discardableResult
    public func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Kills it with SIGKILL, as a crash or power loss would.
    public func killNow() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }
}

/// One HTTP/1.1 request over a fresh loopback connection (`Connection: close`), read to the end.
public enum LoopbackHTTP {
    public struct Reply: Sendable {
        public var status: Int
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A socket connected to `port` on 127.0.0.1 (the caller closes it).
    public static func connect(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServeProcess.Failure("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw ServeProcess.Failure("connect: \(errno)")
        }
        return fd
    }

    public static func request(
        port: UInt16, _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> Reply {
        let fd = try connect(port: port)
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ServeProcess.Failure("send: \(errno)") }
            sent += count
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = received.firstRange(of: separator) else { throw ServeProcess.Failure("no response") }
        let statusLine = String(decoding: received[..<end.lowerBound], as: UTF8.self).split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw ServeProcess.Failure("bad status") }
        return Reply(status: status, body: Array(received[end.upperBound...]))
    }
}

/// The LD_PRELOAD library of `Tests/Shims/io-shim.c` (see there), compiled once per test process.
public enum IOShim {
    private static let built = Result { () throws -> URL in
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Shims/io-shim.c")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("io-shim-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let library = directory.appendingPathComponent("libioshim.so")
        // The toolchain's clang, else the system's C compiler.
        for compiler in ["clang", "cc", "gcc"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [compiler, "-shared", "-fPIC", "-O1", "-o", library.path, source.path, "-ldl"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return library }
        }
        throw ServeProcess.Failure("no C compiler could build \(source.path)")
    }

    /// The built library, for `LD_PRELOAD`.
    public static func library() throws -> URL { try built.get() }
}

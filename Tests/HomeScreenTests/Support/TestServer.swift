import Foundation
import HomeScreen
import HomeScreenDemo
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// A home-screen server on an ephemeral loopback port over the fake ``DemoHomeScreenBackend``.
final class TestServer: Sendable {
    let backend = DemoHomeScreenBackend()
    let server: HomeScreenServer
    let base: URL

    init() throws {
        server = try HomeScreenServer(backend: backend)
        base = try server.start()
    }

    deinit { server.stop() }

    var port: UInt16 { server.port }
    var origin: String { "http://127.0.0.1:\(port)" }

    typealias Reply = HomeScreenServer.TestReply

    /// A request through URLSession (see ``HomeScreenServer/request(_:_:json:body:token:headers:)``).
    func request(
        _ method: String, _ path: String, json: Any? = nil, body: Data? = nil, token: Bool = true,
        headers: [String: String] = [:]
    ) async throws -> Reply {
        try await server.request(method, path, json: json, body: body, token: token, headers: headers)
    }

    /// Sends raw bytes over a fresh TCP connection and returns the status code and the whole answer
    /// (for requests URLSession will not send, such as a foreign Host header).
    func raw(_ text: String) throws -> (status: Int, text: String) {
        let fd = try LoopbackHTTP.connect(port: port)
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        var answer = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            answer += buffer[0..<n]
        }
        let reply = String(decoding: answer, as: UTF8.self)
        let status = reply.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, reply)
    }
}

extension HomeScreenServer {
    /// An answer of the server, as a test reads it.
    struct TestReply {
        let status: Int
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var contentType: String { headers["content-type"] ?? "" }
        func json() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        }
    }

    /// A request through URLSession. `token` adds the server's token; `json` (an object
    /// for JSONSerialization) or `body` is sent as a JSON body.
    func request(
        _ method: String, _ path: String, json: Any? = nil, body: Data? = nil, token: Bool = true,
        headers: [String: String] = [:]
    ) async throws -> TestReply {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        // A test waits for the answer, not for a time: URLSession's 60 s default ran out once in a full run
        // beside a CPU hog and another full run (NSURLErrorDomain -1001), with nothing wrong but the load.
        request.timeoutInterval = 600
        request.httpMethod = method
        if token { request.setValue(self.token, forHTTPHeaderField: "X-TaskWidgets-Token") }
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return TestReply(status: http.statusCode, headers: fields, body: data)
    }
}

import Foundation
import HomeScreen

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

    struct Reply {
        let status: Int
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        }
    }

    /// A request through URLSession. `token` adds the server's token; `json` is sent as the body.
    func request(
        _ method: String, _ path: String, json: Any? = nil, body: Data? = nil, token: Bool = true,
        headers: [String: String] = [:]
    ) async throws -> Reply {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        if token { request.setValue(server.token, forHTTPHeaderField: "X-TaskWidgets-Token") }
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
        return Reply(status: http.statusCode, headers: fields, body: data)
    }

    /// Sends raw bytes over a fresh TCP connection and returns the status code and the whole answer
    /// (for requests URLSession will not send, such as a foreign Host header).
    func raw(_ text: String) throws -> (status: Int, text: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
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

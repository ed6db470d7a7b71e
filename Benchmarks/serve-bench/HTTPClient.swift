import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal blocking HTTP/1.1 keep-alive client over one loopback TCP socket, so the benchmark measures the
/// server and not URLSession's machinery. Responses must carry a Content-Length (libmicrohttpd's buffer
/// responses do); the connection is reopened when the server closes it.
final class HTTPClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: UInt16
    private var socket: Int32 = -1
    private var buffer: [UInt8] = []

    init(port: UInt16) { self.port = port }

    deinit { disconnect() }

    func request(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let bytes = Array(head.utf8) + body
        // A kept-alive connection the server has closed fails on the first send or read: retry once.
        for attempt in 0..<2 {
            if socket < 0 { try connect() }
            do {
                try send(bytes)
                let response = try readResponse()
                if response.headers["connection"]?.lowercased() == "close" { disconnect() }
                return response
            } catch {
                disconnect()
                if attempt == 1 { throw error }
            }
        }
        throw Failure(description: "unreachable")
    }

    private func connect() throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(description: "connect to port \(port): errno \(errno)")
        }
        socket = fd
        buffer.removeAll(keepingCapacity: true)
    }

    private func disconnect() {
        if socket >= 0 { close(socket) }
        socket = -1
        buffer.removeAll(keepingCapacity: true)
    }

    private func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
            offset += sent
        }
    }

    /// Reads more bytes into the buffer; throws when the server closed the connection.
    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "connection closed by the server") }
        buffer.append(contentsOf: chunk[0..<count])
    }

    private func readResponse() throws -> Response {
        var headerEnd: Int?
        while headerEnd == nil {
            headerEnd = Self.find([13, 10, 13, 10], in: buffer)
            if headerEnd == nil { try fill() }
        }
        let end = headerEnd!
        let lines = String(decoding: buffer[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line: \(lines[0])")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let bodyStart = end + 4
        while buffer.count < bodyStart + length { try fill() }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeFirst(bodyStart + length)
        return Response(status: status, headers: headers, body: body)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }
}

import Foundation

/// Checks every request before routing. All requests: the `Host` header must name this server (an IP
/// literal or `localhost`, with the bound port), which defeats DNS rebinding (a rebinding page sends its own
/// domain name). State-changing requests (POST, PUT, PATCH, DELETE) also need the per-server token in
/// `X-TaskWidgets-Token` and, when the browser sends one, an `Origin` equal to `http://<Host>`; a
/// `Sec-Fetch-Site: cross-site` is refused as well. Refusals are 403 with a short message.
public struct RequestGuard: Sendable {
    public static let tokenHeader = "X-TaskWidgets-Token"

    /// 32 lowercase hex characters from the system's random generator.
    public let token: String
    /// The bound port; the `Host` header must carry it.
    public let port: UInt16
    /// The bound address; when it is not a wildcard (0.0.0.0, ::), the Host must be this address, or
    /// `localhost`/loopback when bound to loopback.
    public let boundHost: String

    /// `Host` values allowed as they are, compared before any parsing (what browsers and clients send for
    /// this server: its own origins' host and port).
    private let exactHosts: Set<String>

    public init(boundHost: String, port: UInt16, token: String = RequestGuard.makeToken()) {
        self.boundHost = SocketAddress.normalizedHost(boundHost)
        self.port = port
        self.token = token
        self.exactHosts = Set(Self.hosts(boundHost: self.boundHost, port: port))
    }

    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        // Not `String(format:)`, whose first use costs half a millisecond of a server's start.
        let hex = Array("0123456789abcdef".utf8)
        var token = ""
        for _ in 0..<16 {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            token.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
            token.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
        }
        return token
    }

    /// Nil when the request may go on, else the 403 (or 400) to send.
    public func check(_ request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.headers["host"], isAllowedHost(host) else {
            return .error(403, "bad host")
        }
        guard request.isStateChanging else { return nil }
        guard let sent = request.header(Self.tokenHeader), !sent.isEmpty else {
            return .error(403, "missing token")
        }
        guard Self.constantTimeEqual(sent, token) else { return .error(403, "bad token") }
        if let origin = request.header("origin"), origin != "http://" + host.lowercased() {
            return .error(403, "bad origin")
        }
        if request.header("sec-fetch-site") == "cross-site" { return .error(403, "cross-site request") }
        return nil
    }

    /// The origins a page served by this server has, e.g. `http://127.0.0.1:8080`.
    public var origins: [String] { Self.hosts(boundHost: boundHost, port: port).map { "http://" + $0 } }

    /// The hosts with port of ``origins``.
    private static func hosts(boundHost: String, port: UInt16) -> [String] {
        var hosts = [formatHost(boundHost)]
        if isLoopback(boundHost) { hosts.append("localhost") }
        return hosts.map { "\($0):\(port)" }
    }

    func isAllowedHost(_ value: String) -> Bool {
        if exactHosts.contains(value) { return true }
        let value = value.lowercased()
        let name: Substring
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            guard value[value.index(after: close)...] == ":\(port)" else { return false }
            name = value[value.index(after: value.startIndex)..<close]
        } else {
            guard let colon = value.lastIndex(of: ":"), value[value.index(after: colon)...] == "\(port)" else {
                return false
            }
            name = value[..<colon]
        }
        let host = String(name)
        if boundHost == "0.0.0.0" || boundHost == "::" { return host == "localhost" || isIPLiteral(host) }
        if host == boundHost.lowercased() { return true }
        return Self.isLoopback(boundHost) && (host == "localhost" || (isIPLiteral(host) && Self.isLoopback(host)))
    }

    private static func formatHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

    private func isIPLiteral(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "::1" || host.hasPrefix("127.")
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}

import Foundation

/// One HTTP request as the CalDAV client makes it.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP answer. Header names are lowercased.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Sends HTTP requests. `DefaultHTTPTransport` is the real one; tests and the benchmark wrap it to count
/// or fail requests.
public protocol HTTPTransport: Sendable {
    /// Sends the request as it is (redirects are not followed); throws `CalDAVError.transport` when no
    /// answer came and `.responseTooLarge` past the limit.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

#if os(Linux)
    /// The platform's HTTP transport: libcurl, loaded on the first request (`CurlTransport`).
    public typealias DefaultHTTPTransport = CurlTransport
#else
    /// The platform's HTTP transport: `URLSession` (`URLSessionTransport`).
    public typealias DefaultHTTPTransport = URLSessionTransport
#endif

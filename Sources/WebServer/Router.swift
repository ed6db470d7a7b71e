/// Maps method + path pattern to a handler. Patterns are literal segments and `{name}` parameters, e.g.
/// `/widgets/{instance}/configuration`; a final `{name...}` takes the rest of the path. An unknown path
/// gets 404, a known path with another method 405 (with `Allow`). HEAD is answered by the GET route.
public struct Router: Sendable {
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) async throws -> HTTPResponse

    private struct Route: Sendable {
        let method: String
        let segments: [Segment]
        let handler: Handler
    }

    /// One `/`-separated piece of a pattern.
    private enum Segment: Sendable {
        /// A literal segment, as bytes: compared with the path's bytes without building anything.
        case literal([UInt8])
        /// `{name}`: one segment.
        case parameter(String)
        /// `{name...}`: the rest of the path.
        case rest(String)

        init(_ text: Substring) {
            if text.hasPrefix("{") && text.hasSuffix("...}") {
                self = .rest(String(text.dropFirst().dropLast(4)))
            } else if text.hasPrefix("{") && text.hasSuffix("}") {
                self = .parameter(String(text.dropFirst().dropLast()))
            } else {
                self = .literal(Array(text.utf8))
            }
        }
    }

    private var routes: [Route] = []
    private let mapError: @Sendable (any Error) -> HTTPError?

    /// - Parameter mapError: the answer to an error a handler throws other than an ``HTTPError`` (nil: a 500).
    public init(mappingErrors mapError: @escaping @Sendable (any Error) -> HTTPError? = { _ in nil }) {
        self.mapError = mapError
    }

    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(
            Route(
                method: method.uppercased(), segments: pattern.split(separator: "/").map { Segment($0) },
                handler: handler))
    }

    /// Runs the matching route. A thrown ``HTTPError`` becomes its response; any other error what the error
    /// mapping makes of it, or a 500.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let bytes = Array(request.path.utf8)
        let path = Self.components(bytes)
        var allowed: [String] = []
        let method = request.method == "HEAD" ? "GET" : request.method
        for route in routes where Self.matches(route.segments, path, in: bytes) {
            guard route.method == method else {
                allowed.append(route.method)
                continue
            }
            let parameters = RouteParameters(pairs: Self.parameters(route.segments, path, in: bytes))
            do {
                return try await route.handler(request, parameters)
            } catch let error as HTTPError {
                return error.response
            } catch {
                return (mapError(error) ?? HTTPError(500, "internal error")).response
            }
        }
        if allowed.isEmpty { return .error(404, "not found") }
        var response = HTTPResponse.error(405, "method not allowed")
        response.setHeader("Allow", (allowed.contains("GET") ? allowed + ["HEAD"] : allowed).joined(separator: ", "))
        return response
    }

    /// Where the path's non-empty segments are in its bytes. A loop over the bytes: the standard library's
    /// generic `split` over a `UTF8View` cost ~2,200 instructions a request, a tenth of serving a cached widget.
    private static func components(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(4)
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            if index > start { ranges.append(start..<index) }
            start = index + 1
        }
        if bytes.count > start { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// Whether the path fits the pattern, compared byte for byte and without building anything: most routes
    /// tried for a request are not its own.
    private static func matches(_ pattern: [Segment], _ path: [Range<Int>], in bytes: [UInt8]) -> Bool {
        for (index, segment) in pattern.enumerated() {
            guard index < path.count else { return false }
            switch segment {
            case .rest: return true
            case .parameter: continue
            case .literal(let literal): if bytes[path[index]] != literal[...] { return false }
            }
        }
        return pattern.count == path.count
    }

    /// The parameters of a path that ``matches(_:_:in:)`` the pattern.
    private static func parameters(
        _ pattern: [Segment], _ path: [Range<Int>], in bytes: [UInt8]
    ) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .literal: continue
            case .parameter(let name): parameters.append((name, String(decoding: bytes[path[index]], as: UTF8.self)))
            case .rest(let name):
                let rest = path[index].lowerBound..<path[path.count - 1].upperBound
                // The rest as the path has it, but with its empty segments dropped, as the pattern's own are.
                let text = String(decoding: bytes[rest], as: UTF8.self)
                parameters.append((name, text.split(separator: "/").joined(separator: "/")))
                return parameters
            }
        }
        return parameters
    }
}

/// The `{name}` values of a matched route.
public struct RouteParameters: Sendable {
    /// A route has one or two parameters: a list is cheaper to make and to search than a dictionary.
    private let pairs: [(name: String, value: String)]

    init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// The parameters by name.
    public var values: [String: String] {
        Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public subscript(_ name: String) -> String? { pairs.last { $0.name == name }?.value }

    /// The parameter, or a 400 when absent.
    public func require(_ name: String) throws -> String {
        guard let value = self[name] else { throw HTTPError(400, "missing \(name)") }
        return value
    }
}

/// An error that becomes an HTTP response with a short plain message (for example `404 unknown widget`).
public struct HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    public let status: Int
    public let message: String

    public init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    public var response: HTTPResponse { .error(status, message) }
    public var description: String { "\(status) \(message)" }

    public static func badRequest(_ message: String) -> HTTPError { HTTPError(400, message) }
    public static func notFound(_ message: String) -> HTTPError { HTTPError(404, message) }
    public static func conflict(_ message: String) -> HTTPError { HTTPError(409, message) }
}

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
        case literal(String)
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
                self = .literal(String(text))
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
                method: method.uppercased(), segments: Self.components(pattern).map { Segment(Substring($0)) },
                handler: handler))
    }

    /// Runs the matching route. A thrown ``HTTPError`` becomes its response; any other error what the error
    /// mapping makes of it, or a 500.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let path = Self.components(request.path)
        var allowed: [String] = []
        let method = request.method == "HEAD" ? "GET" : request.method
        for route in routes where Self.matches(route.segments, path) {
            guard route.method == method else {
                allowed.append(route.method)
                continue
            }
            do {
                return try await route.handler(request, RouteParameters(values: Self.parameters(route.segments, path)))
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

    /// The path's non-empty segments, split as bytes: `split` over Characters cost ~10,000 instructions a request
    /// (grapheme breaking), more than serving a cached widget's lookup.
    private static func components(_ path: String) -> [Substring.UTF8View] {
        path.utf8.split(separator: UInt8(ascii: "/"))
    }

    /// Whether the path fits the pattern, compared byte for byte and without building anything: most routes
    /// tried for a request are not its own.
    private static func matches(_ pattern: [Segment], _ path: [Substring.UTF8View]) -> Bool {
        for (index, segment) in pattern.enumerated() {
            guard index < path.count else { return false }
            switch segment {
            case .rest: return true
            case .parameter: continue
            case .literal(let text): if !path[index].elementsEqual(text.utf8) { return false }
            }
        }
        return pattern.count == path.count
    }

    /// The parameters of a path that ``matches(_:_:)`` the pattern.
    private static func parameters(_ pattern: [Segment], _ path: [Substring.UTF8View]) -> [String: String] {
        var parameters: [String: String] = [:]
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .literal: continue
            case .parameter(let name): parameters[name] = String(Substring(path[index]))
            case .rest(let name):
                parameters[name] = path[index...].map { String(Substring($0)) }.joined(separator: "/")
                return parameters
            }
        }
        return parameters
    }
}

/// The `{name}` values of a matched route.
public struct RouteParameters: Sendable {
    public let values: [String: String]

    public subscript(_ name: String) -> String? { values[name] }

    /// The parameter, or a 400 when absent.
    public func require(_ name: String) throws -> String {
        guard let value = values[name] else { throw HTTPError(400, "missing \(name)") }
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

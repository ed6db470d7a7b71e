/// Maps method + path pattern to a handler. Patterns are literal segments and `{name}` parameters, e.g.
/// `/widgets/{instance}/configuration`; a final `{name...}` takes the rest of the path. An unknown path
/// gets 404, a known path with another method 405 (with `Allow`). HEAD is answered by the GET route.
public struct Router: Sendable {
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) async throws -> HTTPResponse

    private struct Route: Sendable {
        let method: String
        let segments: [Substring]
        let handler: Handler
    }

    private var routes: [Route] = []
    private let mapError: @Sendable (any Error) -> HTTPError?

    /// - Parameter mapError: the answer to an error a handler throws other than an ``HTTPError`` (nil: a 500).
    public init(mappingErrors mapError: @escaping @Sendable (any Error) -> HTTPError? = { _ in nil }) {
        self.mapError = mapError
    }

    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method.uppercased(), segments: Self.split(pattern), handler: handler))
    }

    /// Runs the matching route. A thrown ``HTTPError`` becomes its response; any other error what the error
    /// mapping makes of it, or a 500.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let path = Self.split(request.path)
        var allowed: [String] = []
        let method = request.method == "HEAD" ? "GET" : request.method
        for route in routes {
            guard let parameters = Self.match(route.segments, path) else { continue }
            guard route.method == method else {
                allowed.append(route.method)
                continue
            }
            do {
                return try await route.handler(request, RouteParameters(values: parameters))
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

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    private static func match(_ pattern: [Substring], _ path: [Substring]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (index, segment) in pattern.enumerated() {
            if segment.hasPrefix("{") && segment.hasSuffix("...}") {
                guard index < path.count else { return nil }
                parameters[String(segment.dropFirst().dropLast(4))] = path[index...].joined(separator: "/")
                return parameters
            }
            guard index < path.count else { return nil }
            if segment.hasPrefix("{") && segment.hasSuffix("}") {
                parameters[String(segment.dropFirst().dropLast())] = String(path[index])
            } else if segment != path[index] {
                return nil
            }
        }
        return pattern.count == path.count ? parameters : nil
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

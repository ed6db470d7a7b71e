import Foundation
import StrictJSON
import WebServer

extension HTTPResponse {
    /// A JSON object of strings, keys sorted (as `.json` writes it; JSONEncoder took ~50 µs for a widget's HTML).
    static func jsonStrings(_ fields: [String: String]) -> HTTPResponse {
        var out = ""
        JSONValue.object(fields.mapValues(JSONValue.string)).write(to: &out)
        return .json(Data(out.utf8))
    }
}

/// A request's JSON object body, with accessors that throw short 400s ("missing field 'instance'").
struct JSONBody {
    let fields: [String: JSONValue]

    init(_ request: HTTPRequest) throws {
        if let type = request.header("content-type"),
            !type.lowercased().hasPrefix("application/json")
        {
            throw HTTPError(415, "expected application/json")
        }
        guard !request.body.isEmpty else { throw HTTPError.badRequest("empty body") }
        guard let value = try? JSONValue.parse(request.body) else {
            throw HTTPError.badRequest("malformed JSON")
        }
        guard case .object(let fields) = value else { throw HTTPError.badRequest("expected a JSON object") }
        self.fields = fields
    }

    func has(_ name: String) -> Bool { fields[name] != nil }

    func string(_ name: String, maxLength: Int = 16 * 1024) throws -> String {
        guard let value = try optionalString(name, maxLength: maxLength) else { throw missing(name) }
        return value
    }

    func optionalString(_ name: String, maxLength: Int = 16 * 1024) throws -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case .string(let value)?:
            // Characters are never more than bytes: only a long value is counted (a count is a walk over
            // grapheme clusters).
            guard value.utf8.count <= maxLength || value.count <= maxLength else {
                throw HTTPError.badRequest("field '\(name)' too long")
            }
            return value
        default: throw HTTPError.badRequest("field '\(name)' must be a string")
        }
    }

    func int(_ name: String) throws -> Int {
        switch fields[name] {
        case nil, .null?: throw missing(name)
        case .int(let value)?: return value
        default: throw HTTPError.badRequest("field '\(name)' must be an integer")
        }
    }

    func optionalBool(_ name: String) throws -> Bool? {
        switch fields[name] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw HTTPError.badRequest("field '\(name)' must be true or false")
        }
    }

    func object(_ name: String) throws -> [String: JSONValue] {
        switch fields[name] {
        case nil, .null?: throw missing(name)
        case .object(let value)?: return value
        default: throw HTTPError.badRequest("field '\(name)' must be an object")
        }
    }

    private func missing(_ name: String) -> HTTPError { HTTPError.badRequest("missing field '\(name)'") }
}

import Foundation

/// Why talking to a CalDAV server failed. `description` is one line, meant for people, and never holds
/// a password.
public enum CalDAVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 401: the user name or password is wrong.
    case unauthorized(url: String)
    /// 403.
    case forbidden(method: String, url: String)
    case notFound(url: String)
    /// 412: the object changed on the server since we read it (or exists, for a create).
    case preconditionFailed(url: String)
    /// A 4xx other than 401, 404, 408, 412, 423 and 429 for one object's PUT or DELETE: the server will not take
    /// this object as it is (SabreDAV's 415 for data it finds invalid, 403 for a read-only list, 413…). `reason`
    /// is the server's own message, when it gave one.
    case refused(status: Int, method: String, url: String, reason: String?)
    /// A redirect led to another origin (scheme, host or port), which asked for the password; it was not sent
    /// there.
    case credentialsWithheld(from: String, to: String)
    /// Any other status the request does not expect; 5xx among them.
    case status(Int, method: String, url: String)
    /// No answer: the server is down, too slow, or dropped the connection.
    case transport(String, url: String)
    case responseTooLarge(limit: Int, url: String)
    /// An answer we cannot read (not XML, not a multistatus…).
    case invalidResponse(String)
    case tooManyRedirects(url: String)
    case invalidURL(String)
    /// Discovery found no calendar home, or no list that holds tasks and none could be made.
    case noTaskList(String)

    public var description: String {
        switch self {
        case .unauthorized(let url):
            return "the server at \(Self.origin(url)) refused the user name or password (HTTP 401)"
        case .forbidden(let method, let url): return "the server forbids \(method) \(url) (HTTP 403)"
        case .notFound(let url): return "\(url) does not exist on the server (HTTP 404)"
        case .preconditionFailed(let url): return "\(url) changed on the server meanwhile (HTTP 412)"
        case .refused(let status, let method, let url, let reason):
            return "the server refused \(method) \(url) (HTTP \(status))" + (reason.map { ": \($0)" } ?? "")
        case .credentialsWithheld(let from, let to):
            return "\(Self.origin(from)) redirected to \(Self.origin(to)), which asks for the password; it was not "
                + "sent to another origin (scheme, host and port): give that server's URL instead"
        case .status(let status, let method, let url):
            return "the server answered \(method) \(url) with HTTP \(status)"
                + (status >= 500 ? " (a server error)" : "")
        case .transport(let reason, let url): return "cannot reach \(Self.origin(url)): \(reason)"
        case .responseTooLarge(let limit, let url):
            return "the server's answer for \(url) is larger than \(limit / (1 << 20)) MiB; refused"
        case .invalidResponse(let reason): return reason
        case .tooManyRedirects(let url): return "too many redirects from \(url)"
        case .invalidURL(let text): return "'\(text)' is not an http:// or https:// URL"
        case .noTaskList(let reason): return reason
        }
    }

    /// Whether trying again later may help: no answer, a server error, "too many requests", or 423 (Xandikos
    /// answers so while another write holds its repository).
    public var isTransient: Bool {
        switch self {
        case .transport: return true
        case .status(let status, _, _): return status >= 500 || status == 429 || status == 408 || status == 423
        default: return false
        }
    }

    /// Whether the rest of a sync cannot work either: the server is unreachable or refuses the credentials.
    var endsSync: Bool {
        if case .unauthorized = self { return true }
        if case .transport = self { return true }
        return false
    }

    /// `https://host:port`, without the path (which might be long) or any user info.
    static func origin(_ url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return url }
        return "\(components.scheme ?? "http")://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}

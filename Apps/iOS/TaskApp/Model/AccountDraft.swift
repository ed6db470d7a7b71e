import Foundation
import TaskKit

/// What the account screen's form holds before an account is added.
struct AccountDraft: Hashable, Sendable {
    /// The server, the account's principal or a task list's URL, as typed.
    var server = ""
    var username = ""
    var password = ""
    /// The task list to sync with; empty: the first one, else a new list "Tasks".
    var listName = ""

    /// What is wrong with the form; the view shows each case as localized text.
    enum Problem: Error, Hashable, Sendable {
        case missingServer
        case invalidServer
        case missingUsername
        case missingPassword
    }

    /// The server's URL, with `https://` added when no scheme was typed.
    func serverURL() throws(Problem) -> URL {
        let text = server.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .missingServer }
        let withScheme = text.contains("://") ? text : "https://" + text
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty
        else { throw .invalidServer }
        return url
    }

    /// Checks the whole form.
    func validate() throws(Problem) {
        _ = try serverURL()
        guard !username.trimmingCharacters(in: .whitespaces).isEmpty else { throw .missingUsername }
        guard !password.isEmpty else { throw .missingPassword }
    }

    /// A name for the account that no other account has: the server's host, made a valid account name
    /// (`dav.example.org`, then `dav.example.org-2`…).
    func accountName(besides existing: Set<String>) -> String {
        let host = (try? serverURL())?.host ?? "account"
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let base = String(String(host.map { allowed.contains($0) ? $0 : "-" }).prefix(60))
        var name = base.isEmpty ? "account" : base
        var number = 2
        while existing.contains(name) {
            name = "\(base)-\(number)"
            number += 1
        }
        return name
    }
}

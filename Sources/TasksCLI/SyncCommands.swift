import Foundation
import TaskKit

// `tasks accounts …` and `tasks sync`: two-way sync with CalDAV servers (docs/sync.md).

extension Command {
    static let accounts = Command(
        name: "accounts", summary: "Add, list or remove the CalDAV accounts the tasks sync with.",
        subcommands: [accountsAdd, accountsList, accountsRemove])

    static let accountsAdd = Command(
        name: "add", summary: "Add a CalDAV account and choose (or make) the task list it syncs with.",
        discussion: """
            The password is read from the terminal (not shown), or, when standard input is not a terminal,
            from $TASKS_CALDAV_PASSWORD or else the first line of standard input. It is kept in a file beside
            the store that only you can read (STORE.credentials, mode 0600), never in the store or in output.
            URL is the server (https://dav.example.org/), the account's principal or a task list's own URL.
            Without --list the first list of tasks is used, else a new list "Tasks" is made.
            """,
        arguments: [Argument("NAME", help: "A name for the account: letters, digits, '.', '_' or '-'.")],
        options: [
            .value("url", "URL", help: "The CalDAV server or task list (required)."),
            .value("user", "USER", help: "The user name (required)."),
            .value("list", "NAME", help: "The task list to sync with, made if there is none of that name."),
            .store,
        ],
        runAsync: { inv in
            let name = inv.positionals[0]
            guard TaskStore.isValidAccountName(name) else {
                throw inv.usageError(SyncAccountError.invalidName(name).description)
            }
            guard let urlText = inv.value("url") else { throw inv.usageError("missing --url URL") }
            guard let url = URL(string: urlText), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                // Not echoed when it holds user info: that part may be a password.
                let shown = urlText.contains("@") ? "the URL given" : "'\(urlText)'"
                throw inv.usageError("--url must be an http:// or https:// URL, not \(shown)")
            }
            // A password in the URL would be printed, listed and stored with it: refused, and never repeated.
            guard url.user == nil && url.password == nil else {
                throw inv.usageError(
                    "--url must not hold a user name or password (user:password@host); give the user with --user, "
                        + "the password when asked")
            }
            guard let user = inv.value("user"), !user.isEmpty else { throw inv.usageError("missing --user USER") }
            let store = try inv.openStore()
            if try store.syncAccounts().contains(where: { $0.name == name }) {
                throw CLIError.failure(SyncAccountError.duplicate(name).description)
            }
            let password = try inv.password(user: user, host: url.host ?? "")
            if scheme == "http" && !["127.0.0.1", "localhost", "::1"].contains(url.host ?? "") {
                inv.context.writeError("tasks: warning: http:// sends the password unencrypted; use https://\n")
            }
            let client = CalDAVClient(
                transport: DefaultHTTPTransport(), credentials: CalDAVCredentials(username: user, password: password))
            let list: CalDAVCollection
            let created: Bool
            do {
                (list, created) = try await TaskListChoice.find(on: url, named: inv.value("list"), client: client)
            } catch {
                throw CLIError.failure("account \(name): \(TasksCLI.oneLine(String(describing: error)))")
            }
            let credentials = inv.credentials
            try credentials.setPassword(password, account: name)
            do {
                try store.addSyncAccount(name: name, serverURL: url, username: user, collection: list)
            } catch {
                try? credentials.removePassword(account: name)
                throw error
            }
            inv.write(
                TerminalText.safe(
                    "Added account \(name): \(created ? "made the" : "syncs with") list \"\(list.displayName)\" at "
                        + "\(list.url.absoluteString); run 'tasks sync \(name)'") + "\n")
        })

    static let accountsList = Command(
        name: "list", summary: "List the accounts, their task lists and how their last sync went.",
        options: [.store]
    ) { inv in
        let accounts = try inv.openStore().syncAccounts()
        if accounts.isEmpty {
            inv.write("No accounts. Add one with 'tasks accounts add NAME --url URL --user USER'.\n")
            return
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = inv.context.timeZone
        for account in accounts {
            let state: String
            if let error = account.lastError {
                state = "last sync failed: \(error)"
            } else if let date = account.lastSync {
                state = "synced \(formatter.string(from: date))"
            } else {
                state = "never synced"
            }
            // The user name, list name and error came from people and servers: shown without control characters.
            inv.write(
                TerminalText.safe(
                    "\(account.name)  \(account.username) at \(account.serverURL.absoluteString)  "
                        + "list \"\(account.collectionName)\"  \(state)") + "\n")
        }
    }

    static let accountsRemove = Command(
        name: "remove", summary: "Remove an account and its password. The tasks stay, here and on the server.",
        arguments: [Argument("NAME", help: "The account's name.")], options: [.store]
    ) { inv in
        let name = inv.positionals[0]
        let store = try inv.openStore()
        try store.removeSyncAccount(named: name)
        try inv.credentials.removePassword(account: name)
        inv.write("Removed account \(name)\n")
    }

    static let sync = Command(
        name: "sync", summary: "Sync the tasks with one account, or with every account.",
        discussion: """
            Prints what was sent to the server and received from it, and every conflict: a field changed on
            both sides keeps the newer edit; a task deleted on one side and edited on the other is kept. On
            failure (wrong password, server down…) prints one line and exits with 1; nothing done before the
            failure is lost, and the next sync goes on from there.
            """,
        arguments: [Argument("NAME", help: "The account (default: all of them).", isOptional: true)],
        options: [.store],
        runAsync: { inv in
            let store = try inv.openStore()
            var accounts = try store.syncAccounts()
            if let name = inv.positionals.first {
                accounts = accounts.filter { $0.name == name }
                if accounts.isEmpty { throw CLIError.failure(SyncAccountError.notFound(name).description) }
            }
            if accounts.isEmpty {
                throw CLIError.failure(
                    "no accounts to sync; add one with 'tasks accounts add NAME --url URL --user USER'")
            }
            var failures: [String] = []
            var changed = false
            for account in accounts {
                do {
                    guard let password = try inv.credentials.password(account: account.name) else {
                        throw SyncError.noPassword(account: account.name)
                    }
                    let client = CalDAVClient(
                        transport: DefaultHTTPTransport(),
                        credentials: CalDAVCredentials(username: account.username, password: password))
                    let report = try await SyncEngine(store: store, account: account, client: client).sync()
                    changed = changed || report.changedHere
                    inv.write(SyncSummary.text(report, account: account.name))
                } catch {
                    failures.append("sync \(account.name): \(TasksCLI.oneLine(String(describing: error)))")
                }
            }
            if changed { inv.reloadWidgets() }
            if !failures.isEmpty { throw CLIError.failure(failures.joined(separator: "; ")) }
        })
}

extension Invocation {
    /// The password file beside the store.
    var credentials: CredentialFile {
        CredentialFile(storePath: TaskStore.defaultPath(override: value("store"), environment: context.environment))
    }

    /// The password: asked on the terminal, else `$TASKS_CALDAV_PASSWORD`, else standard input's first line.
    func password(user: String, host: String) throws -> String {
        if context.standardInputIsTerminal {
            guard let typed = context.readSecret("Password for \(user) at \(host): ") else {
                throw CLIError.failure("no password given")
            }
            return typed
        }
        if let password = context.environment["TASKS_CALDAV_PASSWORD"] { return password }
        let input = String(decoding: context.readStandardInput(), as: UTF8.self)
        guard let line = input.split(separator: "\n", omittingEmptySubsequences: false).first, !input.isEmpty else {
            throw CLIError.failure("no password: give it on standard input or in $TASKS_CALDAV_PASSWORD")
        }
        return line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
}

/// What `tasks sync` prints for one account.
enum SyncSummary {
    static func text(_ report: SyncReport, account: String) -> String {
        func counts(_ c: SyncReport.Counts) -> String {
            "\(c.total) (\(c.created) new, \(c.updated) changed, \(c.deleted) deleted)"
        }
        var lines: [String] = []
        if report.sent.total == 0 && report.received.total == 0 && report.conflicts.isEmpty {
            lines.append("\(account): up to date")
        } else {
            lines.append("\(account): sent \(counts(report.sent)), received \(counts(report.received))")
        }
        lines += report.conflicts.map { "  conflict: \($0.description)" }
        lines += report.skipped.map { "  skipped: \($0.description)" }
        lines += report.notSent.map { "  not sent: \($0.description)" }
        if report.deferred > 0 {
            lines.append("  \(report.deferred) task(s) changed here during the sync go with the next one")
        }
        return lines.map { TasksCLI.oneLine($0) }.joined(separator: "\n") + "\n"
    }
}

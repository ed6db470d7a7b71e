import Foundation
import TaskKit
import TestSupport
import Testing

@testable import TasksCLI

/// `tasks accounts` and `tasks sync`, in process, against a real Radicale.
@Suite("tasks accounts, tasks sync")
@MainActor
struct SyncCommandTests {
    let directory = TemporaryDirectory()
    var storePath: String { directory.path("tasks.sqlite") }

    func tasks(_ arguments: String..., input: String = "", env: [String: String] = [:]) async -> ProcessOutput {
        let capture = Capture()
        var environment = ["TASKS_STORE": storePath]
        environment.merge(env) { $1 }
        let status = await TasksCLI.run(
            arguments, context: capture.context(environment: environment, input: Data(input.utf8)))
        return ProcessOutput(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    func expectOneLineError(
        _ result: ProcessOutput, _ text: String, status: Int32 = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.filter(\.isNewline).count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test("Adding an account checks the password, keeps it out of the store, in a 0600 file; sync prints both ways")
    func accountsAndSync() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let url = server.url.absoluteString
        _ = await tasks("add", "Local task", "--priority", "high")

        let wrong = await tasks("accounts", "add", "home", "--url", url, "--user", server.user, input: "wrong\n")
        expectOneLineError(wrong, "tasks: account home: the server at")
        #expect(
            wrong.stderr.contains("refused the user name or password (HTTP 401)") && !wrong.stderr.contains("wrong"))
        #expect(!FileManager.default.fileExists(atPath: storePath + ".credentials"))

        let added = await tasks(
            "accounts", "add", "home", "--url", url, "--user", server.user, "--list", "CLI list \(UUID().uuidString)",
            env: ["TASKS_CALDAV_PASSWORD": server.password])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("Added account home: made the list \"CLI list"))
        let duplicate = await tasks("accounts", "add", "home", "--url", url, "--user", "x", input: "p\n")
        expectOneLineError(duplicate, "an account named 'home' exists already")

        // The password: in the credential file, mode 0600; nowhere in the store.
        let credentials = storePath + ".credentials"
        let mode = try FileManager.default.attributesOfItem(atPath: credentials)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try String(contentsOfFile: credentials, encoding: .utf8).contains(server.password))
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: storePath + suffix) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: storePath + suffix))
            #expect(bytes.range(of: Data(server.password.utf8)) == nil, "the password is in tasks.sqlite\(suffix)")
        }

        let listed = await tasks("accounts", "list")
        #expect(
            listed.stdout.hasPrefix("home  \(server.user) at \(url)  list \"CLI list")
                && listed.stdout.hasSuffix("never synced\n"))

        let first = await tasks("sync")
        #expect(
            first.status == 0
                && first.stdout
                    == "home: sent 1 (1 new, 0 changed, 0 deleted), received 0 (0 new, 0 changed, 0 deleted)\n"
        )
        #expect(!first.stdout.contains(server.password) && !first.stderr.contains(server.password))
        let account = try TaskStore(path: storePath).syncAccount(named: "home")
        let device = try OtherDevice(server: server, collection: account.collectionURL)
        #expect(try device.list().map(\.summary) == ["Local task"])
        try device.put(todoText(uid: "from-device", summary: "Remote task"))
        let second = await tasks("sync", "home")
        #expect(
            second.stdout == "home: sent 0 (0 new, 0 changed, 0 deleted), received 1 (1 new, 0 changed, 0 deleted)\n")
        #expect(await tasks("sync").stdout == "home: up to date\n")
        #expect((await tasks("list")).stdout.contains("Remote task"))
        // Widgets were told (through the data directory, as the other commands do).
        #expect(FileManager.default.fileExists(atPath: directory.path("widget-reloads")))
        #expect((await tasks("accounts", "list")).stdout.contains("synced 20"))

        expectOneLineError(await tasks("sync", "nope"), "no account named 'nope'")
        #expect((await tasks("accounts", "remove", "home")).stdout == "Removed account home\n")
        #expect(try String(contentsOfFile: credentials, encoding: .utf8).contains(server.password) == false)
        expectOneLineError(await tasks("sync"), "no accounts to sync")
        #expect((await tasks("list")).stdout.contains("Remote task"), "the tasks stay")
    }

    @Test("Bad command lines exit 2; a server that is down is one line and exit 1, recorded on the account")
    func failures() async throws {
        expectOneLineError(
            await tasks("accounts", "add", "a b", "--url", "http://x/", "--user", "u"), "is not an account name",
            status: 2)
        expectOneLineError(
            await tasks("accounts", "add", "a", "--url", "ftp://x/", "--user", "u"), "--url must be an http", status: 2)
        expectOneLineError(await tasks("accounts", "add", "a", "--user", "u"), "missing --url", status: 2)
        expectOneLineError(await tasks("accounts", "add", "a", "--url", "http://x/"), "missing --user", status: 2)
        expectOneLineError(
            await tasks("accounts", "add", "a", "--url", "http://127.0.0.1:1/", "--user", "u"), "no password")
        let down = await tasks("accounts", "add", "a", "--url", "http://127.0.0.1:1/", "--user", "u", input: "pw\n")
        expectOneLineError(down, "tasks: account a: cannot reach http://127.0.0.1:1: connection refused")

        // An account whose server went away after it was added.
        let store = try TaskStore(path: storePath)
        try store.addSyncAccount(
            name: "gone", serverURL: URL(string: "http://127.0.0.1:1/")!, username: "u",
            collection: CalDAVCollection(
                url: URL(string: "http://127.0.0.1:1/u/tasks/")!, displayName: "T", components: nil))
        expectOneLineError(await tasks("sync", "gone"), "sync gone: no password is stored for account 'gone'")
        try CredentialFile(storePath: storePath).setPassword("pw", account: "gone")
        let failed = await tasks("sync", "gone")
        expectOneLineError(failed, "tasks: sync gone: cannot reach http://127.0.0.1:1: connection refused")
        #expect((await tasks("accounts", "list")).stdout.contains("last sync failed: cannot reach"))
    }

    @Test("A URL with a user name and password is refused in one line that does not repeat it; nothing is kept")
    func passwordInURL() async throws {
        for url in ["http://alice:SECRET@127.0.0.1:1/", "https://alice@dav.example.org/", "ftp://alice:SECRET@x/"] {
            let result = await tasks("accounts", "add", "a", "--url", url, "--user", "alice", input: "pw\n")
            #expect(result.status == 2)
            #expect(result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
            #expect(!result.stderr.contains("SECRET") && !result.stdout.contains("SECRET"))
            #expect(!result.stderr.contains("alice@"))
        }
        #expect((await tasks("accounts", "list")).stdout.hasPrefix("No accounts."))
        #expect(!FileManager.default.fileExists(atPath: storePath + ".credentials"))
        // And the store never keeps user info, whatever URL a caller gives it.
        let store = try TaskStore(path: storePath)
        let account = try store.addSyncAccount(
            name: "b", serverURL: URL(string: "http://alice:SECRET@127.0.0.1:1/")!, username: "alice",
            collection: CalDAVCollection(
                url: URL(string: "http://alice:SECRET@127.0.0.1:1/alice/t/")!, displayName: "T", components: nil))
        #expect(account.serverURL.absoluteString == "http://127.0.0.1:1/")
        #expect(account.collectionURL.absoluteString == "http://127.0.0.1:1/alice/t/")
    }

    @Test("The summary names each skipped object with its title and each task not sent, one line each")
    func summaryLines() {
        var report = SyncReport()
        report.skipped = [
            SkippedObject(href: "a.ics", title: "Photo", reason: "line 3: a content line longer than 1048576 bytes"),
            SkippedObject(href: "b.ics", reason: "it is larger than 64 MiB, the most one answer may hold"),
        ]
        report.notSent = [
            UnsentTask(
                taskID: UUID(), title: "Milk", href: "m.ics",
                reason: "the server refused it (HTTP 415: bad\ndata); not sent again until it changes here")
        ]
        #expect(
            SyncSummary.text(report, account: "home") == """
                home: up to date
                  skipped: a.ics ("Photo"): line 3: a content line longer than 1048576 bytes
                  skipped: b.ics: it is larger than 64 MiB, the most one answer may hold
                  not sent: "Milk" (m.ics): the server refused it (HTTP 415: bad data); not sent again until it changes here

                """)
    }

    @Test("A password file others can read is refused, not used")
    func looseCredentialFile() async throws {
        let file = CredentialFile(storePath: storePath)
        try file.setPassword("secret", account: "a")
        chmod(file.path, 0o644)
        #expect(throws: CredentialError.tooOpen(path: file.path, mode: "644")) { try file.password(account: "a") }
    }
}

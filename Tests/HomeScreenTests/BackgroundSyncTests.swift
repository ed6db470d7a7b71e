import Foundation
import TaskKit
import TestSupport
import Testing

@testable import HomeScreen

/// `tasks serve`'s background sync with a real Radicale, seen through `GET /sync` and the widgets.
@Suite(.serialized, .usesSharedWidgetStore)
struct BackgroundSyncTests {
    @Test("GET /sync says how each account's sync goes; a task from another device reaches the widgets")
    func syncsInTheBackground() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let fixture = try LiveBackendTests.Fixture()
        #expect(try await fixture.request("GET", "/sync", token: false).text == #"{"accounts":[]}"#)

        let client = CalDAVClient(
            transport: DefaultHTTPTransport(),
            credentials: CalDAVCredentials(username: server.user, password: server.password))
        let home = try #require(try await client.discover(server.url).home)
        let list = try await client.makeTaskList(in: home, displayName: "Serve \(UUID().uuidString.prefix(8))")
        let store = fixture.backend.store
        try store.addSyncAccount(name: "home", serverURL: server.url, username: server.user, collection: list)
        let credentials = CredentialFile(path: fixture.directory.appendingPathComponent("credentials").path)
        try credentials.setPassword(server.password, account: "home")
        let before = try await status(fixture)
        #expect(before.accounts == [SyncStatus.Account(name: "home", list: list.displayName, state: .never)])

        // The widgets are drawn before the sync, so that they show the other device's task only if reloaded.
        let first = try await fixture.request("GET", "/changes?since=0", token: false).text
        #expect(!first.contains("From another device"))
        let device = try OtherDevice(server: server, collection: list.url)
        try device.put(todoText(uid: "serve-remote", summary: "From another device", extra: ["PRIORITY:1"]))
        fixture.backend.startSync(credentials: credentials, interval: .seconds(1))
        let synced = try await waitFor { try await status(fixture).accounts.first?.state == .synced }
        #expect(synced)
        #expect(try await status(fixture).accounts.first?.lastSync != nil)
        // The store's two tasks went up, the other device's came down, and the widgets were redrawn with it.
        #expect(
            Set(try device.list().map(\.summary)) == [LiveBackendTests.markup, "Second task", "From another device"])
        let drawn = try await waitFor {
            let changes = try await fixture.request("GET", "/changes?since=0", token: false).text
            return changes.contains("From another device")
        }
        #expect(drawn)
        // Asked through WidgetCenter, as the app asks: the hosts of other processes on the store hear it too.
        let reloads = fixture.directory.appendingPathComponent("widget-reloads")
        let requests = (try? String(contentsOf: reloads, encoding: .utf8)) ?? ""
        #expect(requests.contains("\(ProcessInfo.processInfo.processIdentifier) *\n"))

        // A wrong password: the account says why, and the next syncs keep trying (with backoff).
        try credentials.setPassword("wrong", account: "home")
        let failed = try await waitFor { try await status(fixture).accounts.first?.state == .failed }
        #expect(failed)
        let error = try #require(try await status(fixture).accounts.first?.error)
        #expect(error.hasSuffix("refused the user name or password (HTTP 401)"))
    }

    @Test("After failures the background sync waits 30 s, doubling, never longer than its interval")
    func backoff() {
        let interval = Duration.seconds(300)
        #expect(BackgroundSync.pause(afterFailures: 0, interval: interval) == interval)
        #expect(BackgroundSync.pause(afterFailures: 1, interval: interval) == .seconds(30))
        #expect(BackgroundSync.pause(afterFailures: 3, interval: interval) == .seconds(120))
        #expect(BackgroundSync.pause(afterFailures: 5, interval: interval) == interval)
        #expect(BackgroundSync.pause(afterFailures: 99, interval: interval) == interval)
    }

    private func status(_ fixture: LiveBackendTests.Fixture) async throws -> SyncStatus {
        let answer = try await fixture.request("GET", "/sync", token: false)
        return try JSONDecoder().decode(SyncStatus.self, from: Data(answer.text.utf8))
    }

    /// Polls `condition` every 100 ms for up to 30 s.
    private func waitFor(_ condition: () async throws -> Bool) async throws -> Bool {
        for _ in 0..<300 {
            if try await condition() { return true }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }
}

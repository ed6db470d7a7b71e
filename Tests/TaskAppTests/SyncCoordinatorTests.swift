import Foundation
import TaskKit
import TestSupport
import Testing

@testable import TaskApp

@Suite("The app's account form")
struct AccountDraftTests {
    @Test func validation() throws {
        var draft = AccountDraft()
        #expect(throws: AccountDraft.Problem.missingServer) { try draft.validate() }
        draft.server = "ftp://files.example.org"
        #expect(throws: AccountDraft.Problem.invalidServer) { try draft.validate() }
        draft.server = "https://"
        #expect(throws: AccountDraft.Problem.invalidServer) { try draft.validate() }
        draft.server = " dav.example.org/remote.php/dav "
        #expect(try draft.serverURL().absoluteString == "https://dav.example.org/remote.php/dav")
        #expect(throws: AccountDraft.Problem.missingUsername) { try draft.validate() }
        draft.username = "ann"
        #expect(throws: AccountDraft.Problem.missingPassword) { try draft.validate() }
        draft.password = "p"
        #expect(throws: Never.self) { try draft.validate() }
        draft.server = "http://127.0.0.1:5232/"
        #expect(try draft.serverURL().absoluteString == "http://127.0.0.1:5232/")
    }

    @Test("The account is named after the server, made unique and valid")
    func accountNames() {
        var draft = AccountDraft()
        draft.server = "https://dav.example.org/x"
        #expect(draft.accountName(besides: []) == "dav.example.org")
        #expect(draft.accountName(besides: ["dav.example.org", "dav.example.org-2"]) == "dav.example.org-3")
        draft.server = "https://[::1]:8443/"
        let name = draft.accountName(besides: [])
        #expect(TaskStore.isValidAccountName(name), "\(name)")
    }
}

/// A coordinator over a fresh store, passwords in a file, and a count of "the tasks changed" calls.
@MainActor
final class CoordinatorFixture {
    let directory = TemporaryDirectory(prefix: "taskapp-sync")
    let store: TaskStore
    let credentials: CredentialFile
    let coordinator: SyncCoordinator
    let changes = ChangeCounter()
    let clients = ClientCounter()

    init() throws {
        let store = try TaskStore(path: directory.path("tasks.sqlite"))
        self.store = store
        credentials = CredentialFile(storePath: store.path)
        let changes = changes
        let clients = clients
        coordinator = SyncCoordinator(
            openStore: { store }, credentials: credentials,
            makeClient: { credentials in
                clients.increment()
                return CalDAVClient(transport: DefaultHTTPTransport(), credentials: credentials, retry: .none)
            },
            didChangeTasks: { changes.count += 1 })
    }
}

@MainActor
final class ChangeCounter {
    var count = 0
}

/// Counts the clients made, from any thread.
final class ClientCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

@Suite("The app's sync coordinator, against a real Radicale")
@MainActor
struct SyncCoordinatorTests {
    @Test("Adding an account checks the password, keeps it, and syncs at once")
    func addingAnAccount() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let fixture = try CoordinatorFixture()
        let coordinator = fixture.coordinator
        try fixture.store.add(title: "From the phone")
        var draft = AccountDraft()
        draft.server = server.url.absoluteString
        draft.username = server.user
        draft.password = "wrong"
        draft.listName = "Phone \(UUID().uuidString)"
        #expect(await coordinator.add(draft) == false)
        #expect(coordinator.problem == .refusedCredentials)
        #expect(coordinator.accounts.isEmpty)
        coordinator.problem = nil

        draft.password = server.password
        #expect(await coordinator.add(draft) == true)
        #expect(coordinator.problem == nil)
        let account = try #require(coordinator.accounts.first)
        #expect(account.name == "127.0.0.1" && account.collectionName == draft.listName)
        #expect(try fixture.credentials.password(account: account.name) == server.password)
        #expect(account.lastSync != nil && account.lastError == nil)
        #expect(coordinator.lastResult?.sent == 1 && coordinator.lastResult?.received == 0)
        #expect(fixture.changes.count == 0, "nothing came from the server")

        // Another device adds a task: becoming active within a minute does not sync; asking does.
        let device = try OtherDevice(server: server, collection: account.collectionURL)
        try device.put(todoText(uid: "from-the-mac", summary: "From the Mac"))
        #expect(await coordinator.sync(.becameActive) == false)
        #expect(await coordinator.sync(.manual) == true)
        #expect(fixture.changes.count == 1)
        #expect(try fixture.store.allTasks().map(\.title) == ["From the phone", "From the Mac"])

        coordinator.remove(account)
        #expect(coordinator.accounts.isEmpty)
        #expect(try fixture.credentials.password(account: account.name) == nil)
        #expect(try fixture.store.allTasks().count == 2)
    }

    @Test("A server that is down: the account shows why; becoming active waits longer after each failure")
    func failuresBackOff() async throws {
        let fixture = try CoordinatorFixture()
        let coordinator = fixture.coordinator
        let down = CalDAVCollection(url: URL(string: "http://127.0.0.1:1/u/tasks/")!, displayName: "T", components: nil)
        try fixture.store.addSyncAccount(
            name: "down", serverURL: URL(string: "http://127.0.0.1:1/")!, username: "u", collection: down)
        try fixture.credentials.setPassword("p", account: "down")
        coordinator.loadAccounts()
        #expect(coordinator.shouldSync(.becameActive))
        #expect(await coordinator.sync(.becameActive) == false)
        #expect(coordinator.accounts.first?.lastError?.contains("connection refused") == true)
        // Measured from when the sync ended, not from a clock read after it returned: on a loaded machine the
        // two were more than 20 s apart once, and `now + 100` was already past the 120 s pause.
        let now = try #require(coordinator.lastAttempt)
        #expect(!coordinator.shouldSync(.becameActive, now: now.addingTimeInterval(100)))
        #expect(coordinator.shouldSync(.becameActive, now: now.addingTimeInterval(130)))
        #expect(coordinator.shouldSync(.backgroundRefresh, now: now) && coordinator.shouldSync(.manual, now: now))
        #expect(SyncCoordinator.pause(afterFailures: 0) == 60)
        #expect(SyncCoordinator.pause(afterFailures: 1) == 120)
        #expect(SyncCoordinator.pause(afterFailures: 3) == 480)
        #expect(SyncCoordinator.pause(afterFailures: 10) == 3600)
    }

    @Test("Syncs asked for at once join the one that runs")
    func concurrentSyncsJoin() async throws {
        let server = try CalDAVTestServer.shared(.radicale)
        let fixture = try CoordinatorFixture()
        let client = CalDAVClient(
            transport: DefaultHTTPTransport(),
            credentials: CalDAVCredentials(username: server.user, password: server.password))
        let home = try #require(try await client.discover(server.url).home)
        let list = try await client.makeTaskList(in: home, displayName: "Join")
        try fixture.store.addSyncAccount(name: "a", serverURL: server.url, username: server.user, collection: list)
        try fixture.credentials.setPassword(server.password, account: "a")
        let coordinator = fixture.coordinator
        async let first = coordinator.sync(.manual)
        async let second = coordinator.sync(.manual)
        _ = await (first, second)
        #expect(fixture.clients.count == 1, "one sync ran")
        #expect(!coordinator.isSyncing)
    }

    @Test func problems() {
        #expect(SyncProblem(AccountDraft.Problem.missingServer) == .invalidDraft(.missingServer))
        #expect(SyncProblem(CalDAVError.unauthorized(url: "x")) == .refusedCredentials)
        #expect(SyncProblem(CalDAVError.transport("down", url: "x")) == .unreachable(detail: "cannot reach x: down"))
        #expect(SyncProblem(SyncAccountError.duplicate("a")) == .failed(detail: "an account named 'a' exists already"))
    }
}

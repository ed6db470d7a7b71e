import Foundation
import Synchronization
import TaskKit

/// Syncs the store with every CalDAV account while `tasks serve` runs (docs/sync.md): once at start, then every
/// `interval`; after a failure sooner, with backoff (30 s, doubling, at most `interval`). A sync that changed the
/// store calls `didChangeTasks` (the widgets reload). Taps never wait for it: the engine holds the store only for
/// short transactions. One sync of the store runs at a time across processes (a `tasks sync` beside the server
/// waits for it, and the other way round).
final class BackgroundSync: Sendable {
    private let store: TaskStore
    private let credentials: any CredentialStore
    private let interval: Duration
    private let makeClient: @Sendable (CalDAVCredentials) -> CalDAVClient
    private let didChangeTasks: @Sendable () -> Void
    /// The accounts syncing right now, by name.
    private let syncing = Mutex<Set<String>>([])
    /// Failures that happen before the engine runs (no password stored), by account name.
    private let setupErrors = Mutex<[String: String]>([:])
    private let loop = Mutex<Task<Void, Never>?>(nil)

    init(
        store: TaskStore, credentials: any CredentialStore, interval: Duration,
        makeClient: @escaping @Sendable (CalDAVCredentials) -> CalDAVClient = {
            CalDAVClient(transport: DefaultHTTPTransport(), credentials: $0)
        },
        didChangeTasks: @escaping @Sendable () -> Void
    ) {
        self.store = store
        self.credentials = credentials
        self.interval = interval
        self.makeClient = makeClient
        self.didChangeTasks = didChangeTasks
    }

    func start() {
        loop.withLock { task in
            guard task == nil else { return }
            task = Task.detached { [self] in await run() }
        }
    }

    func stop() {
        loop.withLock { task in
            task?.cancel()
            task = nil
        }
    }

    /// The pause after `failures` failures in a row: the interval after a sync that worked, else 30 s doubling
    /// with each further failure, never more than the interval.
    static func pause(afterFailures failures: Int, interval: Duration) -> Duration {
        guard failures > 0 else { return interval }
        return min(.seconds(30 * (1 << min(failures - 1, 20))), interval)
    }

    private func run() async {
        var failures = 0
        while !Task.isCancelled {
            let (changed, failed) = await syncAll()
            if changed { didChangeTasks() }
            failures = failed ? failures + 1 : 0
            try? await Task.sleep(for: Self.pause(afterFailures: failures, interval: interval))
        }
    }

    /// Syncs every account once; returns whether the store changed and whether any account failed.
    func syncAll() async -> (changed: Bool, failed: Bool) {
        guard let accounts = try? store.syncAccounts() else { return (false, true) }
        var changed = false
        var failed = false
        for account in accounts where !Task.isCancelled {
            syncing.withLock { _ = $0.insert(account.name) }
            defer { syncing.withLock { _ = $0.remove(account.name) } }
            do {
                guard let password = try credentials.password(account: account.name) else {
                    throw SyncError.noPassword(account: account.name)
                }
                setupErrors.withLock { $0[account.name] = nil }
                let client = makeClient(CalDAVCredentials(username: account.username, password: password))
                let report = try await SyncEngine(store: store, account: account, client: client).sync()
                changed = changed || report.changedHere
            } catch let error as SyncError {
                // The engine did not run, so the account's own record says nothing of it.
                setupErrors.withLock { $0[account.name] = error.description }
                failed = true
            } catch let error as CredentialError {
                setupErrors.withLock { $0[account.name] = error.description }
                failed = true
            } catch {
                failed = true  // the engine recorded it as the account's lastError
            }
        }
        return (changed, failed)
    }

    /// Every account's state, from the store (the last sync of this process or of `tasks sync`) and what runs now.
    func status() throws -> SyncStatus {
        try Self.status(of: store, syncing: syncing.withLock { $0 }, errors: setupErrors.withLock { $0 })
    }

    static func status(
        of store: TaskStore, syncing: Set<String> = [], errors: [String: String] = [:]
    ) throws
        -> SyncStatus
    {
        let formatter = ISO8601DateFormatter()
        return SyncStatus(
            accounts: try store.syncAccounts().map { account in
                let error = errors[account.name] ?? account.lastError
                let state: SyncStatus.Account.State =
                    syncing.contains(account.name)
                    ? .syncing : error != nil ? .failed : account.lastSync != nil ? .synced : .never
                return SyncStatus.Account(
                    name: account.name, list: account.collectionName, state: state,
                    lastSync: account.lastSync.map(formatter.string(from:)), error: error)
            })
    }
}

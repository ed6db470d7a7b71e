import Foundation
import Observation
import TaskKit

/// The app's side of CalDAV sync, without any SwiftUI: its accounts, and when to sync them — when the app
/// becomes active, in the background refresh task, and when asked. The engine and its rules are TaskKit's
/// (docs/sync.md); this decides when, keeps the state the account screen shows, and has the widgets and the
/// list reloaded after a sync that changed something.
@Observable
@MainActor
final class SyncCoordinator {
    /// Why a sync is asked for.
    enum Trigger: Sendable {
        case becameActive
        case backgroundRefresh
        /// "Sync Now", or right after an account was added.
        case manual
    }

    /// The identifier of the background refresh task (also in Info.plist's BGTaskSchedulerPermittedIdentifiers).
    nonisolated static let backgroundTaskIdentifier = "dev.taskwidgets.sync"
    /// How long after a sync the next background refresh may start, at the earliest (iOS decides when).
    nonisolated static let backgroundInterval: TimeInterval = 30 * 60

    /// Every account, as last read from the store (with each one's last sync or error).
    private(set) var accounts: [SyncAccount] = []
    private(set) var isSyncing = false
    /// What the last sync sent and received in all, for the account screen.
    private(set) var lastResult: (sent: Int, received: Int, conflicts: Int)?
    /// The last failed action on the account screen, for an alert; the view sets it back to nil.
    var problem: SyncProblem?

    @ObservationIgnored private let openStore: @Sendable () throws -> TaskStore
    @ObservationIgnored private let credentials: any CredentialStore
    @ObservationIgnored private let makeClient: @Sendable (CalDAVCredentials) -> CalDAVClient
    @ObservationIgnored private let options: SyncEngine.Options
    @ObservationIgnored private let didChangeTasks: @MainActor () -> Void
    @ObservationIgnored private var running: Task<Bool, Never>?
    @ObservationIgnored private var failuresInARow = 0
    /// When the last sync ended (the backoff counts from it).
    @ObservationIgnored private(set) var lastAttempt: Date?

    /// - Parameters:
    ///   - openStore: the shared store (`TaskWidgetStore.open` in the app).
    ///   - credentials: where passwords are (the Keychain in the app).
    ///   - options: the engine's options; the app sets `lockPath` to a file in its own container, since iOS
    ///     ends a suspended app that holds a lock on a file in the shared App Group container.
    ///   - didChangeTasks: called after a sync changed the store: reload the widgets and the list.
    init(
        openStore: @escaping @Sendable () throws -> TaskStore, credentials: any CredentialStore,
        makeClient: @escaping @Sendable (CalDAVCredentials) -> CalDAVClient = {
            CalDAVClient(transport: DefaultHTTPTransport(), credentials: $0)
        },
        options: SyncEngine.Options = SyncEngine.Options(), didChangeTasks: @escaping @MainActor () -> Void
    ) {
        self.openStore = openStore
        self.credentials = credentials
        self.makeClient = makeClient
        self.options = options
        self.didChangeTasks = didChangeTasks
    }

    /// Reads the accounts again.
    func loadAccounts() {
        do {
            accounts = try openStore().syncAccounts()
        } catch {
            problem = SyncProblem(error)
        }
    }

    /// How long after a sync becoming active syncs again: a minute, doubling with each failure in a row up to
    /// an hour, so that a server that is down is not asked at every app switch.
    static func pause(afterFailures failures: Int) -> TimeInterval {
        failures == 0 ? 60 : min(60 * pow(2, Double(failures)), 3600)
    }

    /// Whether `trigger` should sync now: always when asked or in the background; on becoming active only once
    /// the pause after the last attempt is over, counted from when that attempt ended (a server that is down can
    /// take half a minute of retries to give up).
    func shouldSync(_ trigger: Trigger, now: Date = Date()) -> Bool {
        guard !accounts.isEmpty else { return false }
        switch trigger {
        case .manual, .backgroundRefresh: return true
        case .becameActive:
            guard let lastAttempt else { return true }
            return now.timeIntervalSince(lastAttempt) >= Self.pause(afterFailures: failuresInARow)
        }
    }

    /// Syncs every account, if `trigger` calls for it; returns whether the tasks changed. A sync asked for while
    /// one runs joins it.
    @discardableResult
    func sync(_ trigger: Trigger) async -> Bool {
        if let running { return await running.value }
        loadAccounts()
        guard shouldSync(trigger) else { return false }
        let task = Task { await self.syncAll() }
        running = task
        let changed = await task.value
        running = nil
        return changed
    }

    private func syncAll() async -> Bool {
        isSyncing = true
        defer {
            isSyncing = false
            lastAttempt = Date()
        }
        var changed = false
        var failed = false
        var totals = (sent: 0, received: 0, conflicts: 0)
        for account in accounts {
            do {
                guard let password = try credentials.password(account: account.name) else {
                    throw SyncError.noPassword(account: account.name)
                }
                let engine = SyncEngine(
                    store: try openStore(), account: account,
                    client: makeClient(CalDAVCredentials(username: account.username, password: password)),
                    options: options)
                let report = try await engine.sync()
                changed = changed || report.changedHere
                totals.sent += report.sent.total
                totals.received += report.received.total
                totals.conflicts += report.conflicts.count
            } catch {
                failed = true  // the account's lastError says why; the other accounts still sync
            }
        }
        failuresInARow = failed ? failuresInARow + 1 : 0
        lastResult = totals
        loadAccounts()
        if changed { didChangeTasks() }
        return changed
    }

    /// Adds an account from the form: checks it, finds (or makes) its task list on the server — which also
    /// checks the password — keeps the password in `credentials` and the account in the store, then syncs.
    /// Returns whether it was added; when not, `problem` says why and the form should stay open.
    @discardableResult
    func add(_ draft: AccountDraft) async -> Bool {
        do {
            try draft.validate()
            let url = try draft.serverURL()
            let username = draft.username.trimmingCharacters(in: .whitespaces)
            let client = makeClient(CalDAVCredentials(username: username, password: draft.password))
            let listName = draft.listName.trimmingCharacters(in: .whitespaces)
            let (list, _) = try await TaskListChoice.find(
                on: url, named: listName.isEmpty ? nil : listName, client: client)
            let store = try openStore()
            let name = draft.accountName(besides: Set(try store.syncAccounts().map(\.name)))
            try credentials.setPassword(draft.password, account: name)
            do {
                try store.addSyncAccount(name: name, serverURL: url, username: username, collection: list)
            } catch {
                try? credentials.removePassword(account: name)
                throw error
            }
        } catch {
            problem = SyncProblem(error)
            return false
        }
        loadAccounts()
        await sync(.manual)
        return true
    }

    /// Removes the account and its password; the tasks stay.
    func remove(_ account: SyncAccount) {
        do {
            try openStore().removeSyncAccount(named: account.name)
            try credentials.removePassword(account: account.name)
        } catch {
            problem = SyncProblem(error)
        }
        loadAccounts()
    }
}

/// What went wrong on the account screen, in terms it shows; the view turns each case into localized text.
enum SyncProblem: Error, Hashable, Sendable {
    case invalidDraft(AccountDraft.Problem)
    /// The server refused the user name or password.
    case refusedCredentials
    /// The server could not be reached; `detail` is the one-line reason.
    case unreachable(detail: String)
    /// Anything else; `detail` is the one-line reason.
    case failed(detail: String)

    init(_ error: any Error) {
        switch error {
        case let problem as SyncProblem: self = problem
        case let problem as AccountDraft.Problem: self = .invalidDraft(problem)
        case CalDAVError.unauthorized: self = .refusedCredentials
        case let error as CalDAVError where error.isTransient: self = .unreachable(detail: error.description)
        default: self = .failed(detail: String(describing: error))
        }
    }
}

import SwiftUI
import TaskKit

/// The account screen: the CalDAV accounts the tasks sync with, how each one's last sync went, "Sync Now",
/// adding (`SyncAccountEditorView`) and removing (swipe) an account.
@MainActor
struct SyncAccountsView: View {
    @Bindable var sync: SyncCoordinator
    @Environment(\.dismiss) private var dismiss
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(sync.accounts) { account in
                    SyncAccountRow(account: account)
                }
                .onDelete { offsets in
                    for account in offsets.map({ sync.accounts[$0] }) { sync.remove(account) }
                }
                if let result = sync.lastResult {
                    Section {
                        Text("Sent \(result.sent), received \(result.received)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if sync.accounts.isEmpty {
                    ContentUnavailableView {
                        Label("No Accounts", systemImage: "person.crop.circle.badge.plus")
                    } description: {
                        Text(
                            "Add a CalDAV account to sync your tasks with Reminders, Nextcloud, Fastmail and other apps."
                        )
                    }
                }
            }
            .navigationTitle("Accounts")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAdding = true
                    } label: {
                        Label("Add Account", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    if sync.isSyncing {
                        ProgressView()
                    } else {
                        Button("Sync Now") {
                            Task { await sync.sync(.manual) }
                        }
                        .disabled(sync.accounts.isEmpty)
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                SyncAccountEditorView(sync: sync)
            }
            .alert(
                "Something went wrong", isPresented: hasProblem, presenting: sync.problem,
                actions: { _ in Button("OK", role: .cancel) {} },
                message: { problem in problem.message })
        }
        .onAppear { sync.loadAccounts() }
    }

    /// The add form shows its own problems while it is open.
    private var hasProblem: Binding<Bool> {
        Binding(get: { sync.problem != nil && !isAdding }, set: { if !$0 { sync.problem = nil } })
    }
}

/// One account: its name, user and server, its task list, and its last sync.
struct SyncAccountRow: View {
    let account: SyncAccount

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: account.name)
                .font(.headline)
            HStack {
                Text(verbatim: account.username)
                Text(verbatim: account.serverURL.host ?? account.serverURL.absoluteString)
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            Label {
                Text(verbatim: account.collectionName)
            } icon: {
                Image(systemName: "checklist")
            }
            .font(.subheadline)
            status
                .font(.footnote)
        }
    }

    @ViewBuilder
    private var status: some View {
        if let error = account.lastError {
            Text("Last sync failed: \(error)")
                .foregroundStyle(.red)
        } else if let date = account.lastSync {
            Text("Synced \(date.formatted(.relative(presentation: .named)))")
                .foregroundStyle(.secondary)
        } else {
            Text("Never synced")
                .foregroundStyle(.secondary)
        }
    }
}

extension SyncProblem {
    /// The problem in words, for the alert.
    var message: Text {
        switch self {
        case .invalidDraft(.missingServer): Text("Enter the server's address.")
        case .invalidDraft(.invalidServer): Text("Enter an address that starts with https:// or http://.")
        case .invalidDraft(.missingUsername): Text("Enter your user name.")
        case .invalidDraft(.missingPassword): Text("Enter your password.")
        case .refusedCredentials: Text("The server refused the user name or password.")
        case .unreachable(let detail): Text("Can't reach the server: \(detail)")
        case .failed(let detail): Text("Sync failed: \(detail)")
        }
    }
}

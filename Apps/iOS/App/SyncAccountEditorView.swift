import SwiftUI
import TaskKit

/// The form that adds a CalDAV account: server, user name, password and, optionally, the task list. "Add"
/// finds the list on the server (checking the password on the way), keeps the password in the Keychain and
/// syncs; a refusal is shown in an alert and the form stays open.
@MainActor
struct SyncAccountEditorView: View {
    @Bindable var sync: SyncCoordinator
    @Environment(\.dismiss) private var dismiss
    @State private var draft = AccountDraft()
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Server", text: $draft.server)
                        .textContentType(.URL)
                        .keyboardType(.URL)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    TextField("User Name", text: $draft.username)
                        .textContentType(.username)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: $draft.password)
                        .textContentType(.password)
                } footer: {
                    Text("Your password is kept in the Keychain on this device.")
                }
                Section {
                    TextField("List (optional)", text: $draft.listName)
                } footer: {
                    Text("Without a name, the first task list is used, or a new list called Tasks is made.")
                }
            }
            .disabled(isAdding)
            .navigationTitle("Add Account")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if isAdding {
                        ProgressView()
                    } else {
                        Button("Add") { add() }
                    }
                }
            }
            .alert(
                "Something went wrong", isPresented: hasProblem, presenting: sync.problem,
                actions: { _ in Button("OK", role: .cancel) {} },
                message: { problem in problem.message })
        }
        .interactiveDismissDisabled(isAdding)
    }

    private func add() {
        isAdding = true
        Task {
            let added = await sync.add(draft)
            isAdding = false
            if added { dismiss() }
        }
    }

    private var hasProblem: Binding<Bool> {
        Binding(get: { sync.problem != nil }, set: { if !$0 { sync.problem = nil } })
    }
}

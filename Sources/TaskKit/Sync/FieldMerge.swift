import Foundation

/// The per-field three-way merge of a task changed on both sides.
///
/// Each field (title, completion, priority, due day, order) is merged on its own against the last synced
/// copy: a field only one side changed takes that side's value; a field both sides changed to different
/// values takes the newer edit's (the task's `updatedAt` here, `LAST-MODIFIED` on the server; a tie goes to
/// the server, whose copy other devices already see), and the other value is reported as a conflict.
/// Without a synced copy (the same task on both sides before their first sync), every field that differs is
/// such a conflict.
enum FieldMerge {
    struct Outcome: Equatable {
        var merged: TaskFields
        var conflicts: [(field: TaskFields.Field, winner: SyncConflict.Side, kept: String, replaced: String)]

        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            lhs.merged == rhs.merged && lhs.conflicts.map(\.field) == rhs.conflicts.map(\.field)
                && lhs.conflicts.map(\.winner) == rhs.conflicts.map(\.winner)
        }
    }

    static func merge(
        base: TaskFields?, local: TaskFields, localTime: Date, remote: TaskFields, remoteTime: Date?
    ) -> Outcome {
        var merged = remote
        var conflicts: Outcome.Conflicts = []
        let localIsNewer = remoteTime.map { localTime > $0 } ?? true
        for field in TaskFields.Field.allCases {
            let localChanged = base.map { !field.equal(local, $0) } ?? true
            let remoteChanged = base.map { !field.equal(remote, $0) } ?? true
            if field.equal(local, remote) {
                // Both agree. Completion keeps the earlier time when both completed.
                if field == .completion, local.isCompleted, let a = local.completedAt, let b = remote.completedAt, a < b
                {
                    merged.completedAt = a
                }
                continue
            }
            if localChanged && !remoteChanged {
                field.copy(from: local, into: &merged)
            } else if localChanged && remoteChanged {
                let winner: SyncConflict.Side = localIsNewer ? .here : .server
                if winner == .here { field.copy(from: local, into: &merged) }
                let (kept, replaced) = winner == .here ? (local, remote) : (remote, local)
                conflicts.append((field, winner, field.value(in: kept), field.value(in: replaced)))
            }
            // Only the server changed it: `merged` has its value already.
        }
        return Outcome(merged: merged, conflicts: conflicts)
    }
}

extension FieldMerge.Outcome {
    typealias Conflicts = [(field: TaskFields.Field, winner: SyncConflict.Side, kept: String, replaced: String)]
}

import Foundation

/// Turns the local order (positions) into `X-APPLE-SORT-ORDER` values without renumbering the list.
///
/// Positions here are dense (0, 1, 2…): moving one task shifts many. Sort orders are sparse: moving one task
/// gives only that task a new value between its new neighbours', so a reorder is one upload, as in Reminders.
/// Which tasks moved is found, not recorded: the largest set of tasks whose synced sort orders still increase
/// along the positions keeps its values (preferring tasks not changed here), and every other task that has a
/// sort order, or was changed here, gets a new value in the gap where it now stands.
enum SortOrder {
    /// The spacing of fresh values.
    static let step: Int64 = 1 << 16

    struct Entry {
        var id: UUID
        /// The synced sort order, if any.
        var key: Int64?
        /// Changed (or added) here since the last sync.
        var changedHere: Bool
    }

    /// The sort order each task should have: for every entry with a synced key or changed here. Entries with
    /// neither (tasks from clients that set no order, untouched here) are left out: they constrain nothing.
    static func assign(_ entries: [Entry]) -> [UUID: Int64] {
        let kept = increasingSubsequence(entries)
        var result: [UUID: Int64] = [:]
        // The entries that take part, in position order, with the kept ones as anchors.
        let taking = entries.indices.filter { entries[$0].key != nil || entries[$0].changedHere }
        var runStart = 0
        var previousKey: Int64? = nil
        var ok = true
        for (offset, index) in taking.enumerated() {
            if kept.contains(index) {
                let key = entries[index].key!
                if offset > runStart {
                    ok = fill(
                        taking[runStart..<offset].map { entries[$0].id }, between: previousKey, and: key, into: &result)
                    if !ok { break }
                }
                result[entries[index].id] = key
                previousKey = key
                runStart = offset + 1
            }
        }
        if ok && runStart < taking.count {
            ok = fill(taking[runStart...].map { entries[$0].id }, between: previousKey, and: nil, into: &result)
        }
        if !ok {
            // No room left between two neighbours: number everything afresh (every task is uploaded once).
            result = [:]
            for (offset, index) in taking.enumerated() { result[entries[index].id] = Int64(offset + 1) * step }
        }
        return result
    }

    /// Spreads `ids` over the open interval between `low` and `high` (nil: unbounded); false when it is too narrow.
    private static func fill(
        _ ids: [UUID], between low: Int64?, and high: Int64?, into result: inout [UUID: Int64]
    )
        -> Bool
    {
        let count = Int64(ids.count)
        switch (low, high) {
        case (nil, nil):
            for (i, id) in ids.enumerated() { result[id] = Int64(i + 1) * step }
        case (let low?, nil):
            for (i, id) in ids.enumerated() { result[id] = low &+ Int64(i + 1) * step }
        case (nil, let high?):
            for (i, id) in ids.enumerated() { result[id] = high &- (count - Int64(i)) * step }
        case (let low?, let high?):
            let (width, overflow) = high.subtractingReportingOverflow(low)
            let gap = overflow ? step : min(width / (count + 1), step)
            guard gap >= 1 else { return false }
            for (i, id) in ids.enumerated() { result[id] = low + gap * Int64(i + 1) }
        }
        return true
    }

    /// The indices of the heaviest strictly increasing run of keys (not necessarily adjacent), where a task
    /// not changed here weighs 2 and a changed one 1: keeping a moved task's value never costs an unmoved one.
    /// O(n log n) with a Fenwick tree over the ranks of the keys.
    static func increasingSubsequence(_ entries: [Entry]) -> Set<Int> {
        let keyed = entries.indices.filter { entries[$0].key != nil }
        guard !keyed.isEmpty else { return [] }
        let ranks = Array(Set(keyed.map { entries[$0].key! })).sorted()
        func rank(_ key: Int64) -> Int {
            var low = 0
            var high = ranks.count
            while low < high {
                let mid = (low + high) / 2
                if ranks[mid] < key { low = mid + 1 } else { high = mid }
            }
            return low + 1  // 1-based for the tree
        }
        // tree[i] holds the best (weight, entry index) over a range of ranks.
        var tree = [(weight: Int, index: Int)](repeating: (0, -1), count: ranks.count + 1)
        var best = [Int: (weight: Int, previous: Int)]()
        var top = (weight: 0, index: -1)
        for index in keyed {
            let r = rank(entries[index].key!)
            var query = (weight: 0, index: -1)
            var i = r - 1
            while i > 0 {
                if tree[i].weight > query.weight { query = tree[i] }
                i -= i & -i
            }
            let weight = query.weight + (entries[index].changedHere ? 1 : 2)
            best[index] = (weight, query.index)
            if weight > top.weight { top = (weight, index) }
            i = r
            while i < tree.count {
                if weight > tree[i].weight { tree[i] = (weight, index) }
                i += i & -i
            }
        }
        var result: Set<Int> = []
        var index = top.index
        while index >= 0 {
            result.insert(index)
            index = best[index]?.previous ?? -1
        }
        return result
    }
}

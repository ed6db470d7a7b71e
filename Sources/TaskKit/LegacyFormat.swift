import Foundation
import StrictJSON

/// One task in the seed article's format: the JSON blob its app kept in shared `UserDefaults`,
/// `[{"id","title","isCompleted","priority"}]`.
public struct LegacyTask: Codable, Hashable, Sendable {
    public var id: UUID
    public var title: String
    public var isCompleted: Bool
    public var priority: TaskPriority

    public init(id: UUID, title: String, isCompleted: Bool, priority: TaskPriority) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.priority = priority
    }
}

/// What an import did.
public struct ImportReport: Hashable, Sendable {
    /// Records whose id was not in the store: appended at the end, in file order.
    public var added: Int
    /// Records whose id was already in the store: title, completion and priority replaced.
    public var updated: Int
}

extension TaskStore {
    /// Imports the article's JSON format in one transaction: every record is checked first and any bad
    /// one refuses the whole file (`TaskStoreError.invalidImport`, naming each record's index), so
    /// nothing is ever half-imported.
    ///
    /// A record whose id is already in the store updates that task (title, completion, priority; its
    /// position and due date stay), so importing a newer export of the old app again brings the store
    /// up to date instead of duplicating tasks.
    @discardableResult
    public func importLegacy(_ data: Data) throws -> ImportReport {
        let records = try Self.parseLegacy(data)
        let now = Date().timeIntervalSince1970
        return try write {
            var report = ImportReport(added: 0, updated: 0)
            for record in records {
                let old = try items(
                    "SELECT \(Self.columns) FROM tasks WHERE id = ?1", [.text(record.id.canonicalString)])
                let updated = try items(
                    """
                    UPDATE tasks SET title = ?2, priority = ?3, is_completed = ?4,
                      completed_at = CASE WHEN ?4 = is_completed THEN completed_at WHEN ?4 = 1 THEN ?5 ELSE NULL END,
                      updated_at = ?5
                    WHERE id = ?1 RETURNING \(Self.columns)
                    """,
                    [
                        .text(record.id.canonicalString), .text(record.title), .integer(Int64(record.priority.rank)),
                        .integer(record.isCompleted ? 1 : 0), .real(now),
                    ])
                if let new = updated.first {
                    try recordChange(from: old.first, to: new)
                    report.updated += 1
                    continue
                }
                let added = try items(
                    """
                    INSERT INTO tasks (id, title, is_completed, priority, position, created_at, updated_at, completed_at, due_date)
                    VALUES (?1, ?2, ?4, ?3, (SELECT COALESCE(MAX(position) + 1, 0) FROM tasks), ?5, ?5,
                      CASE ?4 WHEN 1 THEN ?5 ELSE NULL END, NULL)
                    RETURNING \(Self.columns)
                    """,
                    [
                        .text(record.id.canonicalString), .text(record.title), .integer(Int64(record.priority.rank)),
                        .integer(record.isCompleted ? 1 : 0), .real(now),
                    ])
                try recordChange(from: nil, to: added.first)
                report.added += 1
            }
            return report
        }
    }

    /// All tasks in the article's format, in position order, keys sorted: the same store gives the same bytes.
    public func exportLegacy() throws -> Data {
        let records = try allTasks().map {
            LegacyTask(id: $0.id, title: $0.title, isCompleted: $0.isCompleted, priority: $0.priority)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(records)
    }

    /// The bytes after a UTF-8 byte order mark, which some editors write and JSON readers skip.
    private static func withoutByteOrderMark(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }

    /// Checks every record of an import file; throws `invalidImport` listing all problems.
    ///
    /// The file must be UTF-8: invalid bytes are refused (JSON decoding would replace them silently), each
    /// named by the record that holds it.
    public static func parseLegacy(_ data: Data) throws -> [LegacyTask] {
        let bytes = [UInt8](data)
        var encodingIssues: [ImportIssue] = []
        let offsets = UTF8Validation.invalidOffsets(in: bytes)
        for (offset, index) in zip(offsets, TopLevelElements.indices(containing: offsets, in: bytes)) {
            // One issue per record: its first bad byte.
            if index != nil && encodingIssues.last?.index == index { continue }
            encodingIssues.append(ImportIssue(index: index, message: "not valid UTF-8 (byte \(offset) of the file)"))
        }
        let root: JSONValue
        do {
            // Invalid bytes are issues of their records (above), and the rest of each record is still checked:
            // the strict parser refuses them, so it reads the text with them replaced, as JSONDecoder did.
            let text = String(decoding: Self.withoutByteOrderMark(bytes), as: UTF8.self)
            root = try JSONValue.parse(text)
        } catch {
            throw TaskStoreError.invalidImport(
                encodingIssues.isEmpty
                    ? [ImportIssue(index: nil, message: "the file is not valid JSON")] : encodingIssues)
        }
        guard case .array(let elements) = root else {
            throw TaskStoreError.invalidImport([
                ImportIssue(index: nil, message: "expected a JSON array of tasks")
            ])
        }
        var issues: [ImportIssue] = []
        var records: [LegacyTask] = []
        var seen: [UUID: Int] = [:]
        for (index, element) in elements.enumerated() {
            func issue(_ message: String) { issues.append(ImportIssue(index: index, message: message)) }
            guard case .object(let fields) = element else {
                issue("expected an object")
                continue
            }
            var id: UUID?
            var title: String?
            var isCompleted: Bool?
            var priority: TaskPriority?
            switch fields["id"] {
            case .string(let text)?:
                id = UUID(uuidString: text)
                if id == nil { issue("\"id\" \"\(text)\" is not a UUID") }
            case nil: issue("missing \"id\"")
            default: issue("\"id\" must be a string")
            }
            switch fields["title"] {
            case .string(let text)?:
                do { title = try validated(title: text) } catch { issue("\"title\": \(error)") }
            case nil: issue("missing \"title\"")
            default: issue("\"title\" must be a string")
            }
            switch fields["isCompleted"] {
            case .bool(let flag)?: isCompleted = flag
            case nil: issue("missing \"isCompleted\"")
            default: issue("\"isCompleted\" must be true or false")
            }
            switch fields["priority"] {
            case .string(let text)?:
                priority = TaskPriority(rawValue: text)
                if priority == nil { issue("\"priority\" \"\(text)\" is not low, medium or high") }
            case nil: issue("missing \"priority\"")
            default: issue("\"priority\" must be a string")
            }
            if let id {
                if let first = seen[id] {
                    issue("duplicate id \(id.uuidString) (also record \(first))")
                } else {
                    seen[id] = index
                }
            }
            if let id, let title, let isCompleted, let priority {
                records.append(LegacyTask(id: id, title: title, isCompleted: isCompleted, priority: priority))
            }
        }
        issues += encodingIssues
        if !issues.isEmpty {
            // In file order: by record, the file's own problems first.
            let sorted = issues.enumerated().sorted { a, b in
                (a.element.index ?? -1, a.offset) < (b.element.index ?? -1, b.offset)
            }
            throw TaskStoreError.invalidImport(sorted.map(\.element))
        }
        return records
    }
}

/// Which element of a top-level JSON array a byte belongs to, found without parsing: structural characters
/// are ASCII, and in UTF-8 (valid or not) an ASCII byte is never part of a longer sequence, so counting the
/// commas at depth 1 outside strings is exact even around invalid bytes.
enum TopLevelElements {
    /// For each of `offsets` (ascending), the 0-based index of the array element holding that byte; nil
    /// outside any element. One pass over the bytes.
    static func indices(containing offsets: [Int], in bytes: [UInt8]) -> [Int?] {
        var result: [Int?] = []
        var depth = 0
        var element = 0
        var inString = false
        var escaped = false
        var position = 0
        for offset in offsets {
            while position < min(offset, bytes.count) {
                let byte = bytes[position]
                position += 1
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ","): if depth == 1 { element += 1 }
                default: break
                }
            }
            result.append(depth >= 1 ? element : nil)
        }
        return result
    }
}

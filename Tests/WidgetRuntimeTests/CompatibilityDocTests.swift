import Foundation
import Testing

/// docs/compatibility.md stays true: it has a row for every public type and modifier of WidgetRuntime, claims
/// nothing that is not declared, and its missing rows turn red when someone adds what they name.
@Suite struct CompatibilityDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What WidgetRuntime declares: top-level public types, and the public functions of top-level extensions of
    /// the types modifiers are declared on.
    struct Declarations {
        var types: Set<String> = []
        var modifiers: Set<String> = []
    }

    /// One row of the document's tables.
    struct Row {
        let name: String
        let status: String
        let note: String
        var isModifier: Bool { name.hasPrefix(".") }
    }

    static let modifierHosts: Set<String> = [
        "View", "Text", "Shape", "Image", "InsettableShape", "WidgetConfiguration", "ShapeStyle",
    ]
    static let typeKinds: Set<String> = ["struct", "enum", "protocol", "class", "actor", "typealias"]

    static func declarations() throws -> Declarations {
        var found = Declarations()
        let sources = root.appendingPathComponent("Sources/WidgetRuntime")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50, "the sources were not found at \(sources.path)")
        for file in files {
            var host: String?
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if line.hasPrefix("extension ") {
                    let name = line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    host = modifierHosts.contains(String(name)) ? String(name) : nil
                } else if line == "}" {
                    host = nil
                } else if host != nil, let name = identifier(after: "public func ", in: line) {
                    found.modifiers.insert(name)
                }
                guard line.hasPrefix("public ") || (line.hasPrefix("@") && line.contains(" public ")),
                    let publicRange = line.range(of: "public ")
                else { continue }
                let words = line[publicRange.upperBound...].split(separator: " ").filter { $0 != "final" }
                if words.count >= 2, typeKinds.contains(String(words[0])) {
                    found.types.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        return found
    }

    static func identifier(after prefix: String, in line: Substring) -> String? {
        guard let range = line.range(of: prefix) else { return nil }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    static func document() throws -> (rows: [Row], ours: Set<String>) {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/compatibility.md"), encoding: .utf8)
        var rows: [Row] = []
        var ours: Set<String> = []
        var inOurs = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") { inOurs = line.hasPrefix("## Ours") }
            if inOurs {
                for (index, piece) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                where index % 2 == 1 {
                    ours.insert(String(piece))
                }
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5 else { continue }
            rows.append(Row(name: cells[1].trimmingCharacters(in: ["`"]), status: cells[2], note: cells[3]))
        }
        return (rows, ours)
    }

    @Test func everyPublicTypeAndModifierHasARow() throws {
        let declared = try Self.declarations()
        let (rows, ours) = try Self.document()
        let listed = Set(rows.map(\.name))
        let types = declared.types.filter { !$0.hasPrefix("_") && !ours.contains($0) && !listed.contains($0) }
        #expect(types.isEmpty, "types without a row in docs/compatibility.md: \(types.sorted())")
        let modifiers = declared.modifiers.filter { !listed.contains("." + $0) }
        #expect(modifiers.isEmpty, "modifiers without a row in docs/compatibility.md: \(modifiers.sorted())")
        #expect(declared.types.count > 200 && declared.modifiers.count > 80)
    }

    @Test func everyRowSaysTheTruth() throws {
        let declared = try Self.declarations()
        let (rows, _) = try Self.document()
        #expect(rows.count > 300)
        for row in rows {
            let name = row.isModifier ? String(row.name.dropFirst()) : row.name
            let exists = row.isModifier ? declared.modifiers.contains(name) : declared.types.contains(name)
            switch row.status {
            case "✅":
                #expect(exists, "\(row.name) is marked ✅ but WidgetRuntime does not declare it")
            case "partial":
                #expect(exists, "\(row.name) is marked partial but WidgetRuntime does not declare it")
                #expect(!row.note.isEmpty, "\(row.name) is partial: say what differs")
            case "❌":
                #expect(!exists, "\(row.name) is declared now: give it ✅ or partial in docs/compatibility.md")
            default:
                Issue.record("\(row.name): unknown status \(row.status)")
            }
        }
    }
}

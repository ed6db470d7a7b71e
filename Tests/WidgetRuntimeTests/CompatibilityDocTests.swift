import Foundation
import Testing

/// docs/compatibility.md stays true: it has a row for every public type and modifier of WidgetRuntime (and, in
/// its "Charts" section, of Charts), claims nothing that is not declared, marks ✅ nothing whose public functions
/// ignore a parameter, and its missing rows turn red when someone adds what they name.
@Suite struct CompatibilityDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What WidgetRuntime declares: top-level public types, and the public functions declared on the types
    /// modifiers are declared on and on the concrete shapes (in their bodies and in extensions).
    struct Declarations {
        var types: Set<String> = []
        var modifiers: Set<String> = []
        var scan: SourceScan
    }

    /// One row of the document's tables, and the module it speaks of (the "Charts" section's, Charts).
    struct Row {
        let name: String
        let status: String
        let note: String
        var module = "WidgetRuntime"
        var isModifier: Bool { name.hasPrefix(".") }
    }

    /// The modules the document speaks of, by their section: Charts has its own.
    static let modules = ["WidgetRuntime", "Charts"]

    static let modifierHosts: Set<String> = [
        "View", "Text", "Shape", "Image", "InsettableShape", "WidgetConfiguration", "ShapeStyle",
        // Charts' modifiers of marks and of axis marks.
        "ChartContent", "AxisMark",
    ]
    static let typeKinds: Set<String> = ["struct", "enum", "protocol", "class", "actor", "typealias"]

    /// Whether a function is one of the modifiers rows name: a method on a modifier host or a concrete shape
    /// (not `path(in:)`, which draws a shape, nor a static or mutating one, such as `Path`'s drawing calls).
    static func isModifier(_ function: SourceScan.Function, in scan: SourceScan) -> Bool {
        function.isPublic && isModifierHost(function.host, in: scan) && !function.isStaticOrMutating
            && !["init", "subscript", "path"].contains(function.name)
    }

    static func isModifierHost(_ host: String, in scan: SourceScan) -> Bool {
        modifierHosts.contains(host) || scan.shapes.contains(host)
    }

    static func declarations(of module: String = "WidgetRuntime") throws -> Declarations {
        let sources = root.appendingPathComponent("Sources/" + module)
        let scan = try SourceScan(directory: sources)
        var found = Declarations(scan: scan)
        found.modifiers = Set(scan.functions.filter { isModifier($0, in: scan) }.map(\.name))
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 40, "the sources were not found at \(sources.path)")
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // `open` classes (SiriKit's, which generated code subclasses) are public too.
                let isOpen = line.hasPrefix("open ")
                guard isOpen || line.hasPrefix("public ") || (line.hasPrefix("@") && line.contains(" public ")),
                    let publicRange = line.range(of: isOpen ? "open " : "public ")
                else { continue }
                let words = line[publicRange.upperBound...].split(separator: " ").filter { $0 != "final" }
                if words.count >= 2, typeKinds.contains(String(words[0])) {
                    found.types.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        return found
    }

    static func document() throws -> (rows: [Row], ours: Set<String>) {
        let text = try String(
            contentsOf: root.appendingPathComponent("docs/compatibility.md"), encoding: .utf8)
        var rows: [Row] = []
        var ours: Set<String> = []
        var inOurs = false
        var module = "WidgetRuntime"
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                inOurs = line.hasPrefix("## Ours")
                module = line.hasPrefix("## Charts") ? "Charts" : "WidgetRuntime"
            }
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
            rows.append(
                Row(name: cells[1].trimmingCharacters(in: ["`"]), status: cells[2], note: cells[3], module: module))
        }
        return (rows, ours)
    }

    @Test func everyPublicTypeAndModifierHasARow() throws {
        let (allRows, ours) = try Self.document()
        for module in Self.modules {
            let declared = try Self.declarations(of: module)
            let listed = Set(allRows.filter { $0.module == module }.map(\.name))
            let types = declared.types.filter { !$0.hasPrefix("_") && !ours.contains($0) && !listed.contains($0) }
            #expect(types.isEmpty, "\(module) types without a row in docs/compatibility.md: \(types.sorted())")
            let modifiers = declared.modifiers.filter { !listed.contains("." + $0) }
            #expect(
                modifiers.isEmpty, "\(module) modifiers without a row in docs/compatibility.md: \(modifiers.sorted())")
            if module == "WidgetRuntime" { #expect(declared.types.count > 200 && declared.modifiers.count > 80) }
        }
    }

    @Test func everyRowSaysTheTruth() throws {
        var declarations: [String: Declarations] = [:]
        for module in Self.modules { declarations[module] = try Self.declarations(of: module) }
        let (rows, _) = try Self.document()
        #expect(rows.count > 300)
        for row in rows {
            let declared = declarations[row.module]!
            let name = row.isModifier ? String(row.name.dropFirst()) : row.name
            let exists = row.isModifier ? declared.modifiers.contains(name) : declared.types.contains(name)
            switch row.status {
            case "✅":
                #expect(exists, "\(row.name) is marked ✅ but \(row.module) does not declare it")
            case "partial":
                #expect(exists, "\(row.name) is marked partial but \(row.module) does not declare it")
                #expect(!row.note.isEmpty, "\(row.name) is partial: say what differs")
            case "❌":
                #expect(!exists, "\(row.name) is declared now: give it ✅ or partial in docs/compatibility.md")
            default:
                Issue.record("\(row.name): unknown status \(row.status)")
            }
        }
    }
}

extension CompatibilityDocTests {
    /// The public functions a row speaks for: a modifier row, the modifiers of that name; a type row, the
    /// initializers, subscripts and methods declared on the type (in its body and its extensions), less the
    /// modifiers, which have rows of their own.
    static func functions(of row: Row, in scan: SourceScan) -> [SourceScan.Function] {
        if row.isModifier {
            let name = String(row.name.dropFirst())
            return scan.functions.filter { $0.name == name && isModifier($0, in: scan) }
        }
        return scan.functions.filter { $0.isPublic && $0.host == row.name && !isModifier($0, in: scan) }
    }

    /// Parameters that carry nothing to read, by the function's signature (as `SourceScan` writes it).
    static let parametersWithNothingToRead: [String: String] = [
        "ViewModifier.body(content)": "a primitive modifier has no body: the function only stops the program",
        "WidgetPreviewContext.subscript(key)": "the key is a type: the generic `Key` is what is read",
        "ParameterSummaryWhenCondition.init(_ keyPath, _ comparisonOperator, _ values, _ when, otherwise)":
            "OneOfComparisonOperator has one case, .oneOf",
        // The dates of these two schedules do not depend on the parameters, on iOS either: a minute is already
        // the low-frequency rate, and an explicit schedule is the dates it was given.
        "EveryMinuteTimelineSchedule.entries(from startDate, mode)": "every minute in either mode, as on iOS",
        "ExplicitTimelineSchedule.entries(from startDate, mode)": "the dates it was given, as on iOS",
        // A widget's views are drawn, not run: iOS runs no view actions in a widget either.
        "View.onAppear(perform action)": "a widget runs no view actions, as on iOS",
        "View.onDisappear(perform action)": "a widget runs no view actions, as on iOS",
        "View.task(priority, _ action)": "a widget runs no view actions, as on iOS",
        "View.onChange(of value, initial, _ action)": "a widget runs no view actions, as on iOS",
        "View.onChange(of value, perform action)": "a widget runs no view actions, as on iOS",
        "View.onTapGesture(count, perform action)": "a widget recognizes no gesture, as on iOS",
        "View.onTapGesture(count, coordinateSpace, perform action)": "a widget recognizes no gesture, as on iOS",
        "View.gesture(_ gesture, including mask)": "a widget recognizes no gesture, as on iOS",
        // Charts: a grid line or tick is the same for every axis value (the value only places it); `as` reads
        // its type as the generic `P`.
        "AxisGridLine._renderAxisMark(_ content, _ inputs)": "the same line for every value, placed by the axis",
        "AxisTick._renderAxisMark(_ content, _ inputs)": "the same tick for every value, placed by the axis",
        "AxisValue.`as`(_ type)": "the type is the generic `P`, which is what is read",
        // The built-in stack layouts keep no cache: theirs is `Void`.
        "HStackLayout.sizeThatFits(proposal, subviews, cache)": "the cache is Void",
        "HStackLayout.placeSubviews(in bounds, proposal, subviews, cache)": "the cache is Void",
        "VStackLayout.sizeThatFits(proposal, subviews, cache)": "the cache is Void",
        "VStackLayout.placeSubviews(in bounds, proposal, subviews, cache)": "the cache is Void",
        "ZStackLayout.sizeThatFits(proposal, subviews, cache)": "the cache is Void",
        "ZStackLayout.placeSubviews(in bounds, proposal, subviews, cache)": "the cache is Void",
    ]

    @Test func aCheckedRowIgnoresNoParameter() throws {
        var declarations: [String: Declarations] = [:]
        for module in Self.modules { declarations[module] = try Self.declarations(of: module) }
        let (rows, _) = try Self.document()
        var checked = 0
        for row in rows where row.status == "✅" {
            let functions = Self.functions(of: row, in: declarations[row.module]!.scan).filter {
                !$0.isUnavailable && Self.parametersWithNothingToRead[$0.signature] == nil
            }
            checked += functions.count
            let ignoring = functions.filter { !$0.unread.isEmpty }.map {
                "\($0.signature) ignores \($0.unread.joined(separator: ", ")) (\($0.file):\($0.line))"
            }
            #expect(
                ignoring.isEmpty,
                "\(row.name) is marked ✅, but never reads these parameters: mark it partial and say what differs, or use them: \(ignoring)"
            )
        }
        #expect(checked > 300, "the scan found the functions of the ✅ rows")
    }

    /// Every parameter of WidgetRuntime's public API that its function never reads, for whoever audits the
    /// partial rows (printed); the scan itself is checked on a sample with a known answer.
    @Test func theScanFindsParametersThatAreNeverRead() throws {
        let sample = SourceScan(
            source: #"""
                extension View {
                    /// Mentions amount in a comment.
                    public func padded(by amount: CGFloat, _ unused: Int) -> some View {
                        // amount
                        let text = "amount \(unused)" + "amount"
                        return frame(width: text.isEmpty ? 0 : nil)
                    }
                }
                public struct Circle: Shape {
                    public func inset(by amount: CGFloat) -> Circle { Circle(radius: amount) }
                    public func path(in rect: CGRect, label: String = "x") -> Path { Path(rect: label) }
                    func helper(_: Int) {}
                    public var body: some View { Text("\(1)") }
                }
                """#)
        #expect(sample.shapes == ["Circle"])
        let found = sample.functions.map { "\($0.host).\($0.name) \($0.isPublic) \($0.unread)" }
        #expect(
            found == [
                #"View.padded true ["amount"]"#, #"Circle.inset true []"#, #"Circle.path true ["rect"]"#,
                #"Circle.helper false ["_"]"#,
            ])
        let scan = try Self.declarations().scan
        let unread = scan.functions.filter { $0.isPublic && !$0.isUnavailable && !$0.unread.isEmpty }
        print("WidgetRuntime: \(unread.count) public functions with parameters they never read")
        for function in unread {
            let unread = function.unread.joined(separator: ", ")
            print("  \(function.signature): \(unread) (\(function.file):\(function.line))")
        }
        #expect(scan.functions.count > 1_000)
    }
}

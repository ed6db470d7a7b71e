import Foundation
import TestSupport
import Testing

/// Type-checks one source file against the package's built modules with `swiftc`, as another developer's file
/// is compiled against them: the tests that prove a form Apple's SDK refuses does not compile here either.
struct BuiltModuleTypeCheck {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The directory with the built modules (`Modules` beside the test bundle) that holds `module`.
    static func modulesDirectory(holding module: String) throws -> URL {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        let found = candidates.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(module + ".swiftmodule").path)
        }
        return try #require(found, "no built \(module) module near \(candidates.map(\.path))")
    }

    /// The lines of `source` (1-based) on which `swiftc -typecheck` reports an error, and its whole output.
    ///
    /// `module` names a built module the file needs, to find the modules' directory; `arguments` are added to
    /// the command (for instance `-import-module`).
    static func errorLines(
        of source: String, fileName: String, needing module: String, arguments: [String] = []
    ) throws -> (lines: Set<Int>, output: String) {
        let modules = try modulesDirectory(holding: module)
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent(fileName)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // WidgetRuntime's module imports CHarfBuzz: the module map SwiftPM wrote for it beside the modules.
        let harfBuzz = modules.deletingLastPathComponent().appendingPathComponent("CHarfBuzz.build/module.modulemap")
        let command = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-Xcc",
            "-fmodule-map-file=" + harfBuzz.path,
        ]
        process.arguments = command + arguments + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let name = NSRegularExpression.escapedPattern(for: fileName)
        let pattern = try Regex(name + #":(\d+):\d+: error:"#)
        let lines = Set(output.matches(of: pattern).compactMap { Int($0.output[1].substring ?? "") })
        #expect((process.terminationStatus != 0) == !lines.isEmpty, "\(output)")
        return (lines, output)
    }

    /// The 1-based numbers of the lines of `source` that end with `marker`.
    static func markedLines(of source: String, marker: String = "// refused") -> Set<Int> {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return Set(lines.indices.filter { lines[$0].hasSuffix(marker) }.map { $0 + 1 })
    }
}

import Foundation
import Testing

@testable import TaskKit

/// A fresh directory, removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("taskkit-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The directory holding the package's built executables (next to the test bundle).
func builtProductsDirectory(containing name: String) throws -> URL {
    var candidates: [URL] = []
    if let dir = ProcessInfo.processInfo.environment["TASKS_BUILD_DIR"] { candidates.append(URL(fileURLWithPath: dir)) }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in candidates
    where FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent(name).path) {
        return directory
    }
    throw HelperMissing(name: name, searched: candidates.map(\.path))
}

struct HelperMissing: Error, CustomStringConvertible {
    var name: String
    var searched: [String]
    var description: String {
        "the built '\(name)' executable was not found (run 'swift build' first); looked in \(searched)"
    }
}

/// Runs an executable to completion and returns its exit status and output.
func runProcess(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self)
    )
}

/// Counts computed the slow, obvious way, to check the store's trigger-maintained ones.
func bruteForceSummary(_ tasks: [TaskItem], today: TaskDay) -> TaskSummary {
    TaskSummary(
        total: tasks.count, completed: tasks.filter(\.isCompleted).count,
        pending: tasks.filter { !$0.isCompleted }.count,
        highPriorityPending: tasks.filter { !$0.isCompleted && $0.priority == .high }.count,
        overdue: tasks.filter { $0.isOverdue(today: today) }.count)
}

import Foundation

/// A fresh directory, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String = "taskwidgets-tests") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// Why a built executable could not be found.
public struct ExecutableMissing: Error, CustomStringConvertible {
    public var name: String
    public var searched: [String]
    public var description: String {
        "the built '\(name)' executable was not found (run 'swift build' first); looked in \(searched)"
    }
}

/// One of the package's built executables (`tasks`, `taskkit-stress`…), found next to the test bundle:
/// tests that need a real process spawn it.
public func builtExecutable(named name: String, filePath: String = #filePath) throws -> URL {
    var candidates: [URL] = []
    if let directory = ProcessInfo.processInfo.environment["TASKS_BUILD_DIR"] {
        candidates.append(URL(fileURLWithPath: directory))
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
    // Tests/<Target>/<file>.swift → the package root's debug products.
    let packageRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in candidates {
        let url = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw ExecutableMissing(name: name, searched: candidates.map(\.path))
}

/// What a finished process said.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs an executable to completion and returns its exit status and output.
public func runProcess(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutput(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// How long a test waits for something that should happen before it calls it a hang: every suite of the test
/// process shares its two cores and its main actor, and on a loaded machine a step that takes milliseconds
/// alone can wait minutes for them. A wait ends as soon as what it waits for happens, so only a hang takes it.
public let hangGuard: Duration = .seconds(600)

import Foundation
import TestSupport
import Testing

/// The real `tasks` process at the edges: bytes that are not UTF-8, files that are not files, a file size
/// limit, a store it may not write.
@Suite(.serialized) struct BinaryEdgeTests {
    let dir = TemporaryDirectory()
    var store: String { dir.path("tasks.sqlite") }

    /// Runs `script` with bash, `$T` being the `tasks` binary; kills it after `timeout` seconds.
    func bash(_ script: String, timeout: TimeInterval = 60) throws -> (output: ProcessOutput, timedOut: Bool) {
        let binary = try builtExecutable(named: "tasks")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["T"] = binary.path
        environment["S"] = store
        environment["TASKS_STORE"] = nil
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (ProcessOutput(status: process.terminationStatus, stdout: stdout, stderr: stderr), timedOut)
    }

    func titles() throws -> [String] {
        let list = try bash(#""$T" list --all --json --store "$S""#).output
        let records = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        return records.compactMap { $0["title"] as? String }
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedNotRepaired() throws {
        let result = try bash(#""$T" add "$(printf 'Caf\351')" --store "$S""#).output
        #expect(result.status == 2)
        #expect(result.stderr == "tasks: argument 2 is not valid UTF-8\n")
        #expect(!FileManager.default.fileExists(atPath: store), "nothing was opened")
    }

    @Test func theVersionIsPrintedOnce() throws {
        let result = try bash(#""$T" --version"#).output
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
    }

    @Test func aFIFOAsTheStoreIsRefusedAtOnce() throws {
        #expect(mkfifo(dir.path("pipe"), 0o600) == 0)
        let (result, timedOut) = try bash(#""$T" list --store "\#(dir.path("pipe"))""#, timeout: 20)
        #expect(!timedOut, "tasks hung on the FIFO")
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is a FIFO (named pipe), not a file"))
    }

    /// A damaged store (one page overwritten) is neither served as an empty list nor written into.
    @Test func aDamagedStoreIsRefusedByServeAndByWrites() throws {
        let seed = (0..<300).map {
            #"{"id":"\#(UUID().uuidString)","title":"task \#($0) \#(String(repeating: "x", count: 40))","isCompleted":false,"priority":"low"}"#
        }
        try Data(("[" + seed.joined(separator: ",") + "]").utf8).write(to: dir.url.appendingPathComponent("seed.json"))
        #expect(try bash(#""$T" import "\#(dir.path("seed.json"))" --store "$S""#).output.status == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
        for offset in (4096 * 3)..<(4096 * 4) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
        try bytes.write(to: URL(fileURLWithPath: store))
        let (serve, timedOut) = try bash(#""$T" serve --port 0 --store "$S""#, timeout: 30)
        #expect(!timedOut, "serve started on a damaged store")
        #expect(serve.status == 1)
        #expect(serve.stderr.contains("is damaged (SQLite's quick_check found"), "\(serve.stderr)")
        #expect(serve.stderr.contains("recover what it holds with: sqlite3"))
        let add = try bash(#""$T" add "into the damage" --store "$S""#).output
        #expect(add.status == 1 && add.stderr.contains("is damaged"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes, "every byte kept")
    }

    /// `ulimit -f`: a write past the limit must fail as an error that says so, never kill the process after a
    /// commit it did not report (a retry would add the task twice). Every add is either reported and kept, or
    /// refused and absent.
    @Test func theFileSizeLimitIsAnErrorNotASilentKill() throws {
        // As from a shell: the test runner's threads block most signals, and a child inherits the mask.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGXFSZ)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGXFSZ, SIG_DFL)
        let big = String(repeating: "😀", count: 480)  // ~2 KB of UTF-8, within the title rule
        for index in 0..<10 { _ = try bash(#""$T" add "seed \#(index) \#(big)" --store "$S""#) }
        var info = stat()
        #expect(stat(store, &info) == 0)
        // Just above the file: a commit's log fits, and the checkpoint after it soon does not.
        let limitKB = Int(info.st_size) / 1024 + 2
        var reported: [String] = []
        var refused: [String] = []
        for index in 0..<8 {
            let title = "limited \(index) \(big)"
            let result = try bash(#"ulimit -f \#(limitKB); exec "$T" add "\#(title)" --store "$S""#).output
            // 153 = 128 + SIGXFSZ (25): killed by the signal.
            #expect(result.status == 0 || result.status == 1, "exit \(result.status): \(result.stderr)")
            if result.status == 0 {
                #expect(UUID(uuidString: result.stdout.trimmingCharacters(in: .newlines)) != nil)
                reported.append(title)
            } else {
                #expect(result.stderr.contains("the file size limit (ulimit -f"), "\(result.stderr)")
                #expect(result.stderr.contains("nothing was changed"))
                refused.append(title)
            }
        }
        #expect(!reported.isEmpty && !refused.isEmpty, "the limit was reached during the run")
        let stored = try titles()
        for title in reported { #expect(stored.contains(title), "a reported add is kept") }
        for title in refused { #expect(!stored.contains(title), "a refused add is absent") }
    }

    /// A store the user may only read: `list` reads it and leaves nothing behind — no `-shm` with the file's
    /// 0444 mode, which would keep the store unwritable after `chmod`. As root (who may write anything) it runs
    /// as `nobody`, through setpriv; as any other user, as that user.
    @Test(
        .enabled(
            if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "as root, the store is read as nobody, which needs /usr/bin/setpriv (util-linux)"))
    func aReadOnlyStoreIsReadWithoutLeavingAFile() throws {
        _ = try bash(#""$T" add "Readable" --store "$S" && "$T" add "Also readable" --store "$S""#)
        // The directory lets `nobody` create files (as a shared data directory might); the store does not.
        #expect(chmod(dir.url.path, 0o777) == 0)
        #expect(chmod(store, 0o444) == 0)
        let nobody = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups" : ""
        let listed = try bash(#"\#(nobody) "$T" list --store "$S""#).output
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Readable") && listed.stdout.contains("Also readable"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
        #expect(!names.contains { $0.hasSuffix("-shm") || $0.hasSuffix("-wal") }, "\(names)")
        let refused = try bash(#"\#(nobody) "$T" add "Not allowed" --store "$S""#).output
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is read-only (no permission to write it); nothing was changed"))
        // Made writable again, the store takes the write.
        #expect(chmod(store, 0o666) == 0)
        let added = try bash(#"\#(nobody) "$T" add "Now allowed" --store "$S""#).output
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try titles().contains("Now allowed"))
    }
}

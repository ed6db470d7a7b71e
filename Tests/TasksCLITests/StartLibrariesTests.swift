import Foundation
import TestSupport
import Testing

@Suite("What `tasks` loads at start")
struct StartLibrariesTests {
    /// libcurl and its ~30 libraries cost 7–8 ms of every start (docs/sync.md, "HTTP"): CurlTransport loads it
    /// on the first request. The dynamic loader's own log (`LD_DEBUG=libs`) names every library it loads.
    @Test("Neither libcurl nor FoundationNetworking is loaded by a command that does not sync")
    func noHTTPLibrariesAtStart() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let output = try runProcess(try builtExecutable(named: "tasks"), ["--version"], environment: environment)
        #expect(output.status == 0)
        #expect(output.stderr.contains("calling init"), "LD_DEBUG gave no log: \(output.stderr.prefix(200))")
        let loaded = output.stderr.split(separator: "\n").filter { $0.contains("calling init:") }
        #expect(!loaded.contains { $0.contains("libcurl") }, "\(loaded)")
        #expect(!loaded.contains { $0.contains("FoundationNetworking") }, "\(loaded)")
    }
}

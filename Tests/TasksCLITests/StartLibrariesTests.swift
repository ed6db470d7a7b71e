import Foundation
import TestSupport
import Testing
import WebServer

@Suite("What `tasks` loads at start")
struct StartLibrariesTests {
    /// The libraries `tasks --version` initializes, from the dynamic loader's own log (`LD_DEBUG=libs`), which
    /// names every library it loads.
    func librariesLoadedAtStart() throws -> [Substring] {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let output = try runProcess(try builtExecutable(named: "tasks"), ["--version"], environment: environment)
        #expect(output.status == 0)
        #expect(output.stderr.contains("calling init"), "LD_DEBUG gave no log: \(output.stderr.prefix(200))")
        return output.stderr.split(separator: "\n").filter { $0.contains("calling init:") }
    }

    /// libcurl and its ~30 libraries cost 7–8 ms of every start (docs/sync.md, "HTTP"): CurlTransport loads it
    /// on the first request.
    @Test("Neither libcurl nor FoundationNetworking is loaded by a command that does not sync")
    func noHTTPLibrariesAtStart() throws {
        let loaded = try librariesLoadedAtStart()
        #expect(!loaded.contains { $0.contains("libcurl") }, "\(loaded)")
        #expect(!loaded.contains { $0.contains("FoundationNetworking") }, "\(loaded)")
        // libmicrohttpd and GnuTLS with its ~10 libraries (2.6 ms) are loaded by `tasks serve` alone, on a thread
        // of its own while it opens its store (HomeScreen's MicroHTTPD).
        #expect(!loaded.contains { $0.contains("libmicrohttpd") || $0.contains("libgnutls") }, "\(loaded)")
    }

    /// HarfBuzz and what it pulls in (freetype, glib, graphite2, png, brotli, pcre2) cost ~1.3 ms of every start:
    /// TextMeasurer loads it when text is first measured, which a server's first answer never needs.
    @Test("Neither libharfbuzz nor the libraries it needs are loaded by a command that draws no widget")
    func noTextShapingAtStart() throws {
        let loaded = try librariesLoadedAtStart()
        for library in ["libharfbuzz", "libfreetype", "libgraphite2", "libglib-2.0"] {
            #expect(!loaded.contains { $0.contains(library) }, "\(library): \(loaded)")
        }
    }
}

import Foundation
import HomeScreen
import HomeScreenDemo
import WebServer

// A test-only server: the real page and HTTP plumbing over DemoHomeScreenBackend, an in-memory fake.
// Used by Tests/browser and for load measurements; `tasks serve` is the real command.
// Usage: homescreen-demo [--port P] [--host ADDR] [--threads N]
// Prints "listening on http://HOST:PORT/ token=TOKEN" once it serves.

ShutdownSignals.block()  // before any thread is made (see ShutdownSignals)
var host = "127.0.0.1"
var port: UInt16 = 0
var threads = 4
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": port = arguments.next().flatMap(UInt16.init) ?? 0
    case "--host": host = arguments.next() ?? host
    case "--threads":
        threads = arguments.next().flatMap { Int($0) } ?? 4
    default:
        let usage = "usage: homescreen-demo [--port P] [--host ADDR] [--threads N]\n"
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}
do {
    let server = try HomeScreenServer(backend: DemoHomeScreenBackend(), host: host, port: port, threads: threads)
    try await server.run { url in
        FileHandle.standardOutput.write(Data("listening on \(url.absoluteString) token=\(server.token)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("homescreen-demo: \(error)\n".utf8))
    exit(1)
}

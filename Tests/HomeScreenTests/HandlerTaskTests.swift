import Foundation
import Synchronization
import Testing

@testable import WebServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Handlers are tasks on suspended connections: one at work holds nothing else up, one past the handler timeout
/// is answered for, and stopping answers those still at work (libmicrohttpd must not stop with a connection
/// suspended: it would abort the process).
@Suite("HTTP server: handlers as tasks")
struct HandlerTaskTests {
    static func get(_ port: UInt16, _ path: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.timeoutInterval = 600
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// With one libmicrohttpd thread for every connection, a handler awaiting its work leaves the server
    /// answering others: before handlers were tasks, `/fast` waited for `/slow`.
    @Test func aHandlerAtWorkHoldsNoOtherRequestUp() async throws {
        let entered = Latch()
        let release = Latch()
        let server = HTTPServer(configuration: .init(threads: 1)) { request in
            if request.path == "/slow" {
                entered.open()
                await release.wait()
            }
            return .text("done \(request.path)")
        }
        try server.start()
        defer { server.stop() }
        let slow = Task { try await Self.get(server.port, "/slow") }
        await entered.wait()
        let fast = try await Self.get(server.port, "/fast")
        #expect(fast.status == 200 && fast.body == "done /fast")
        release.open()
        let answered = try await slow.value
        #expect(answered.status == 200 && answered.body == "done /slow")
    }

    /// A handler with nothing to wait for answers on libmicrohttpd's thread (no hop, no suspension); once one
    /// has waited for the main actor, as the backend does, it goes on elsewhere: libmicrohttpd's thread serves
    /// other connections meanwhile. (Where it goes on is the runtime's choice: the server's handler threads,
    /// or, in a test process whose main actor runs on a dispatch thread, sometimes that thread.)
    @Test func aHandlerRunsOnLibmicrohttpdsThreadUntilItWaits() async throws {
        let threads = Mutex<[String: pthread_t]>([:])
        @Sendable func note(_ step: String) { threads.withLock { $0[step] = pthread_self() } }
        let server = HTTPServer(configuration: .init(threads: 1)) { request in
            note("start \(request.path)")
            if request.path == "/waits" {
                await MainActor.run {}
                note("after the main actor")
            }
            return .text("ok")
        }
        try server.start()
        defer { server.stop() }
        #expect(try await Self.get(server.port, "/quick").status == 200)
        #expect(try await Self.get(server.port, "/waits").status == 200)
        let seen = threads.withLock { $0 }
        let libmicrohttpd = try #require(seen["start /quick"])
        #expect(seen["start /waits"] == libmicrohttpd, "both started on the server's one libmicrohttpd thread")
        #expect(seen["after the main actor"].map { pthread_equal($0, libmicrohttpd) == 0 } == true)
    }

    @Test func aHandlerPastTheTimeoutIsAnswered503AndCancelled() async throws {
        let finished = Latch()
        let cancelled = Mutex(false)
        let server = HTTPServer(configuration: .init(handlerTimeout: .milliseconds(200))) { _ in
            // Only cancellation ends this sleep early.
            try? await Task.sleep(for: .seconds(3600))
            cancelled.withLock { $0 = Task.isCancelled }
            finished.open()
            return .text("too late")
        }
        try server.start()
        defer { server.stop() }
        let answer = try await Self.get(server.port, "/")
        #expect(answer.status == 503)
        #expect(answer.body == "the server did not answer in time; try again\n")
        await finished.wait()
        #expect(cancelled.withLock { $0 })
    }

    @Test func stoppingAnswersTheHandlersStillAtWork() async throws {
        let entered = Latch()
        let never = Latch()
        let server = HTTPServer { _ in
            entered.open()
            await never.wait()
            return .text("never")
        }
        try server.start()
        let port = server.port
        let request = Task { try? await Self.get(port, "/") }
        await entered.wait()
        #expect(server.isRunning)
        server.stop()
        #expect(!server.isRunning)
        // The client hears 503 or, when the connection closed first, an error: either way, not "never".
        let answer = await request.value
        #expect(answer.map { $0.status == 503 } ?? true)
        never.open()
    }
}

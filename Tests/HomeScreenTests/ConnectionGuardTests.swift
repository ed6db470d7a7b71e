import Foundation
import TestSupport
import Testing

@testable import HomeScreen
@testable import WebServer

#if canImport(Glibc)
    import Glibc
#endif

/// The server under a crowd, at small scale: the header timeout, room made for newcomers, and the quick 503
/// when there is none (the floods of 600 and 10,000 connections are in Tests/browser/test_flood.py).
@Suite("HTTP server: connection guard", .serialized)
struct ConnectionGuardTests {
    /// A raw loopback connection.
    final class Client {
        let fd: Int32

        init(port: UInt16) throws {
            fd = try LoopbackHTTP.connect(port: port)
        }

        deinit { close(fd) }

        /// Sends `text`; false when the server has closed the connection.
        @discardableResult
        func send(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            return sent == bytes.count
        }

        /// Whether the server closed (or reset) the connection, waiting up to `seconds` for it to do so.
        func isClosedByServer(within seconds: Double) -> Bool {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return false }
            var byte: UInt8 = 0
            return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
        }
    }

    /// A server; a handler kept waiting holds up only its own connection (its handler is a task).
    func server(
        headerTimeout: Duration = .seconds(60), total: Int = 64, perAddress: Int = 64,
        handler: @escaping HTTPServer.Handler = { _ in .text("ok") }
    ) throws -> HTTPServer {
        let server = HTTPServer(
            configuration: .init(
                headerTimeout: headerTimeout, connectionLimit: total,
                perAddressConnectionLimit: perAddress),
            handler: handler)
        try server.start()
        return server
    }

    @Test func aRequestHeadThatNeverEndsIsCutOffHoweverSlowlyItComes() throws {
        let server = try server(headerTimeout: .milliseconds(300))
        defer { server.stop() }
        let slow = try Client(port: server.port)
        #expect(slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"))
        // A header line every 100 ms: never idle long enough for libmicrohttpd's own timeout (15 s).
        var closed = false
        for _ in 0..<100 where !closed {
            slow.send("X-Slow: 1\r\n")
            closed = slow.isClosedByServer(within: 0.1)
        }
        #expect(closed, "the connection was cut off")
        #expect((server.connectionCounts?.timedOut ?? 0) >= 1)
        #expect(try LoopbackHTTP.request(port: server.port, "GET", "/").status == 200)
    }

    @Test func aKeptAliveConnectionWaitsForItsNextRequestNoLongerThanTheHeaderTimeout() throws {
        let server = try server(headerTimeout: .milliseconds(300))
        defer { server.stop() }
        let client = try Client(port: server.port)
        #expect(client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
        var reply = [UInt8](repeating: 0, count: 4096)
        #expect(recv(client.fd, &reply, reply.count, 0) > 0, "answered, and kept alive")
        #expect(!client.isClosedByServer(within: 0.05))
        #expect(client.isClosedByServer(within: 10), "closed once it waited too long for its next request")
        #expect((server.connectionCounts?.timedOut ?? 0) >= 1)
    }

    @Test func aNewcomerOverTheLimitMakesRoomByClosingAnIdleConnection() throws {
        let server = try server(perAddress: 4)
        defer { server.stop() }
        // Opened one at a time, each registered before the next: libmicrohttpd's threads accept connections
        // concurrently, so four opened at once may be registered in any order, and "the one that waited longest"
        // would not be the first one opened.
        var idle: [Client] = []
        for count in 1...4 {
            idle.append(try Client(port: server.port))
            for _ in 0..<3000 where (server.connectionCounts?.open ?? 0) < count { usleep(10_000) }  // a hang guard
            #expect(server.connectionCounts?.open == count)
        }
        #expect(try LoopbackHTTP.request(port: server.port, "GET", "/").status == 200)
        #expect(idle[0].isClosedByServer(within: 30), "the connection that waited longest made room")  // a hang guard
        #expect(!idle[3].isClosedByServer(within: 0.2))
        #expect((server.connectionCounts?.evicted ?? 0) >= 1)
    }

    @Test func whenEveryConnectionIsBusyANewcomerGetsAQuick503() throws {
        let release = Latch()
        let inHandler = Counter()
        let server = try server(perAddress: 2) { request in
            if request.path == "/slow" {
                inHandler.increment()
                await release.wait()
            }
            return .text("ok")
        }
        defer { server.stop() }
        let answers = ReplyBox()
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                answers.add(try? LoopbackHTTP.request(port: server.port, "GET", "/slow"))
            }
        }
        // Both requests are in the handler: no connection is waiting, none can make room.
        for _ in 0..<1000 where inHandler.value < 2 { usleep(10_000) }
        #expect(inHandler.value == 2)
        let refused = try LoopbackHTTP.request(port: server.port, "GET", "/")
        #expect(refused.status == 503)
        #expect(refused.text == "too many connections; try again\n")
        #expect((server.connectionCounts?.refused ?? 0) == 1)
        release.open()
        group.wait()
        #expect(answers.statuses == [200, 200], "the busy requests were answered")
        #expect(try LoopbackHTTP.request(port: server.port, "GET", "/").status == 200, "and room is back")
    }
}

/// Replies collected from several threads.
private final class ReplyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [LoopbackHTTP.Reply?] = []

    func add(_ reply: LoopbackHTTP.Reply?) { lock.withLock { replies.append(reply) } }
    var statuses: [Int] { lock.withLock { replies.map { $0?.status ?? 0 } } }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

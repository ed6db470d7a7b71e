import Foundation
import Synchronization
import TestSupport
import Testing

@testable import HomeScreen
@testable import WebServer

#if canImport(Glibc)
    import Glibc
#endif

/// Server-Sent Events over libmicrohttpd: a stream stays open past the header timeout, carries what the server
/// sends, counts against its own limit, ends when the server stops, and in the home screen carries each change's
/// version.
@Suite("Event streams")
struct EventStreamTests {
    /// A raw client of one stream: sends the request, then reads what arrives.
    final class Client {
        let fd: Int32
        private(set) var received = ""

        init(port: UInt16, path: String = "/events") throws {
            fd = try LoopbackHTTP.connect(port: port)
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let head = Array(
                "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
            _ = head.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        deinit { close(fd) }

        /// Reads until `text` has arrived (true), or the stream ends or 5 s pass (false).
        func read(until text: String) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.contains(text) {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return false }
                received += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            return true
        }
    }

    private static func server(limit: Int = 64, headerTimeout: Duration = .seconds(10)) throws -> HTTPServer {
        let server = HTTPServer(
            configuration: .init(headerTimeout: headerTimeout, eventStreamLimit: limit)
        ) { request in
            request.path == "/events" ? .eventStream(first: "retry: 1000\n\n") : .text("plain")
        }
        try server.start()
        return server
    }

    @Test func aStreamOutlivesTheHeaderTimeoutAndCarriesEveryEvent() throws {
        let server = try Self.server(headerTimeout: .milliseconds(300))
        defer { server.stop() }
        let client = try Client(port: server.port)
        #expect(client.read(until: "retry: 1000"))
        #expect(client.received.hasPrefix("HTTP/1.1 200"))
        #expect(client.received.lowercased().contains("content-type: text/event-stream"))
        // Well past the header timeout, which closes idle connections, not streams.
        usleep(1_200_000)
        server.sendEvent("data: 1\n\n")
        #expect(client.read(until: "data: 1\n\n"))
        for number in 2...20 { server.sendEvent("data: \(number)\n\n") }
        #expect(client.read(until: "data: 20\n\n"))
        #expect(server.connectionCounts?.timedOut == 0)
        // Other requests are answered meanwhile.
        #expect(try LoopbackHTTP.request(port: server.port, "GET", "/").text == "plain")
    }

    @Test func streamsPastTheLimitAre503AndAClosedOneFreesItsPlace() throws {
        let server = try Self.server(limit: 2)
        defer { server.stop() }
        var clients = try (0..<2).map { _ in try Client(port: server.port) }
        for client in clients { #expect(client.read(until: "retry")) }
        let third = try Client(port: server.port)
        #expect(third.read(until: "\r\n\r\n"))
        #expect(third.received.hasPrefix("HTTP/1.1 503"))
        clients.removeLast()  // closes its socket
        // A gone client is noticed when something is written to it.
        let deadline = Date().addingTimeInterval(5)
        while server.eventStreamCount > 1 && Date() < deadline {
            server.sendEvent(": ping\n\n")
            usleep(20_000)
        }
        #expect(server.eventStreamCount == 1)
        let fourth = try Client(port: server.port)
        #expect(fourth.read(until: "retry"))
        #expect(fourth.received.hasPrefix("HTTP/1.1 200"))
    }

    @Test func stoppingEndsOpenStreams() throws {
        let server = try Self.server()
        let clients = try (0..<3).map { _ in try Client(port: server.port) }
        for client in clients { #expect(client.read(until: "retry")) }
        server.stop()
        for client in clients { #expect(!client.read(until: "never sent"), "the stream ended") }
        #expect(server.eventStreamCount == 0)
    }

    /// Clients that come and go while events pour out, then a stop with streams open: nothing deadlocks (a
    /// resume from the sender against libmicrohttpd's own closing), every stream is let go.
    @Test func clientsComingAndGoingWhileEventsPourOut() throws {
        let server = try Self.server()
        let finished = Mutex(false)
        let sending = DispatchGroup()
        DispatchQueue.global().async(group: sending) {
            var number = 0
            while !finished.withLock({ $0 }) {
                server.sendEvent("data: \(number)\n\n")
                number += 1
                if number % 100 == 0 { usleep(1000) }
            }
        }
        for _ in 0..<40 {
            let client = try Client(port: server.port)
            #expect(client.read(until: "retry"))
            #expect(client.read(until: "data: "))
        }
        let kept = try (0..<5).map { _ in try Client(port: server.port) }
        for client in kept { #expect(client.read(until: "data: ")) }
        server.stop()
        finished.withLock { $0 = true }
        sending.wait()
        #expect(server.eventStreamCount == 0)
    }

    @Test func theHomeScreenPushesEachChangesVersion() async throws {
        let server = try TestServer()
        let client = try Client(port: server.port)
        #expect(client.read(until: "retry: 1000"))
        let counter = try #require(server.backend.instance(kind: "counter", family: .systemSmall))
        let before = try await server.request("GET", "/changes?since=0").json()["version"] as? Int ?? 0
        let tap = try await server.request(
            "POST", "/intents", json: ["archive": "{\"type\":\"Increment\"}", "instance": counter.rawValue],
            headers: ["Origin": server.origin])
        #expect(tap.status == 200)
        let after = try await server.request("GET", "/changes?since=0").json()["version"] as? Int ?? 0
        #expect(after > before)
        #expect(client.read(until: "data: {\"version\":\(after)}\n\n"))
    }
}

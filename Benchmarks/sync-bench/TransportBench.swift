// sync-bench --transport [--requests N]: the HTTP transport alone, against URLSession in the same run.
//
// N sequential PUT + GET round trips (a 1 KiB object, like a task's) to a local HTTP server (caldav_helper.py
// `serve http`), through DefaultHTTPTransport (on Linux CurlTransport) and through URLSession as TaskKit used it
// before (FoundationNetworking: this benchmark is the one binary of ours that still links it, as its baseline),
// interleaved in blocks of 100; median and p99 per round trip.
import Foundation
import TaskKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession configured as URLSessionTransport configures it (ephemeral, no cookies or cache, redirects
/// handed back, 6 connections per host), answers read through a completion handler.
final class URLSessionBaseline: NSObject, HTTPTransport, URLSessionTaskDelegate, @unchecked Sendable {
    private var session: URLSession!

    override init() {
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 120
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 6
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: urlRequest) { data, response, error in
                guard let response = response as? HTTPURLResponse else {
                    continuation.resume(throwing: error ?? CalDAVError.transport("no answer", url: ""))
                    return
                }
                var headers: [String: String] = [:]
                for case (let name as String, let value as String) in response.allHeaderFields {
                    headers[name.lowercased()] = value
                }
                continuation.resume(
                    returning: HTTPResponse(status: response.statusCode, headers: headers, body: data ?? Data()))
            }.resume()
        }
    }
}

/// Runs the transport benchmark and prints its table.
func transportBench() async throws {
    let count = option("--requests", 1_000)
    let server = try CalDAVServer("http")
    defer { server.stop() }
    let transports: [(name: String, transport: any HTTPTransport)] = [
        ("DefaultHTTPTransport (\(String(describing: DefaultHTTPTransport.self)))", DefaultHTTPTransport()),
        ("URLSession", URLSessionBaseline()),
    ]
    let object = Data(
        String(repeating: "BEGIN:VTODO\r\nSUMMARY:a task of some length\r\n", count: 24).utf8.prefix(1024))
    var samples = Array(repeating: [Sample](), count: transports.count)
    func roundTrip(_ transport: any HTTPTransport, _ index: Int) async throws -> Double {
        let url = server.url.appendingPathComponent("store/\(index).ics")
        let clock = ContinuousClock()
        let start = clock.now
        let put = try await transport.send(
            HTTPRequest(
                method: "PUT", url: url,
                headers: ["Content-Type": "text/calendar; charset=utf-8", "If-None-Match": "*"],
                body: object))
        let get = try await transport.send(HTTPRequest(method: "GET", url: url))
        let elapsed = clock.now - start
        guard put.status == 201, get.status == 200, get.body == object else {
            throw CalDAVError.invalidResponse("the round trip \(index) failed: \(put.status), \(get.status)")
        }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    // A warm-up round each (the first request loads libcurl and connects), then blocks of 100 in turn.
    for (_, transport) in transports { _ = try await roundTrip(transport, -1) }
    progress("\(count) sequential PUT + GET round trips per transport, interleaved in blocks of 100")
    for block in stride(from: 0, to: count, by: 100) {
        for (number, entry) in transports.enumerated() {
            for index in block..<min(block + 100, count) {
                samples[number].append(Sample(seconds: try await roundTrip(entry.transport, index), requests: 2))
            }
        }
    }
    emit("sync-bench --transport: \(count) sequential PUT + GET round trips (1 KiB) to a loopback HTTP server")
    emit("| transport | n | requests | median | p99 | vs baseline (median) |")
    emit("|---|---:|---:|---:|---:|---:|")
    report(transports[0].name, samples[0], against: ("URLSession", samples[1]))
    report("  baseline: URLSession", samples[1])
}

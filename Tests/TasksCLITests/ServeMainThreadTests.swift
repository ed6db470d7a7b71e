import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// In the real `tasks serve`, main-actor work runs on the main thread: every request that needs the widgets
/// reaches them through the backend's main-actor `host(_:)`, which refuses (500) work that finds itself off the
/// main thread (`MainThreadRequirement`).
@Suite struct ServeMainThreadTests {
    @Test func pagesTapsAndLayoutChangesRunTheirMainActorWorkOnTheMainThread() async throws {
        let directory = TemporaryDirectory(prefix: "serve-main-thread")
        let tasks = try builtExecutable(named: "tasks")
        let store = directory.path("tasks.sqlite")
        #expect(try runProcess(tasks, ["add", "Tap me", "--store", store]).status == 0)
        let process = Process()
        process.executableURL = tasks
        process.arguments = ["serve", "--port", "0", "--store", store]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        defer {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        let base = try #require(text.firstMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+/).map { String($0.output) })

        func request(
            _ method: String, _ path: String, token: String = "", json: Any? = nil
        ) async throws -> (
            Int, String
        ) {
            var request = URLRequest(url: try #require(URL(string: base + path)))
            request.httpMethod = method
            request.setValue(base, forHTTPHeaderField: "Origin")
            request.setValue(token, forHTTPHeaderField: "X-TaskWidgets-Token")
            if let json {
                request.httpBody = try JSONSerialization.data(withJSONObject: json)
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }

        // Each page settings makes a widget host on the main actor.
        for query in ["", "?scheme=dark&locale=de", "?device=iphone-15-pro-max&locale=ja"] {
            let (status, _) = try await request("GET", "/" + query)
            #expect(status == 200, "GET /\(query)")
        }
        // The first pages did not wait for their widgets: these are drawn once settled.
        #expect(try await request("GET", "/changes?since=0&settle=1").0 == 200)
        let (_, page) = try await request("GET", "/")
        let token = try #require(page.firstMatch(of: /name="taskwidgets-token" content="([0-9a-f]+)"/)?.output.1)
        for _ in 0..<4 {
            // A tap on what the page draws now: a checked task may leave a widget, and only drawn intents run.
            let (_, page) = try await request("GET", "/")
            let tap = try #require(
                page.firstMatch(
                    of: /data-instance="([A-Za-z0-9._-]+)"(?:(?!data-instance=)[\s\S])*?data-intent="([^"]*)"/))
            let archive = String(tap.output.2).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            let (status, body) = try await request(
                "POST", "/intents", token: String(token), json: ["archive": archive, "instance": String(tap.output.1)])
            #expect(status == 200, "\(body)")
        }
        let (added, body) = try await request(
            "POST", "/layout", token: String(token),
            json: ["action": "add", "kind": "TaskWidget", "family": "systemSmall"])
        #expect(added == 200, "\(body)")
        let (gallery, _) = try await request("GET", "/gallery")
        #expect(gallery == 200)
    }
}

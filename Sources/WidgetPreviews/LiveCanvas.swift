import Foundation
import Synchronization
import WebServer
import WidgetRuntime

/// `--serve`: the canvas kept open in the browser, redrawn after every source edit, as Xcode's canvas is.
///
/// The program serves its page, watches its package's sources and, when one changes, rebuilds itself with
/// `swift build`, runs the new build to draw the page again (`--output`) and tells the open pages to reload
/// (a Server-Sent Event on `/events`). A failed build is shown on the page over the last good previews.
@MainActor
final class LiveCanvas {
    /// Where the program came from and how to build it again.
    struct Package {
        /// The executable product (the program's own name).
        let product: String
        /// The program's file, as found at start (a rebuild replaces the file at this path).
        let executable: URL
        let root: URL
        /// The build folder the program was built in, when it is inside the package (`<root>/.build`).
        let scratch: URL?
        /// "debug" or "release": the folder the program was built into.
        let configuration: String

        /// The package of the running program: the folder above its `.build`, or `packagePath` if given.
        static func current(product: String, packagePath: String?) throws -> Package {
            let fileManager = FileManager.default
            // /proc/self/exe names the file itself, also when the program was started through `.build/debug`.
            let path =
                (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
            let executable = URL(fileURLWithPath: path).standardizedFileURL
            var scratch: URL?
            var folder = executable.deletingLastPathComponent()
            while folder.path != "/" {
                if folder.lastPathComponent == ".build" {
                    scratch = folder
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
            let root =
                packagePath.map { URL(fileURLWithPath: $0).standardizedFileURL }
                ?? scratch?.deletingLastPathComponent()
            guard let root, fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw Command.UsageError(
                    description: "cannot find the package this program was built from: start it with "
                        + "`swift run \(product) --serve` in the package, or pass --package-path DIR")
            }
            let configuration =
                executable.deletingLastPathComponent().lastPathComponent == "release" ? "release" : "debug"
            return Package(
                product: product, executable: executable, root: root,
                scratch: packagePath == nil ? scratch : nil, configuration: configuration)
        }
    }

    /// What the open pages are told on `/events`: the page's version and the build's state.
    struct Status: Codable, Sendable, Equatable {
        enum State: String, Codable, Sendable {
            case ready, building, failed
        }

        var version: Int
        var state: State
        /// The compiler's or the program's output when the build failed (its last lines).
        var log: String?
    }

    /// The page and status, shared with the server's threads.
    private final class Shared: Sendable {
        private let value: Mutex<(page: String, status: Status)>
        /// Set once the port is known (after the server starts).
        let requestGuard = Mutex<RequestGuard?>(nil)
        init(page: String) { value = Mutex((page, Status(version: 1, state: .ready))) }
        var page: String { value.withLock { $0.page } }
        var status: Status { value.withLock { $0.status } }
        func update(page: String? = nil, _ change: (inout Status) -> Void) -> Status {
            value.withLock { value in
                if let page { value.page = page }
                change(&value.status)
                return value.status
            }
        }
    }

    private let package: Package
    private let device: WidgetDevice
    private let server: HTTPServer
    private let shared: Shared
    private let liveScript: String

    init(package: Package, device: WidgetDevice, host: String, port: UInt16, firstPage: String) throws {
        self.package = package
        self.device = device
        let shared = Shared(page: firstPage)
        self.shared = shared
        let liveScript = try PreviewResources.text("live", "mjs")
        self.liveScript = liveScript
        // Threads of its own, so a page that keeps its event stream open never waits behind another.
        let configuration = HTTPServer.Configuration(host: host, port: port, threads: 2)
        server = HTTPServer(configuration: configuration) { request in
            // DNS rebinding: another site's page may not read the canvas through a name of its own.
            if let refusal = shared.requestGuard.withLock({ $0 })?.check(request) { return refusal }
            return Self.route(request, shared: shared, liveScript: liveScript)
        }
        try server.start()
        shared.requestGuard.withLock { $0 = RequestGuard(boundHost: host, port: server.port) }
    }

    /// The address the canvas is served at.
    var address: String {
        let host = server.host.contains(":") ? "[\(server.host)]" : server.host
        return "http://\(host):\(server.port)/"
    }

    private nonisolated static func route(_ request: HTTPRequest, shared: Shared, liveScript: String) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.error(405, "method not allowed")
            response.setHeader("Allow", "GET, HEAD")
            return response
        }
        switch request.path {
        case "/", "/index.html":
            let status = shared.status
            return page(shared.page, version: status.version, liveScript: liveScript)
        case "/events":
            return .eventStream(first: event(shared.status))
        default:
            return .error(404, "not found")
        }
    }

    /// The drawn page with the live part added before `</body>`: the status banner and the script that reloads.
    ///
    /// The page's scripts are inline (the written file opens anywhere, without a server), which the server's
    /// default policy refuses: this response allows them by a nonce of its own, new for every response, so a
    /// script that a widget's text might smuggle into the page still does not run.
    nonisolated static func page(_ html: String, version: Int, liveScript: String) -> HTTPResponse {
        var nonceBytes = SystemRandomNumberGenerator()
        let nonce = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &nonceBytes) }).base64EncodedString()
        let live =
            "<div id=\"live-status\" class=\"live-status\" role=\"status\" data-version=\"\(version)\" hidden></div>\n"
            + "<script type=\"module\">\n\(liveScript)</script>\n"
        var html = html
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: live, at: end.lowerBound)
        } else {
            html += live
        }
        // The drawn page's own `<script type="module">` tags and the live one; widget text is escaped, so no
        // `<script` in the page comes from a widget.
        html = html.replacingOccurrences(
            of: "<script type=\"module\">", with: "<script type=\"module\" nonce=\"\(nonce)\">")
        var response = HTTPResponse.html(html)
        response.contentSecurityPolicy =
            ("default-src 'self'; script-src 'nonce-\(nonce)'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        return response
    }

    private nonisolated static func event(_ status: Status) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "data: \(json)\n\n"
    }

    private func publish(page: String? = nil, _ change: (inout Status) -> Void) {
        let status = shared.update(page: page, change)
        server.sendEvent(Self.event(status))
    }

    /// Watches the sources until the process is stopped (Ctrl-C).
    func run() async -> Never {
        var watcher = SourceWatcher(roots: [
            package.root.appendingPathComponent("Sources"), package.root.appendingPathComponent("Package.swift"),
        ])
        while true {
            try? await Task.sleep(for: .milliseconds(400))
            guard watcher.poll() else { continue }
            // Editors write a file in several steps, and a save may touch several files: wait for a quiet poll.
            repeat { try? await Task.sleep(for: .milliseconds(300)) } while watcher.poll()
            await rebuild()
        }
    }

    private func rebuild() async {
        say("A source changed: building \(package.product)…")
        publish { $0.state = .building }
        let started = ContinuousClock.now
        var arguments = ["swift", "build", "--package-path", package.root.path]
        if let scratch = package.scratch { arguments += ["--scratch-path", scratch.path] }
        arguments += ["-c", package.configuration, "--product", package.product]
        let build = await Self.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        guard build.status == 0 else {
            say("The build failed (the page shows why); waiting for the next edit.")
            publish {
                $0.state = .failed
                $0.log = Self.tail(build.output)
            }
            return
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("previews-\(ProcessInfo.processInfo.processIdentifier).html")
        defer { try? FileManager.default.removeItem(at: output) }
        let draw = await Self.run(package.executable, ["--output", output.path, "--device", device.name])
        guard draw.status == 0, let page = try? String(contentsOf: output, encoding: .utf8) else {
            say("The new build could not draw its previews (the page shows why).")
            publish {
                $0.state = .failed
                $0.log = Self.tail(draw.output)
            }
            return
        }
        let seconds = (ContinuousClock.now - started).components.seconds
        say("Rebuilt in \(seconds) s; the page reloads.")
        publish(page: page) {
            $0.version += 1
            $0.state = .ready
            $0.log = nil
        }
    }

    /// How a program ended: its exit status and its standard output and error together.
    private struct Ending: Sendable {
        let status: Int32
        let output: String
    }

    /// Runs a program to its end off the main actor.
    private nonisolated static func run(_ executable: URL, _ arguments: [String]) async -> Ending {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                process.standardInput = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    continuation.resume(
                        returning: Ending(status: 127, output: "cannot run \(executable.path): \(error)"))
                    return
                }
                // Read before waiting: a full pipe would stop the child.
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: Ending(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self)))
            }
        }
    }

    /// What the page shows of a failed build's output: 60 lines from its first located error on (the progress
    /// lines before it say nothing), else its last 60 (a program that crashed).
    nonisolated static func tail(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // A diagnostic with its place (`File.swift:3:46: error: …`) first; the driver's own lines ("error:
        // emit-module command failed") come before or after it, depending on which job ends first.
        guard
            let firstError = lines.firstIndex(where: { $0.contains(".swift:") && $0.contains(": error:") })
                ?? lines.firstIndex(where: { $0.contains("error:") })
        else {
            return lines.suffix(60).joined(separator: "\n")
        }
        return lines[firstError...].prefix(60).joined(separator: "\n")
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

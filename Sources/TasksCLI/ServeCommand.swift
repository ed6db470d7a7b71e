import Foundation
import HomeScreen
import TaskKit

// `tasks serve`: the home screen in the browser, over the store.

extension Command {
    static let serve = Command(
        name: "serve", summary: "Serve the widgets on an iPhone-like home screen in the browser.",
        discussion: """
            Listens on 127.0.0.1 (port 8017 by default) and prints the page's URL; Ctrl-C stops it. Taps run the
            widgets' intents on the store; changes made by other 'tasks' commands show within a second.
            With CalDAV accounts ('tasks accounts add'), the tasks sync in the background, and the page's
            Tasks app shows how each account's last sync went.
            """,
        options: [
            .value("port", "PORT", help: "The TCP port (default 8017; 0 picks a free one)."),
            .value(
                "sync-interval", "SECONDS",
                help: "Sync with the CalDAV accounts every SECONDS (default 300; 0: never, only 'tasks sync')."),
            .value(
                "host", "ADDR", help: "The address to listen on (default 127.0.0.1; others are reachable remotely)."),
            .flag("open", help: "Open the page in the default browser (xdg-open)."),
            .store,
        ],
        runAsync: { inv in
            var port: UInt16 = 8017
            if let text = inv.value("port") {
                guard let value = UInt16(text) else { throw inv.usageError("--port must be 0…65535, not '\(text)'") }
                port = value
            }
            let address = inv.value("host") ?? "127.0.0.1"
            var syncInterval = 300
            if let text = inv.value("sync-interval") {
                guard let value = Int(text), (0...86_400).contains(value) else {
                    throw inv.usageError("--sync-interval must be 0…86400 seconds, not '\(text)'")
                }
                syncInterval = value
            }
            let path = TaskStore.defaultPath(override: inv.value("store"), environment: inv.context.environment)
            let backend: TaskHomeScreenBackend
            do {
                try BundledResources.requireWidgetStrings()
                // One connection for the server and the widgets' intents (see TaskHomeScreenBackend.init(path:)).
                backend = try TaskHomeScreenBackend(path: path)
            } catch let error as TaskStoreError {
                throw CLIError.failure(error.description)
            } catch let error as BundledResources.Missing {
                throw CLIError.failure(error.description)
            } catch {
                throw CLIError.failure("cannot start the home screen: \(error)")
            }
            defer { backend.stop() }
            for warning in backend.startupWarnings {
                FileHandle.standardError.write(Data("tasks: warning: \(warning)\n".utf8))
            }
            if syncInterval > 0 { backend.startSync(credentials: inv.credentials, interval: .seconds(syncInterval)) }
            let server: HomeScreenServer
            do {
                server = try HomeScreenServer(backend: backend, host: address, port: port)
            } catch let error as BundledResources.Missing {
                throw CLIError.failure(error.description)
            }
            let open = inv.flag("open")
            do {
                try await server.run { url in
                    FileHandle.standardOutput.write(Data("TaskWidgets home screen: \(url.absoluteString)\n".utf8))
                    if open { ServeBrowser.open(url) }
                }
            } catch {
                throw CLIError.failure("cannot serve on \(address):\(port): \(error)")
            }
        })
}

/// Opens a URL in the desktop's browser, if there is one.
enum ServeBrowser {
    static func open(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("tasks: cannot open a browser; open \(url.absoluteString)\n".utf8))
        }
    }
}

import Foundation
import HomeScreen
import TaskKit
import WebServer
import WidgetRuntime

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
            // Before any thread is made (the store's flusher, libmicrohttpd's): threads inherit the mask, so a
            // SIGTERM waits for the server's handler instead of being dropped by one of them (ShutdownSignals).
            ShutdownSignals.block()
            // libmicrohttpd is loaded, and the page's files and words are read, on other threads while the store
            // opens: the first page does not wait for them (its date formats are made once the server listens).
            HomeScreenServer.prepare()
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
                // The file is checked for damage while the server starts answering (below).
                backend = try TaskHomeScreenBackend(path: path, checkingIntegrity: false)
            } catch let error as TaskStoreError {
                throw CLIError.failure(error.description)
            } catch let error as BundledResources.Missing {
                throw CLIError.failure(error.description)
            } catch {
                throw CLIError.failure("cannot start the home screen: \(error)")
            }
            defer { backend.stop() }
            // Every read of the tasks waits for the check, and the URL is printed once it passed; a damaged
            // store stops the server (nothing of it was served or written).
            let checked = Task {
                try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
                    backend.checkStoreInBackground { error in
                        if let error { done.resume(throwing: error) } else { done.resume() }
                    }
                }
            }
            // The store's directory is this process's App Group stand-in, as for the other `tasks` commands: the
            // reloads the widgets' intents ask WidgetCenter for reach the hosts of another server on the store.
            WidgetCenter.shared.dataDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
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
                try await server.run(
                    ready: { url in
                        FileHandle.standardOutput.write(Data("TaskWidgets home screen: \(url.absoluteString)\n".utf8))
                        if open { ServeBrowser.open(url) }
                    },
                    started: { try await checked.value })
            } catch let error as TaskStoreError {
                throw CLIError.failure(error.description)
            } catch {
                throw CLIError.failure("cannot serve on \(address):\(port): \(error)")
            }
        })
}

/// Opens a URL in the desktop's browser, if there is one.
enum ServeBrowser {
    static func open(_ url: URL) {
        guard spawnWithSignalsUnblocked(["xdg-open", url.absoluteString]) else {
            FileHandle.standardError.write(Data("tasks: cannot open a browser; open \(url.absoluteString)\n".utf8))
            return
        }
    }

    /// Spawns a program (found on PATH) with output discarded and an empty signal mask: `Process` would hand
    /// it the server's mask, which blocks SIGINT and SIGTERM (`ShutdownSignals.block()`), to the browser too.
    private static func spawnWithSignalsUnblocked(_ arguments: [String]) -> Bool {
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawnp(&child, arguments[0], &actions, &attributes, &argv, environ) == 0 else { return false }
        // Reaped off the main thread: xdg-open returns once the browser is asked.
        let spawned = child
        Thread.detachNewThread { waitpid(spawned, nil, 0) }
        return true
    }
}

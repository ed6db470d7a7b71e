import Foundation
import WidgetRuntime

/// Xcode's preview canvas for Linux: every `#Preview` and `PreviewProvider` linked into the running program,
/// drawn on one page in the browser.
///
/// A package adds an executable target that depends on its widgets and on this library, whose `main.swift`
/// is `exit(await PreviewCanvas.main())`; `swift run <that target>` then writes the page and prints its
/// address (README, "Run your own widget on Linux").
public enum PreviewCanvas {
    /// Runs the preview command with the program's arguments; returns the exit status.
    ///
    /// `--output FILE` (default `.build/previews/index.html`), `--device NAME` (iPhone 15 Pro, iPhone 15 Pro
    /// Max, iPad Pro (12.9-inch)), `--list` prints the previews instead of writing the page, `--serve` serves
    /// the page and redraws it after every source edit (`--port`, `--host`, `--package-path`).
    @MainActor
    public static func main(arguments: [String] = CommandLine.arguments) async -> Int32 {
        let program = URL(fileURLWithPath: arguments.first ?? "previews").lastPathComponent
        let command: Command
        do {
            command = try Command(arguments: Array(arguments.dropFirst()))
        } catch {
            printError("\(program): \(error)")
            return 64
        }
        let entries = PreviewCatalog.all
        switch command.action {
        case .help:
            print(Command.usage(program))
            return 0
        case .list:
            for entry in entries {
                let source = entry.line > 0 ? "\(entry.fileID):\(entry.line)" : entry.fileID
                print([source, entry.name].compactMap { $0 }.joined(separator: " "))
            }
            return 0
        case .serve:
            var options = PreviewPage.Options()
            options.title = "Previews — \(program)"
            options.device = command.device
            let canvas: LiveCanvas
            do {
                let package = try LiveCanvas.Package.current(product: program, packagePath: command.packagePath)
                let (html, count) = try await PreviewPage.html(of: entries, options: options)
                canvas = try LiveCanvas(
                    package: package, device: command.device, host: command.host, port: command.port,
                    firstPage: html)
                let sources = package.root.appendingPathComponent("Sources").path
                // Written at once, not buffered: whoever started the program (a script, a test) waits for it.
                FileHandle.standardOutput.write(
                    Data(
                        ("\(count == 1 ? "1 preview" : "\(count) previews") at \(canvas.address) — redrawn after "
                            + "every edit in \(sources); Ctrl-C stops\n").utf8))
            } catch {
                printError("\(program): \(error)")
                return 1
            }
            await canvas.run()
        case .write(let path):
            var options = PreviewPage.Options()
            options.title = "Previews — \(program)"
            options.device = command.device
            do {
                let (html, count) = try await PreviewPage.html(of: entries, options: options)
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(html.utf8).write(to: url, options: .atomic)
                print("\(count == 1 ? "1 preview" : "\(count) previews"): \(url.standardizedFileURL.absoluteString)")
                return 0
            } catch {
                printError("\(program): \(error)")
                return 1
            }
        }
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The preview command's arguments.
struct Command {
    enum Action: Equatable {
        case write(path: String)
        case serve
        case list
        case help
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var action = Action.write(path: ".build/previews/index.html")
    var device = WidgetDevice.iPhone15Pro
    /// `--serve`'s address: loopback, and a port of its own beside `tasks serve`'s 8080.
    var host = "127.0.0.1"
    var port: UInt16 = 8070
    var packagePath: String?

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": action = .help
            case "--list": action = .list
            case "--serve": action = .serve
            case "--port":
                guard let value = remaining.popFirst(), let port = UInt16(value) else {
                    throw UsageError(description: "--port needs a number from 0 to 65535 (0 picks a free one)")
                }
                self.port = port
            case "--host":
                guard let host = remaining.popFirst(), !host.isEmpty else {
                    throw UsageError(description: "--host needs an address")
                }
                self.host = host
            case "--package-path":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(description: "--package-path needs a folder")
                }
                packagePath = path
            case "--output", "-o":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(description: "--output needs a file path")
                }
                action = .write(path: path)
            case "--device":
                guard let name = remaining.popFirst() else { throw UsageError(description: "--device needs a name") }
                guard let device = WidgetDevice.all.first(where: { $0.name == name }) else {
                    let names = WidgetDevice.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
                    throw UsageError(description: "unknown device \"\(name)\" (one of \(names))")
                }
                self.device = device
            default:
                throw UsageError(description: "unknown argument \"\(argument)\" (see --help)")
            }
        }
    }

    static func usage(_ program: String) -> String {
        """
        Usage: \(program) [--output FILE] [--device NAME] [--list]
               \(program) --serve [--port N] [--host ADDR] [--package-path DIR] [--device NAME]
        Draws every #Preview and PreviewProvider of the program on one page (default .build/previews/index.html):
        each preview with its family, in light and dark, a widget's timeline entries with a scrubber.
        --serve serves the page (default http://127.0.0.1:8070/) and, after every edit of the package's
        sources, rebuilds the program with `swift build` and reloads the open pages; a failed build is shown
        on the page.
        """
    }
}

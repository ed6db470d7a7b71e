import Foundation
import TaskKit
import TestSupport
import Testing

@testable import TasksCLI

/// `tasks widgets …` and `tasks serve`'s command line, run in-process on the main actor.
@MainActor
@Suite(.serialized, .usesSharedWidgetStore)
struct WidgetCommandTests {
    let directory = TemporaryDirectory(prefix: "tasks-widgets")
    var storePath: String { directory.path("tasks.sqlite") }

    func tasks(_ arguments: String...) async -> ProcessOutput {
        await tasks(arguments)
    }

    @Test func listNamesEveryKindWithItsFamiliesAndParameters() async {
        let result = await tasks("widgets", "list")
        #expect(result.status == 0)
        for kind in ["TaskWidget", "AnimatedTaskWidget", "ConfigurableTaskWidget", "TaskLockScreenWidget"] {
            #expect(result.stdout.contains(kind))
        }
        #expect(result.stdout.contains("--set priorityFilter=all|high|medium|low"))
        #expect(result.stdout.contains("--set maxTasks=1…8"))
    }

    @Test func renderDrawsTheStoresTasks() async throws {
        let store = try TaskStore(path: storePath)
        try store.add(title: "Render me", priority: .high)
        let result = await tasks(
            "widgets", "render", "ConfigurableTaskWidget", "--family", "systemMedium", "--set", "priorityFilter=high",
            "--locale", "de")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains(">Render me<"))
        // A widget filtered to one priority is titled by it (its count is of that priority too).
        #expect(result.stdout.contains(">Hohe Priorität<"))
    }

    @Test func renderDrawsTintedClearAndVibrantHomeScreens() async throws {
        let store = try TaskStore(path: storePath)
        try store.add(title: "Tint me", priority: .high)
        let base = ["widgets", "render", "TaskWidget", "--family", "systemSmall"]
        let tinted = await tasks(base + ["--rendering-mode", "accented", "--tint", "#FF2D55"])
        #expect(tinted.status == 0, "\(tinted.stderr)")
        #expect(tinted.stdout.contains("class=\"widget widget-systemSmall dark widget-accented\""))
        #expect(tinted.stdout.contains("--accent-group:#FF2D55"))
        #expect(tinted.stdout.contains(">Tint me<"))
        let named = await tasks(base + ["--rendering-mode", "accented", "--tint", "orange"])
        #expect(named.stdout.contains("--accent-group:#FF9F0A"))
        let clear = await tasks(base + ["--rendering-mode", "accented", "--tint", "clear"])
        #expect(clear.stdout.contains("--accent-group:#FFFFFF;--default-group:#FFFFFF"))
        let defaultTint = await tasks(base + ["--rendering-mode", "accented"])
        #expect(defaultTint.stdout.contains("--accent-group:#0A84FF"))
        let vibrant = await tasks(base + ["--rendering-mode", "vibrant"])
        #expect(vibrant.stdout.contains("widget-vibrant"))
        let plain = await tasks(base + ["--rendering-mode", "fullColor"])
        #expect(plain.stdout == (await tasks(base)).stdout)
        #expect(plain.stdout.contains("class=\"widget widget-systemSmall light\""))
    }

    func tasks(_ arguments: [String]) async -> ProcessOutput {
        let capture = Capture()
        let status = await TasksCLI.run(arguments, context: capture.context(environment: ["TASKS_STORE": storePath]))
        return ProcessOutput(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    @Test(arguments: [
        (["widgets", "render", "Nope", "--family", "systemSmall"], "unknown widget kind 'Nope'"),
        (["widgets", "render", "TaskWidget"], "--family is required"),
        (["widgets", "render", "TaskWidget", "--family", "huge"], "unknown family 'huge'"),
        (["widgets", "render", "TaskWidget", "--family", "accessoryInline"], "does not support accessoryInline"),
        (["widgets", "render", "TaskWidget", "--family", "systemSmall", "--set", "maxTasks=3"], "no configuration"),
        (
            ["widgets", "render", "ConfigurableTaskWidget", "--family", "systemSmall", "--set", "maxTasks"],
            "NAME=VALUE"
        ),
        (
            ["widgets", "render", "ConfigurableTaskWidget", "--family", "systemSmall", "--set", "color=red"],
            "no parameter 'color'"
        ),
        (
            ["widgets", "render", "ConfigurableTaskWidget", "--family", "systemSmall", "--set", "maxTasks=many"],
            "maxTasks is a whole number"
        ),
        (
            [
                "widgets", "render", "ConfigurableTaskWidget", "--family", "systemSmall", "--set",
                "priorityFilter=urgent",
            ],
            "priorityFilter is one of all, high, medium, low"
        ),
        (["widgets", "render", "TaskWidget", "--family", "systemSmall", "--format", "pdf"], "--format is html or png"),
        (["widgets", "render", "TaskWidget", "--family", "systemSmall", "--format", "png"], "needs --output"),
        (["widgets", "render", "TaskWidget", "--family", "systemSmall", "--device", "pixel"], "unknown device"),
        (["widgets", "gallery"], "--output DIR is required"),
        (
            ["widgets", "render", "TaskWidget", "--family", "systemSmall", "--rendering-mode", "tinted"],
            "unknown rendering mode 'tinted' (fullColor, accented or vibrant)"
        ),
        (
            ["widgets", "render", "TaskWidget", "--family", "systemSmall", "--tint", "orange"],
            "--tint needs --rendering-mode accented"
        ),
        (
            [
                "widgets", "render", "TaskWidget", "--family", "systemSmall", "--rendering-mode", "accented", "--tint",
                "#12",
            ],
            "unknown tint '#12'"
        ),
        (["serve", "--port", "99999"], "--port must be 0…65535"),
        (["serve", "--port", "http"], "--port must be 0…65535"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) async {
        let capture = Capture()
        let status = await TasksCLI.run(arguments, context: capture.context(environment: ["TASKS_STORE": storePath]))
        #expect(status == 2)
        #expect(capture.stderr.contains(message), "\(capture.stderr)")
        #expect(capture.stderr.filter(\.isNewline).count == 1)
    }

    @Test func aStoreThatIsNotOneIsAFailureNotAnEmptyWidget() async throws {
        let bad = directory.path("bad.sqlite")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: bad))
        let capture = Capture()
        let status = await TasksCLI.run(
            ["widgets", "render", "TaskWidget", "--family", "systemSmall", "--store", bad],
            context: capture.context(environment: [:]))
        #expect(status == 1)
        #expect(capture.stderr.contains("not a task store"))
        #expect(capture.stdout.isEmpty)
    }
}

// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// TaskKit (the store) and TaskWidgets (the widgets) build everywhere. On Apple platforms
// TaskWidgets links Apple's SwiftUI, WidgetKit and AppIntents; on Linux the façade targets
// of the same names re-export WidgetRuntime, our implementation of the widget subset, so the
// widget sources compile unchanged on both.

#if os(Linux)
    let linuxFacades: [Target.Dependency] = ["SwiftUI", "WidgetKit", "AppIntents"]
#else
    let linuxFacades: [Target.Dependency] = []
#endif

// `#Preview` is a macro. SwiftPM's usual way to build one depends on the swift-syntax package, which
// cannot be fetched here; the toolchain ships the same libraries (with module interfaces) in
// `usr/lib/swift/host`, where the compiler's own plugins find them. PreviewMacros is built against
// those: the directory of the `swift` that runs this manifest (found on PATH), else the usual places.
// What breaks if a toolchain moves or drops them: the macro target no longer builds (a clear error
// naming the missing module); PreviewCatalogTests notice a changed plugin protocol.
func toolchainHostLibraries() -> String {
    let fileManager = FileManager.default
    var candidates: [String] = []
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        // usr/bin/swift → usr/lib/swift/host
        let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(usr.appendingPathComponent("lib/swift/host").path)
    }
    candidates += ["/opt/swift/usr/lib/swift/host", "/usr/lib/swift/host", "/usr/share/swift/usr/lib/swift/host"]
    return candidates.first { fileManager.fileExists(atPath: $0 + "/SwiftSyntax.swiftmodule") } ?? candidates[0]
}
let hostLibraries = toolchainHostLibraries()
let hostSyntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftCompilerPluginMessageHandling",
    "SwiftSyntaxMacroExpansion", "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftOperators",
    "SwiftBasicFormat", "SwiftIfConfig",
]

var products: [Product] = [
    .library(name: "TaskKit", targets: ["TaskKit"]),
    .library(name: "TaskWidgets", targets: ["TaskWidgets"]),
    .executable(name: "tasks-bench", targets: ["tasks-bench"]),
    .executable(name: "sync-bench", targets: ["sync-bench"]),
]

var targets: [Target] = [
    .systemLibrary(
        name: "CSQLite",
        path: "Sources/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"])]
    ),
    // libcurl for CalDAV sync on Linux, found with dlopen on the first request rather than linked, so that
    // no process loads it (and its ~30 libraries) at start; its header is libcurl4-openssl-dev's (scripts/lib.sh).
    .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // The package's one JSON reader and writer (strict: a number is never a Bool), for TaskKit's task files,
    // intent archives and the server's request bodies.
    .target(name: "StrictJSON"),
    .target(
        name: "TaskKit",
        dependencies: [
            "StrictJSON",
            .target(name: "CSQLite", condition: .when(platforms: [.linux])),
            .target(name: "CCurl", condition: .when(platforms: [.linux])),
        ]
    ),
    .target(name: "TaskWidgets", dependencies: ["TaskKit"] + linuxFacades, resources: [.process("Resources")]),
    .executableTarget(
        name: "tasks-bench",
        dependencies: ["TaskKit", .target(name: "CSQLite", condition: .when(platforms: [.linux]))],
        path: "Benchmarks/tasks-bench"),
    // CalDAV sync at 10,000 tasks against a real Radicale (started through Tests/caldav/caldav_helper.py).
    .executableTarget(name: "sync-bench", dependencies: ["TaskKit"], path: "Benchmarks/sync-bench"),
    // Spawned by TaskKitTests to write one store from several processes at once.
    .executableTarget(name: "taskkit-stress", dependencies: ["TaskKit"], path: "Tools/taskkit-stress"),
    // Helpers shared by the test targets: snapshots, temporary directories, built executables.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TaskKitTests", dependencies: ["TaskKit", "TestSupport"]),
]

#if os(Linux)
    products += [
        .library(name: "WidgetRuntime", targets: ["WidgetRuntime"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "AppleFoundation", targets: ["AppleFoundation"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "IntentsUI", targets: ["IntentsUI"]),
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        .plugin(name: "IntentDefinitions", targets: ["IntentDefinitions"]),
        .library(name: "WidgetPreviews", targets: ["WidgetPreviews"]),
        .library(name: "WidgetTesting", targets: ["WidgetTesting"]),
        .executable(name: "tasks", targets: ["tasks"]),
        .executable(name: "widget-bench", targets: ["widget-bench"]),
        .executable(name: "matrix-bench", targets: ["matrix-bench"]),
        .executable(name: "host-bench", targets: ["host-bench"]),
        .executable(name: "serve-bench", targets: ["serve-bench"]),
    ]
    targets += [
        .macro(
            name: "PreviewMacros",
            swiftSettings: [.unsafeFlags(["-I", hostLibraries])],
            linkerSettings: [
                .unsafeFlags(
                    ["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries]
                        + hostSyntaxLibraries.map { "-l" + $0 })
            ]),
        // Text is measured with HarfBuzz on the font files the page draws with (see docs/layout.md), found with
        // dlopen when text is first measured rather than linked, so that no process loads it (and freetype, glib,
        // graphite2…) at start; its header is libharfbuzz-dev's (scripts/lib.sh).
        .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "WidgetRuntime", dependencies: ["PreviewMacros", "CHarfBuzz", "StrictJSON"]),
        .target(name: "SwiftUI", dependencies: ["WidgetRuntime"]),
        .target(name: "WidgetKit", dependencies: ["WidgetRuntime"]),
        .target(name: "AppIntents", dependencies: ["WidgetRuntime"]),
        // Live Activities: ActivityKit's types, declared in WidgetRuntime beside WidgetKit's ActivityConfiguration.
        .target(name: "ActivityKit", dependencies: ["WidgetRuntime"]),
        .target(name: "Combine", dependencies: ["WidgetRuntime"]),
        .target(name: "UIKit", dependencies: ["WidgetRuntime"]),
        // Apple's logging (Logger, OSLog, os_log), written to standard error; `OSLog` re-exports it.
        .target(name: "os"),
        .target(name: "OSLog", dependencies: ["os"]),
        // What Apple's Foundation makes visible and Linux Foundation lacks, implicitly imported into a widget
        // target's files by `-import-module AppleFoundation` (README, "Run your own widget on Linux").
        .target(name: "AppleFoundation", dependencies: ["WidgetRuntime"]),
        // Swift Charts' widget subset (`import Charts`): marks, axes, scales and legend, drawn as inline SVG.
        .target(name: "Charts", dependencies: ["WidgetRuntime"]),
        // SiriKit's intents for widgets configured by an `.intentdefinition` file (`IntentConfiguration`).
        .target(name: "Intents", dependencies: ["WidgetRuntime"]),
        // `import IntentsUI` (a migrated intent's file keeps it): Apple's re-exports Intents and UIKit.
        .target(name: "IntentsUI", dependencies: ["Intents", "UIKit"]),
        // Xcode's asset symbols (`Color(.brandRed)`, `Image(.logo)`) generated from a target's asset catalogs.
        .executableTarget(name: "asset-symbols", dependencies: ["StrictJSON"]),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["asset-symbols"]),
        // Xcode's intent classes (`ConfigurationIntent`, its enums and custom types) from `.intentdefinition` files.
        .executableTarget(name: "intent-definitions"),
        .plugin(name: "IntentDefinitions", capability: .buildTool(), dependencies: ["intent-definitions"]),
        // The preview canvas: a package's previews on one page (its stylesheet and script are files).
        // `--serve` keeps the canvas open in the browser and redraws it after a source edit, over WebServer.
        .target(
            name: "WidgetPreviews", dependencies: ["WidgetRuntime", "WebServer"], resources: [.process("Resources")]),
        // Widget tests for any developer's widget: a tester on a virtual clock, taps, the snapshot matrix.
        // CVirtualClock interposes the process's real-time clock calls, so a provider's `Date()` reads the
        // tester's time (docs/testing.md).
        .target(name: "CVirtualClock", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "WidgetTesting", dependencies: ["WidgetRuntime", "CVirtualClock"]),
        // libmicrohttpd through dlopen (its header for types, nothing linked): see its header for why.
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("dl")]),
        // An HTTP/1.1 server over libmicrohttpd (connection guard, event streams, router), knowing nothing of
        // tasks or widgets: the home screen and the preview canvas both serve through it.
        .target(name: "WebServer", dependencies: ["CMicroHTTPD"]),
        // The page's script modules, stylesheet and String Catalog are files (checked by node and tsc in
        // scripts/test), read through Bundle.module from the resource folder beside the executable.
        .target(
            name: "HomeScreen",
            dependencies: ["WebServer", "StrictJSON", "TaskKit", "TaskWidgets", "WidgetRuntime", "TaskApp"],
            exclude: ["API.md"], resources: [.process("Resources")]),
        // An in-memory fake backend for the server's tests and the `homescreen-demo` executable: its own target,
        // so that `tasks` does not carry it.
        .target(
            name: "HomeScreenDemo", dependencies: ["HomeScreen", "WebServer", "StrictJSON", "WidgetRuntime", "TaskApp"]),
        .executableTarget(
            name: "homescreen-demo", dependencies: ["HomeScreen", "HomeScreenDemo", "WebServer"],
            path: "Tools/homescreen-demo"),
        .target(
            name: "TasksCLI", dependencies: ["TaskKit", "TaskWidgets", "WidgetRuntime", "HomeScreen", "WebServer"]),
        .executableTarget(name: "tasks", dependencies: ["TasksCLI"]),
        .executableTarget(
            name: "widget-bench", dependencies: ["WidgetRuntime", "Charts"], path: "Benchmarks/widget-bench"),
        .executableTarget(name: "host-bench", dependencies: ["WidgetRuntime"], path: "Benchmarks/host-bench"),
        .executableTarget(
            name: "matrix-bench", dependencies: ["WidgetTesting", "SwiftUI", "WidgetKit"],
            path: "Benchmarks/matrix-bench"),
        // A client of `tasks serve` processes (this build's and, with --baseline, another's).
        .executableTarget(name: "serve-bench", path: "Benchmarks/serve-bench"),
        .testTarget(
            name: "WidgetRuntimeTests",
            dependencies: [
                "WidgetRuntime", "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Combine", "UIKit", "OSLog",
                "StrictJSON", "TestSupport", "Intents", "IntentsUI",
            ],
            exclude: ["__Snapshots__"],
            // The test widgets' asset catalog (AppleAPI/), read as a widget extension's catalog is.
            resources: [.process("AppleAPI/Resources")],
            // TripWidget's intent classes, from AppleAPI/Trip.intentdefinition.
            plugins: ["IntentDefinitions"]
        ),
        .testTarget(
            name: "ChartsTests",
            dependencies: ["Charts", "SwiftUI", "WidgetKit", "WidgetRuntime", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TaskWidgetsTests",
            dependencies: ["TaskWidgets", "TaskKit", "WidgetRuntime", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "WidgetTestingTests",
            dependencies: ["WidgetTesting", "WidgetRuntime", "SwiftUI", "WidgetKit", "AppIntents", "Intents"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TasksCLITests", dependencies: ["TasksCLI", "TaskKit", "WebServer", "TestSupport"]),
        // The iOS app's portable part: its logic (list state, validation, ordering, deep links, coalesced
        // widget reloads) and its Shortcuts (entity, query, intents, phrases). Xcode compiles these files
        // into the app; here they are a module of their own, built against WidgetRuntime and tested.
        // The SwiftUI views stay out: they are in Apps/iOS/App.
        .target(name: "TaskApp", dependencies: ["TaskKit", "TaskWidgets"] + linuxFacades, path: "Apps/iOS/TaskApp"),
        .testTarget(
            name: "TaskAppTests",
            dependencies: ["TaskApp", "TaskKit", "TaskWidgets", "WidgetRuntime", "TestSupport"] + linuxFacades),
        .testTarget(
            name: "HomeScreenTests",
            dependencies: [
                "HomeScreen", "HomeScreenDemo", "WebServer", "TaskKit", "TaskWidgets", "WidgetRuntime", "TaskApp",
                "TestSupport",
            ]
        ),
    ]
#endif

let package = Package(
    name: "TaskWidgets",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
    targets: targets,
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// A widget package as an iOS developer would write it, run on Linux through TaskWidgets' SwiftUI, WidgetKit
// and AppIntents (README, "Run your own widget on Linux"). ./scripts/test builds it, runs its tests and draws
// its previews.
import PackageDescription

// Makes what Apple's Foundation provides (LocalizedStringResource, ObservableObject, UserDefaults'
// key-value coding…) visible in every file, also those that import only Foundation, as on Apple platforms.
let appleFoundation: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])]

let package = Package(
    name: "MyWidgets",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "MyWidgets", targets: ["MyWidgets"])],
    dependencies: [.package(name: "TaskWidgets", path: "../..")],
    targets: [
        // The widget code: imports Apple's module names only, so Xcode builds the same files for iOS.
        .target(
            name: "MyWidgets",
            dependencies: [
                .product(name: "SwiftUI", package: "TaskWidgets"),
                .product(name: "WidgetKit", package: "TaskWidgets"),
                .product(name: "AppIntents", package: "TaskWidgets"),
                .product(name: "Combine", package: "TaskWidgets"),
                .product(name: "UIKit", package: "TaskWidgets"),
                .product(name: "OSLog", package: "TaskWidgets"),
                .product(name: "os", package: "TaskWidgets"),
                .product(name: "AppleFoundation", package: "TaskWidgets"),
            ],
            resources: [.process("Resources")],
            swiftSettings: appleFoundation,
            // Xcode's asset symbols (`Color(.bookmark)`, `Image(.ribbon)`) from the asset catalog.
            plugins: [.plugin(name: "AssetSymbols", package: "TaskWidgets")]),
        // `swift run MyWidgetsPreviews`: every #Preview of MyWidgets on one page in the browser.
        .executableTarget(
            name: "MyWidgetsPreviews",
            dependencies: ["MyWidgets", .product(name: "WidgetPreviews", package: "TaskWidgets")]),
        .testTarget(
            name: "MyWidgetsTests",
            dependencies: [
                "MyWidgets", .product(name: "WidgetPreviews", package: "TaskWidgets"),
                .product(name: "WidgetTesting", package: "TaskWidgets"),
            ],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

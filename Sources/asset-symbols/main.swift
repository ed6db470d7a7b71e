import Foundation

// asset-symbols OUTPUT.swift BUNDLE-EXPRESSION CATALOG.xcassets...
// Run by the AssetSymbols build-tool plugin: writes the Swift symbols of the catalogs' color and image sets.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: asset-symbols OUTPUT.swift BUNDLE-EXPRESSION CATALOG...\n".utf8))
    exit(64)
}
do {
    let scan = try AssetCatalogScan(catalogs: Array(arguments.dropFirst(2)))
    var source = AssetSymbolSource(scan: scan, bundleExpression: arguments[1])
    let text = source.render()
    for warning in source.skipped {
        FileHandle.standardError.write(Data("warning: asset-symbols: \(warning)\n".utf8))
    }
    let output = URL(fileURLWithPath: arguments[0])
    // Rewritten only when it changes, so that the target is not recompiled on every build.
    if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
        try Data(text.utf8).write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: asset-symbols: \(error)\n".utf8))
    exit(1)
}

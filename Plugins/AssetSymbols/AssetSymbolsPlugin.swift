import Foundation
import PackagePlugin

/// Generates the asset symbols Xcode 15 generates (`ColorResource.brandRed`, `Color.brandRed`,
/// `ImageResource.logo`…) from the asset catalogs of a widget target, so that `Color(.brandRed)` and
/// `Image(.logo)` build on Linux unchanged. A package adds it to a target with
/// `plugins: [.plugin(name: "AssetSymbols", package: "TaskWidgets")]`.
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var catalogs: [String: Bool] = [:]  // catalog path → whether it is one of the target's resources
        var inputs: [URL] = []
        for file in module.sourceFiles {
            let path = file.url.path
            guard let range = path.range(of: ".xcassets") else { continue }
            let end = path[range.upperBound...]
            guard end.isEmpty || end.hasPrefix("/") else { continue }
            let catalog = String(path[..<range.upperBound])
            catalogs[catalog] = (catalogs[catalog] ?? false) || file.type == .resource
            inputs += end.isEmpty ? Self.files(under: file.url) : [file.url]
        }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        // A catalog among the target's resources is in `Bundle.module`; otherwise SwiftPM makes no bundle,
        // and the names are looked up in the main bundle.
        let bundle = catalogs.values.contains(true) ? "Bundle.module" : "Bundle.main"
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "asset-symbols").url,
                arguments: [output.path, bundle] + catalogs.keys.sorted(),
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// Every file under a catalog that SwiftPM lists as one resource.
    private static func files(under directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
    }
}

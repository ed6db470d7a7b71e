import Foundation
import PackagePlugin

/// Generates the Swift Xcode generates from a target's `.intentdefinition` files (the `INIntent` subclasses, their
/// responses, enums and custom `INObject` types), so that a widget configured by a SiriKit intent builds on
/// Linux unchanged. A package adds it to a target with
/// `plugins: [.plugin(name: "IntentDefinitions", package: "TaskWidgets")]`.
@main
struct IntentDefinitionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let definitions = module.sourceFiles.map(\.url).filter { $0.pathExtension == "intentdefinition" }
        let tool = try context.tool(named: "intent-definitions").url
        let directory = context.pluginWorkDirectoryURL
        // One command per file, so that an edit regenerates only its own classes. The output is not `<name>.swift`:
        // Xcode's template names the definition after the widget, whose `<name>.swift` would compile to the same
        // object file ("multiple producers").
        return definitions.sorted { $0.path < $1.path }.map { definition in
            let output = directory.appendingPathComponent(
                definition.deletingPathExtension().lastPathComponent + ".intentdefinition.swift")
            return .buildCommand(
                displayName: "Generating intent classes from \(definition.lastPathComponent)",
                executable: tool, arguments: [directory.path, definition.path], inputFiles: [definition],
                outputFiles: [output])
        }
    }
}

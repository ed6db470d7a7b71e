import Foundation

// intent-definitions OUTPUT-DIRECTORY DEFINITION.intentdefinition...
// Run by the IntentDefinitions build-tool plugin: writes, for each definition, the Swift Xcode generates from it
// (`<name>.intentdefinition.swift` in the output directory). An error is one line naming the file.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: intent-definitions OUTPUT-DIRECTORY DEFINITION...\n".utf8))
    exit(64)
}
let outputDirectory = URL(fileURLWithPath: arguments[0])
var failed = false
for path in arguments.dropFirst() {
    let input = URL(fileURLWithPath: path)
    do {
        let definition = try IntentDefinition(contentsOf: input)
        let text = IntentDefinitionSource(definition: definition, fileName: input.lastPathComponent).render()
        let output = outputDirectory.appendingPathComponent(
            input.deletingPathExtension().lastPathComponent + ".intentdefinition.swift")
        // Rewritten only when it changes, so that the target is not recompiled on every build.
        if FileManager.default.contents(atPath: output.path) != Data(text.utf8) {
            try Data(text.utf8).write(to: output, options: .atomic)
        }
    } catch let error as IntentDefinitionError {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        failed = true
    } catch {
        FileHandle.standardError.write(Data("error: \(input.lastPathComponent): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)

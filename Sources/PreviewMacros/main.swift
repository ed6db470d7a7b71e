// The plugin process the compiler starts to expand `#Preview`: it reads requests on stdin and answers on
// stdout. SwiftPM's usual entry point (`@main` with swift-syntax's `CompilerPlugin`) lives in the
// `SwiftCompilerPlugin` module, which the toolchain does not ship; the message loop it runs is
// `CompilerPluginMessageListener`, which the toolchain ships as SPI (`PluginMessage`) in
// `SwiftCompilerPluginMessageHandling`. If a toolchain changes that SPI, this file stops compiling, and
// if it changes the message protocol, every `#Preview` fails to expand: the preview tests
// (Tests/WidgetRuntimeTests/PreviewCatalogTests.swift) and the fixture package's build notice either.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Names the macros of this plugin for the compiler.
struct PreviewMacrosProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let name: String
        var description: String { "PreviewMacros has no macro named \(name)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard typeName == "PreviewMacro" else { throw UnknownMacro(name: typeName) }
        return PreviewMacro.self
    }
}

let listener = CompilerPluginMessageListener(
    connection: try StandardIOMessageConnection(), provider: PreviewMacrosProvider())
try listener.main()

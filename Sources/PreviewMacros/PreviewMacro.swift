import SwiftSyntax
import SwiftSyntaxMacros

/// Expands every form of `#Preview` into a type conforming to `PreviewRegistry`, as Apple's macro does:
/// the type knows where the preview was declared and makes it by calling the `Preview` initializer with
/// the macro's own arguments and closures (the initializers mirror the macros, form for form). The
/// preview catalog finds these types at run time through their conformance.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("PreviewRegistry")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location?.file ?? ExprSyntax(StringLiteralExprSyntax(content: ""))
        let line = location?.line ?? ExprSyntax(IntegerLiteralExprSyntax(0))
        let column = location?.column ?? ExprSyntax(IntegerLiteralExprSyntax(0))
        var call = "WidgetRuntime.Preview(\(node.arguments.trimmedDescription))"
        if let closure = node.trailingClosure { call += " " + closure.trimmedDescription }
        for closure in node.additionalTrailingClosures { call += " " + closure.trimmedDescription }
        return [
            """
            struct \(name): WidgetRuntime.PreviewRegistry {
                static let fileID: String = \(fileID)
                static let line: Int = \(line)
                static let column: Int = \(column)
                @MainActor static var preview: WidgetRuntime.Preview {
                    \(raw: call)
                }
            }
            """
        ]
    }
}

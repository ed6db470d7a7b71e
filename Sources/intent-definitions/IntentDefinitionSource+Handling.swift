import Foundation

// The `…IntentHandling` protocols, and the class methods through which the widget host calls them.

extension IntentDefinitionSource {
    /// The parameters whose options the app's Intents handler provides, with the type of one option (`NSString`
    /// for a string, as Xcode types the `INObjectCollection`); other types have no dynamic options here.
    func dynamicParameters(
        _ intent: IntentDefinition.Intent
    ) -> [(parameter: IntentDefinition.Parameter, element: String)] {
        intent.parameters.compactMap { parameter in
            guard parameter.hasDynamicOptions else { return nil }
            switch parameter.kind {
            case .object(let type): return (parameter, type)
            case .string: return (parameter, "NSString")
            default: return nil
            }
        }
    }

    /// `Destination` for `destination`, as Xcode capitalizes a parameter in its handling methods' names.
    private func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The intent's `…IntentHandling` protocol as Xcode generates it for a widget's configuration: for each
    /// parameter with dynamic options, `provide…OptionsCollection` in both forms and `default…`. Xcode's are
    /// `@objc`, some requirements optional, which Linux has not: a protocol extension makes each form of the
    /// options method from the other (a handler implements either, as on iOS) and `default…` nil (the
    /// definition's default, as when iOS finds no such method). Resolve, confirm and handle are not generated.
    func handling(_ intent: IntentDefinition.Intent) -> String {
        let name = intent.name + "IntentHandling"
        let intentType = intent.name + "Intent"
        var requirements: [String] = []
        var defaults: [String] = []
        for (parameter, element) in dynamicParameters(intent) {
            let method = "provide\(capitalized(parameter.name))OptionsCollection"
            let collection = "INObjectCollection<\(element)>"
            let searchParameter = parameter.supportsSearch ? ", searchTerm: String?" : ""
            let searchArgument = parameter.supportsSearch ? ", searchTerm: searchTerm" : ""
            let completionForm =
                "func \(method)(for intent: \(intentType)\(searchParameter), with completion: @escaping (\(collection)?, Error?) -> Swift.Void)"
            let asyncForm = "func \(method)(for intent: \(intentType)\(searchParameter)) async throws -> \(collection)"
            let single = element == "NSString" ? "String" : element
            let defaultForm =
                "func default\(capitalized(parameter.name))(for intent: \(intentType)) -> \(parameter.isArray ? "[\(single)]" : single)?"
            requirements += [completionForm, asyncForm, defaultForm]
            defaults.append(
                "    public \(completionForm) {\n"
                    + "        _INHandlerBridge.complete(completion) { try await self.\(method)(for: intent\(searchArgument)) }\n"
                    + "    }\n\n"
                    + "    public \(asyncForm) {\n"
                    + "        try await _INHandlerBridge.value { self.\(method)(for: intent\(searchArgument), with: $0) }\n"
                    + "    }\n\n"
                    + "    public \(defaultForm) { nil }\n")
        }
        var out = "public protocol \(name): NSObjectProtocol, _INIntentHandling {\n"
        for requirement in requirements {
            out += "    \(requirement)\n"
        }
        out += "}\n"
        if !defaults.isEmpty {
            out += "\nextension \(name) {\n" + defaults.joined(separator: "\n") + "}\n"
        }
        return out
    }

    /// The class methods through which the widget host calls the intent's handler: it knows the intent's class,
    /// not its handling protocol.
    func handlerCalls(_ intent: IntentDefinition.Intent) -> String {
        let name = intent.name + "IntentHandling"
        let intentType = intent.name + "Intent"
        var out = "    public override class func _isHandled(by handler: Any) -> Bool { handler is \(name) }\n"
        let dynamic = dynamicParameters(intent)
        guard !dynamic.isEmpty else { return out }
        let cast = "guard let intent = intent as? \(intentType), let handler = handler as? \(name) else { return nil }"
        out += "\n    public override class func _optionsCollection(\n"
        out += "        forParameterNamed name: String, of intent: INIntent, handler: Any\n"
        out += "    ) async throws -> AnyObject? {\n"
        out += "        \(cast)\n        switch name {\n"
        for (parameter, _) in dynamic {
            let search = parameter.supportsSearch ? ", searchTerm: nil" : ""
            out += "        case \(literal(parameter.name)):\n"
            out +=
                "            return try await handler.provide\(capitalized(parameter.name))OptionsCollection(for: intent\(search))\n"
        }
        out += "        default: return nil\n        }\n    }\n"
        out += "\n    public override class func _defaultValue(\n"
        out += "        forParameterNamed name: String, of intent: INIntent, handler: Any\n"
        out += "    ) -> Any? {\n"
        out += "        \(cast)\n        switch name {\n"
        for (parameter, _) in dynamic {
            out +=
                "        case \(literal(parameter.name)): return handler.default\(capitalized(parameter.name))(for: intent)\n"
        }
        out += "        default: return nil\n        }\n    }\n"
        return out
    }
}

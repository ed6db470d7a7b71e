import Foundation

// The options an App Intents configuration offers its Edit Widget form: an entity parameter's entities and a
// text parameter's provider's strings, asked when the form opens and when it sets such a parameter, as iOS asks
// the widget's extension when the user taps the parameter.

extension WidgetHost {
    /// Makes the App Intents parameters of `schema` that offer options (those in `names`; all when nil) choices:
    /// one of them, or several in order for a list of entities. A parameter whose options could not be had cannot
    /// be set here, and says why.
    func offerParameterOptions(
        of intent: any AppIntent, in schema: inout WidgetConfigurationSchema, names: Set<String>? = nil
    ) async {
        for (name, parameter) in IntentArchive.parameters(of: intent) where names?.contains(name) ?? true {
            guard let index = schema.parameters.firstIndex(where: { $0.name == name }) else { continue }
            do {
                guard let choices = try await parameter.formChoices(locale: locale) else { continue }
                let isList = IntentValueCoding.unwrappedType(parameter.valueType) is any ArrayIntentValue.Type
                schema.parameters[index].type = isList ? .choices : .enum
                schema.parameters[index].cases = choices
            } catch {
                FileHandle.standardError.write(
                    Data("widget host: the options of '\(name)' could not be had: \(error)\n".utf8))
                schema.parameters[index].type = .unsupported
                schema.parameters[index].unavailable = .optionsFailed
            }
        }
    }
}

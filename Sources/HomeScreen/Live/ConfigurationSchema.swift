import Foundation

/// A widget host's configuration schema (`configurationSchema(of:)`), as the Edit Widget form and the archive
/// built from the form's values.
struct ConfigurationSchema {
    struct Parameter {
        var name: String
        var title: String
        var type: String
        var value: Any?
        var range: [Int]?
        var cases: [Choice]
    }

    var intent: String
    var parameters: [Parameter]

    init(json: String) {
        let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
        intent = object["intent"] as? String ?? ""
        parameters = (object["parameters"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let name = entry["name"] as? String, let type = entry["type"] as? String else { return nil }
            let value = entry["value"].flatMap { $0 is NSNull ? nil : $0 } ?? entry["default"]
            let cases = (entry["cases"] as? [[String: Any]] ?? []).compactMap { item -> Choice? in
                guard let value = item["value"] as? String else { return nil }
                return Choice(value: value, title: item["title"] as? String ?? value)
            }
            let range = (entry["range"] as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue }
            return Parameter(
                name: name, title: entry["title"] as? String ?? name, type: type, value: value,
                range: range?.count == 2 ? range : nil, cases: cases)
        }
    }

    /// The parameters the form can edit: enums (pickers), Bools (switches), Ints (steppers) and strings.
    var formParameters: [ConfigurationParameter] {
        parameters.compactMap { parameter in
            switch parameter.type {
            case "enum":
                let value = parameter.value as? String ?? parameter.cases.first?.value ?? ""
                return ConfigurationParameter(
                    name: parameter.name, title: parameter.title, type: .enum, value: .string(value),
                    options: parameter.cases)
            case "bool":
                let value = (parameter.value as? NSNumber)?.boolValue ?? false
                return ConfigurationParameter(
                    name: parameter.name, title: parameter.title, type: .bool, value: .bool(value))
            case "int":
                let value = (parameter.value as? NSNumber)?.intValue ?? parameter.range?[0] ?? 0
                return ConfigurationParameter(
                    name: parameter.name, title: parameter.title, type: .int, value: .int(value),
                    min: parameter.range?[0], max: parameter.range?[1], step: 1)
            case "string":
                return ConfigurationParameter(
                    name: parameter.name, title: parameter.title, type: .string,
                    value: .string(parameter.value as? String ?? ""))
            default:
                return nil
            }
        }
    }

    /// The archive `{"parameters":{...},"type":intent}` of `values`, each checked against its parameter.
    func archive(_ values: [String: ConfigurationValue]) throws -> String {
        var encoded: [String: Any] = [:]
        for (name, value) in values {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                throw HTTPError.badRequest("unknown parameter '\(name)'")
            }
            switch (parameter.type, value) {
            case ("enum", .string(let raw)) where parameter.cases.contains { $0.value == raw }:
                encoded[name] = raw
            case ("bool", .bool(let flag)):
                encoded[name] = flag
            case ("int", .int(let number)):
                if let range = parameter.range, !(range[0]...range[1]).contains(number) {
                    throw HTTPError.badRequest("bad value for '\(name)'")
                }
                encoded[name] = number
            case ("string", .string(let text)):
                encoded[name] = text
            default:
                throw HTTPError.badRequest("bad value for '\(name)'")
            }
        }
        let data = try JSONSerialization.data(
            withJSONObject: ["parameters": encoded, "type": intent], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

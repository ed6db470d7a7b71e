import Foundation

/// One iCalendar component (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`…): its properties and
/// subcomponents in the order they were written (RFC 5545 §3.4, §3.6).
///
/// Everything parsed keeps its original text, so a component written back emits every property and
/// subcomponent that was not changed byte for byte (folding, escaping and line endings included):
/// another client's data survives a round trip through us.
struct ICalendarComponent: Equatable, Sendable {
    /// A property or a nested component, in source order.
    enum Item: Equatable, Sendable {
        case property(ICalendarProperty)
        case component(ICalendarComponent)
    }

    /// The component's name, uppercased: `VTODO`.
    var name: String
    var items: [Item]
    /// The `BEGIN:` and `END:` lines as they were read (with their line endings), for writing them back.
    var rawBegin: String?
    var rawEnd: String?

    init(name: String, items: [Item] = []) {
        self.name = name.uppercased()
        self.items = items
    }

    /// The properties, in order.
    var properties: [ICalendarProperty] {
        items.compactMap {
            if case .property(let property) = $0 { return property }
            return nil
        }
    }

    /// The nested components, in order.
    var components: [ICalendarComponent] {
        items.compactMap {
            if case .component(let component) = $0 { return component }
            return nil
        }
    }

    /// The first property called `name` (case-insensitive).
    func property(_ name: String) -> ICalendarProperty? {
        let name = name.uppercased()
        for case .property(let property) in items where property.name == name { return property }
        return nil
    }

    /// Replaces the first property called `property.name` in place (keeping its position), or appends
    /// it before the first subcomponent when there is none. Later properties of that name are removed.
    mutating func set(_ property: ICalendarProperty) {
        var replaced = false
        var result: [Item] = []
        result.reserveCapacity(items.count + 1)
        for item in items {
            if case .property(let existing) = item, existing.name == property.name {
                if !replaced { result.append(.property(property)) }
                replaced = true
            } else {
                result.append(item)
            }
        }
        if !replaced {
            let index = result.firstIndex { if case .component = $0 { return true } else { return false } }
            result.insert(.property(property), at: index ?? result.endIndex)
        }
        items = result
    }

    /// Removes every property called `name`.
    mutating func remove(_ name: String) {
        let name = name.uppercased()
        items.removeAll { if case .property(let p) = $0 { return p.name == name } else { return false } }
    }

    /// Calls `body` on each nested component (not recursively), letting it change them in place.
    mutating func updateComponents(_ body: (inout ICalendarComponent) throws -> Void) rethrows {
        for index in items.indices {
            if case .component(var component) = items[index] {
                try body(&component)
                items[index] = .component(component)
            }
        }
    }
}

/// One content line: `NAME;PARAM=VALUE:VALUE` (RFC 5545 §3.1).
struct ICalendarProperty: Equatable, Sendable {
    /// The name, uppercased: `SUMMARY`, `X-APPLE-SORT-ORDER`.
    var name: String
    var parameters: [ICalendarParameter]
    /// The value as written (still escaped, for TEXT values); see `text` for the unescaped text.
    var value: String
    /// The original text of the property (folded, with its line ending). Nil for a property built
    /// here; such a property is written fresh, folded at 75 octets with CRLF.
    var raw: String?

    init(name: String, parameters: [ICalendarParameter] = [], value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// A property with a TEXT value, escaped for writing.
    init(name: String, parameters: [ICalendarParameter] = [], text: String) {
        self.init(name: name, parameters: parameters, value: ICalendarText.escape(text))
    }

    /// The first value of the parameter called `name` (case-insensitive).
    func parameter(_ name: String) -> String? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values.first
    }

    /// The value as TEXT, unescaped (`\n` → newline, `\,` → `,`…).
    var text: String { ICalendarText.unescape(value) }

    /// Equal when they say the same thing, whatever their original text.
    static func == (lhs: ICalendarProperty, rhs: ICalendarProperty) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.value == rhs.value
    }
}

/// A property parameter, `NAME=VALUE[,VALUE…]`; values are kept decoded (without quotes, with RFC 6868's
/// `^n`, `^'` and `^^` decoded).
struct ICalendarParameter: Equatable, Sendable {
    var name: String
    var values: [String]

    init(name: String, values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }

    init(_ name: String, _ value: String) {
        self.init(name: name, values: [value])
    }
}

// `_forEachField` gives a struct's stored fields with their offsets; it is the standard library's reflection
// SPI (what `Mirror` is built on), on Linux only here: WidgetRuntime is never compiled for Apple platforms.
import Foundation
@_spi(Reflection) import Swift
import Synchronization

/// Where an intent type keeps its `@Parameter`s, found once per type from its field metadata.
///
/// Every drawn `Button(intent:)` archives an intent and every tap rebuilds one. Walking a `Mirror` for each
/// boxed every stored property into an `Any` and cast it (a third of a task widget's render); the parameters
/// are references at fixed offsets of the intent struct, so they are read there instead.
enum IntentParameterLayout {
    /// One `@Parameter`: the property's name (without the wrapper's underscore), where its reference is kept
    /// and how to read it as the parameter's own type.
    struct Field: Sendable {
        let name: String
        let offset: Int
        let load: @Sendable (UnsafeRawPointer) -> any AnyIntentParameter
    }

    /// The fields of a struct intent; `nil` for other kinds of types (an intent class), read through `Mirror`.
    private struct Layout: Sendable {
        let fields: [Field]?
    }

    /// The parameters of `intent`, by name, in declaration order.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        guard let fields = fields(of: type(of: intent)) else { return mirroredParameters(of: intent) }
        return read(fields, of: intent)
    }

    private static func read<Intent: AppIntent>(
        _ fields: [Field], of intent: Intent
    ) -> [(name: String, parameter: any AnyIntentParameter)] {
        withUnsafeBytes(of: intent) { raw in
            fields.map { field in (field.name, field.load(raw.baseAddress! + field.offset)) }
        }
    }

    /// The fields of `type`, found on first use.
    private static func fields(of type: any AppIntent.Type) -> [Field]? {
        if let known = layouts.withLock({ $0[type] }) { return known.fields }
        var fields: [Field] = []
        let isStruct = _forEachField(of: type) { name, offset, fieldType, _ in
            if let parameterType = fieldType as? any AnyIntentParameter.Type {
                fields.append(
                    Field(
                        name: propertyName(String(cString: name)), offset: offset, load: loader(for: parameterType)))
            }
            return true
        }
        let layout = Layout(fields: isStruct ? fields : nil)
        layouts.withLock { $0[type] = layout }
        return layout.fields
    }

    private static let layouts = Mutex(TypeMap<Layout>())

    /// Reads a reference of the parameter's own class, so no cast is needed per read.
    private static func loader<Parameter: AnyIntentParameter>(
        for _: Parameter.Type
    ) -> @Sendable (UnsafeRawPointer) -> any AnyIntentParameter {
        { $0.load(as: Parameter.self) }
    }

    private static func mirroredParameters(
        of intent: any AppIntent
    ) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (propertyName(label), parameter)
        }
    }

    /// `taskID` for the wrapper's storage `_taskID`.
    private static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

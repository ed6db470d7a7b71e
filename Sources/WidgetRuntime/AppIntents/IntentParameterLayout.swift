import Foundation
import Synchronization

/// Where an intent keeps its `@Parameter`s: its stored properties of a parameter type, found through `Mirror`
/// (the stable reflection API; an earlier version read them at offsets from the standard library's
/// `_forEachField` SPI).
///
/// What `Mirror` finds depends only on the intent's type, and reading it costs ≈ 10 k instructions an intent
/// (each child's name and type are looked up anew), asked on every tap and for every drawn button. So the first
/// intent of a struct type is read through `Mirror`, and where each parameter's reference lies in its bytes is
/// remembered: later intents of that type read the references there.
enum IntentParameterLayout {
    /// The parameters of `intent`, by name, in declaration order.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        read(intent)
    }

    /// Whether intents of `type` are read where the first one kept its parameters (for tests).
    static func readsStoredReferences(of type: any AppIntent.Type) -> Bool {
        if case .slots? = layouts.withLock({ $0[type] }) { return true }
        return false
    }

    /// How the parameters of an intent type are read.
    private enum Layout: Sendable {
        /// A SiriKit intent's parameters are described by its definition, not stored as `@Parameter`s.
        case listed
        /// Through `Mirror` every time: a class, or a struct whose references could not be located.
        case mirrored
        /// At these places of the struct's bytes.
        case slots([Slot])
    }

    /// A parameter of a struct intent: its name and how to read it from the struct's bytes.
    private struct Slot: Sendable {
        let name: String
        let load: @Sendable (UnsafeRawBufferPointer) -> any AnyIntentParameter
    }

    /// The layout of each intent type met so far.
    private static let layouts = Mutex(TypeMap<Layout>())

    private static func read<Intent: AppIntent>(_ intent: Intent) -> [(name: String, parameter: any AnyIntentParameter)]
    {
        let known = layouts.withLock { $0[Intent.self] }
        switch known {
        case .listed?:
            return (intent as? any ParameterListingIntent)?.listedParameters ?? []
        case .mirrored?:
            return mirrored(intent)
        case .slots(let slots)?:
            return withUnsafeBytes(of: intent) { bytes in slots.map { ($0.name, $0.load(bytes)) } }
        case nil:
            let layout = self.layout(of: intent)
            layouts.withLock { $0[Intent.self] = layout }
            return read(intent)
        }
    }

    /// The parameters as `Mirror` lists them.
    private static func mirrored(_ intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (propertyName(label), parameter)
        }
    }

    /// Where the parameter references of `intent`'s type lie. A struct stores a `@Parameter` property as one
    /// reference; each one `Mirror` finds must occur exactly once among the struct's aligned words. A child
    /// that is an empty optional could be a parameter in another intent of the type, so such types, like
    /// classes (whose bytes are elsewhere), are read through `Mirror` every time.
    private static func layout<Intent: AppIntent>(of intent: Intent) -> Layout {
        if intent is any ParameterListingIntent { return .listed }
        if Intent.self is AnyClass { return .mirrored }
        var slots: [Slot] = []
        for child in Mirror(reflecting: intent).children {
            guard let parameter = child.value as? any AnyIntentParameter else {
                let value = Mirror(reflecting: child.value)
                if value.displayStyle == .optional, value.children.isEmpty { return .mirrored }
                continue
            }
            // An optional parameter property, nil in another intent, must not be read as a reference.
            guard type(of: child.value) is AnyClass, let label = child.label,
                let slot = slot(for: parameter, named: propertyName(label), in: intent)
            else { return .mirrored }
            slots.append(slot)
        }
        return .slots(slots)
    }

    /// Reads `parameter`'s reference where it lies in `intent`, nil unless it lies at exactly one aligned word.
    private static func slot<Parameter: AnyIntentParameter>(
        for parameter: Parameter, named name: String, in intent: some AppIntent
    ) -> Slot? {
        let target = UInt(bitPattern: Unmanaged.passUnretained(parameter).toOpaque())
        let word = MemoryLayout<UInt>.stride
        let offsets = withUnsafeBytes(of: intent) { bytes in
            stride(from: 0, through: bytes.count - word, by: word).filter {
                bytes.load(fromByteOffset: $0, as: UInt.self) == target
            }
        }
        guard offsets.count == 1, let offset = offsets.first else { return nil }
        return Slot(name: name) { bytes in bytes.load(fromByteOffset: offset, as: Parameter.self) }
    }

    /// `taskID` for the wrapper's storage `_taskID`.
    private static func propertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

import Foundation
import SwiftShims

/// Every preview linked into the running program: the types `#Preview` expanded into (`PreviewRegistry`)
/// and the `PreviewProvider`s, in the order of their files and lines (providers last, by name).
///
/// Xcode finds previews by reading the binary; so does this. The Swift runtime keeps, for every loaded
/// image, the section of protocol conformance records, and `swift_enumerateAllMetadataSections` (exported by
/// the runtime on ELF platforms; Swift Testing finds tests the same way) hands them out. Each record points
/// to a conformance descriptor (protocol, conforming type), laid out as the stable ABI documents
/// (docs/ABI/TypeMetadata.rst): the protocol's name and module name are compared, and the type's metadata
/// accessor gives its metatype. If a runtime stops exporting the function or changes these layouts, the
/// catalog comes back empty or short: PreviewCatalogTests fail (they expect the previews of the test target).
@MainActor
package enum PreviewCatalog {
    /// One preview found.
    package struct Entry {
        /// `Module/File.swift`, or the provider's module for `PreviewProvider`s.
        package let fileID: String
        package let line: Int
        /// The preview's own name, else the provider's type name, else nil.
        package let name: String?
        /// Makes the preview (called on the main actor, as Xcode does).
        package let make: @MainActor () -> [PreviewItem]
    }

    /// The previews of the program, found once.
    package static var all: [Entry] {
        if let found { return found }
        let entries = discover()
        found = entries
        return entries
    }

    private static var found: [Entry]?

    private static func discover() -> [Entry] {
        var registries: [Entry] = []
        var providers: [Entry] = []
        for type in ConformanceScanner.types(conformingTo: ["PreviewRegistry", "PreviewProvider"], in: "WidgetRuntime")
        {
            if let registry = type as? any PreviewRegistry.Type {
                registries.append(
                    Entry(
                        fileID: registry.fileID, line: registry.line, name: nil,
                        make: { PreviewItems.items(of: registry.preview) }))
            } else if let provider = type as? any PreviewProvider.Type {
                let name = String(describing: provider)
                providers.append(
                    Entry(
                        fileID: String(reflecting: provider).split(separator: ".").first.map(String.init) ?? "",
                        line: 0, name: name, make: { PreviewItems.items(of: provider, name: name) }))
            }
        }
        registries.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        providers.sort { ($0.name ?? "") < ($1.name ?? "") }
        return registries + providers
    }
}

/// Reads the runtime's protocol conformance records (see `PreviewCatalog` for why and what breaks).
enum ConformanceScanner {
    @_silgen_name("swift_enumerateAllMetadataSections")
    private static func enumerateAllMetadataSections(
        _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
        _ context: UnsafeMutableRawPointer?)

    /// The non-generic types conforming to one of `protocols` (names) declared in `module`.
    static func types(conformingTo protocols: Set<String>, in module: String) -> [Any.Type] {
        var ranges: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &ranges) { pointer in
            enumerateAllMetadataSections(
                { sections, context in
                    let list = context!.assumingMemoryBound(to: [UnsafeRawBufferPointer].self)
                    let range = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                        .swift5_protocol_conformances
                    if let start = UnsafeRawPointer(bitPattern: range.start) {
                        list.pointee.append(UnsafeRawBufferPointer(start: start, count: Int(range.length)))
                    }
                    return true
                }, UnsafeMutableRawPointer(pointer))
        }
        var found: [Any.Type] = []
        for range in ranges {
            guard let base = range.baseAddress else { continue }
            for offset in stride(from: 0, to: range.count, by: 4) {
                // Each record is a relative pointer to a conformance descriptor.
                let descriptor = relative(base + offset)
                guard let protocolDescriptor = indirectable(descriptor),
                    let name = string(at: protocolDescriptor + 8), protocols.contains(name),
                    let parent = indirectable(protocolDescriptor + 4), string(at: parent + 8) == module,
                    let metadata = metadata(ofConformingType: descriptor)
                else { continue }
                found.append(metadata)
            }
        }
        return found
    }

    /// The metatype of a conformance descriptor's type, when it is a non-generic Swift type.
    private static func metadata(ofConformingType descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let typeDescriptor: UnsafeRawPointer
        switch (flags >> 3) & 0x7 {
        case 0: typeDescriptor = relative(descriptor + 4)
        case 1: typeDescriptor = relative(descriptor + 4).load(as: UnsafeRawPointer.self)
        default: return nil  // Objective-C classes
        }
        let typeFlags = typeDescriptor.loadUnaligned(as: UInt32.self)
        // Only classes, structs and enums (kinds 16…18) that are not generic have an accessor that takes
        // nothing but the request.
        guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0 else { return nil }
        let accessor = relative(typeDescriptor + 12)
        // MetadataAccessFunction(MetadataRequest) returns MetadataResponse {metadata, state}; with the
        // Swift calling convention the metadata comes back where a C function returns a pointer.
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
        let metadata = unsafeBitCast(accessor, to: Accessor.self)(0)
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The target of a 32-bit relative pointer stored at `pointer`.
    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer {
        pointer + Int(pointer.loadUnaligned(as: Int32.self))
    }

    /// The target of a relative pointer whose low bit says it points to a pointer to the target.
    private static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(pointer.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        if offset & 1 == 0 { return pointer + offset }
        return (pointer + (offset & ~1)).load(as: UnsafeRawPointer?.self)
    }

    private static func string(at pointer: UnsafeRawPointer) -> String? {
        let target = relative(pointer)
        return String(cString: target.assumingMemoryBound(to: CChar.self))
    }
}

import Foundation
import StrictJSON
import WebServer

extension WidgetChanges {
    /// The answer as `HTTPResponse.json(_:)` would encode it (keys sorted, slashes not escaped), written by hand:
    /// after a tap it carries every redrawn widget's HTML to every open page, and `JSONEncoder` spent about a
    /// fifth of a tap's instructions on those strings. The layout and the icons, sent only when they changed,
    /// still go through `JSONEncoder`.
    func encodedJSON() throws -> Data {
        var out: [UInt8] = []
        // Room for the worst case of every escape (`JSONValue.appendString` makes it), so the bytes never move.
        out.reserveCapacity(instances.values.reduce(128) { $0 + $1.utf8.count * 6 + 96 })
        out.append(UInt8(ascii: "{"))
        if let icons {
            out += Array(#""icons":"#.utf8)
            out += try Self.encoded(icons)
            out.append(UInt8(ascii: ","))
        }
        out += Array(#""instances":{"#.utf8)
        for (index, instance) in instances.keys.sorted(by: { $0.rawValue < $1.rawValue }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.appendString(instance.rawValue, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONValue.appendString(instances[instance]!, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        if let layout {
            out += Array(#","layout":"#.utf8)
            out += try Self.encoded(layout)
        }
        out += Array(#","tasksChanged":\#(tasksChanged),"version":\#(version)}"#.utf8)
        return Data(out)
    }

    private static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

import Foundation
import StrictJSON
import WebServer

extension WidgetChanges {
    /// The answer as `HTTPResponse.json(_:)` would encode it (keys sorted, slashes not escaped), written by hand:
    /// after a tap it carries every redrawn widget's HTML to every open page, and `JSONEncoder` spent about a
    /// fifth of a tap's instructions on those strings. The layout, sent only when it changed, still goes through
    /// `JSONEncoder`.
    func encodedJSON() throws -> Data {
        var out: [UInt8] = []
        // Room for the worst case of every escape (`JSONValue.appendString` makes it), so the bytes never move.
        out.reserveCapacity(instances.values.reduce(128) { $0 + $1.utf8.count * 6 + 96 })
        out += Array(#"{"instances":{"#.utf8)
        for (index, instance) in instances.keys.sorted(by: { $0.rawValue < $1.rawValue }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.appendString(instance.rawValue, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONValue.appendString(instances[instance]!, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        if let layout {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            out += Array(#","layout":"#.utf8)
            out += try encoder.encode(layout)
        }
        out += Array(#","tasksChanged":\#(tasksChanged),"version":\#(version)}"#.utf8)
        return Data(out)
    }
}

import Foundation
import StrictJSON
import Testing

@testable import WidgetRuntime

@Test func jsonValuesParseWithTheirTypes() throws {
    let value = try JSONValue.parse(
        #" { "s": "a\"b\\c\/d\n\u00e9\ud83d\ude00", "i": -12, "d": 2.5, "e": 1e2, "f": 3.0, "t": true, "n": null, "#
            + #""a": [1, "x", false, {}], "o": {"k": []}, "big": 123456789012345678901234567890 } "#)
    #expect(
        value
            == .object([
                "s": .string("a\"b\\c/d\né😀"), "i": .int(-12), "d": .double(2.5), "e": .double(100), "f": .double(3),
                "t": .bool(true), "n": .null, "a": .array([.int(1), .string("x"), .bool(false), .object([:])]),
                "o": .object(["k": .array([])]), "big": .double(Double("123456789012345678901234567890")!),
            ]))
    #expect(try JSONValue.parse("0") == .int(0))
    #expect(try JSONValue.parse(#""""#) == .string(""))
    #expect(try JSONValue.parse(#"{"k":1,"k":2}"#) == .object(["k": .int(2)]))
    #expect(try JSONValue.parse(Data(#"["é"]"#.utf8)) == .array([.string("é")]))
}

@Test(arguments: [
    "", " ", "{", "}", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "{a:1}", "01", "-", "1.", ".5", "1e", "+1", "1 2", "tru",
    "nul", "True", "NaN", "Infinity", "1e400", #""a"#, "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\ud800""#,
    #""\udc00""#, #""\ud800\u0041""#, "[1] x", "'a'",
])
func malformedJSONIsRejected(text: String) {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
}

@Test func invalidUTF8AndDeepNestingAreRejected() throws {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(Data([0x22, 0xFF, 0x22])) }
    #expect(throws: JSONParseError.self) { try JSONValue.parse(Data([0x22, 0xC3, 0x22])) }
    // An overlong "/", a UTF-16 surrogate written as UTF-8, a code point past U+10FFFF, a lone continuation byte:
    // each would be repaired to U+FFFD rather than read.
    for invalid: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0x80]] {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(Data([0x22] + invalid + [0x22])) }
        #expect(throws: JSONParseError.self) {
            try JSONValue.parse(Data([0x7B, 0x22] + invalid + [0x22, 0x3A, 0x31, 0x7D]))
        }
    }
    // Valid multi-byte text, and a real U+FFFD, come out as written.
    #expect(try JSONValue.parse(Data("[\"日本語 ✓ 🙂 \u{FFFD}\"]".utf8)) == .array([.string("日本語 ✓ 🙂 \u{FFFD}")]))
    let limit = JSONValue.maximumDepth
    #expect(try JSONValue.parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) != .null)
    #expect(throws: JSONParseError.self) {
        try JSONValue.parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
    }
    #expect(throws: JSONParseError.self) { try JSONValue.parse(String(repeating: "[", count: 100_000)) }
}

@Test func writtenJSONEscapesAndParsesBack() throws {
    let text = "<div class=\"w\">\n\t\\ é 😀 \u{1}\u{1F}\r</div>"
    var out = ""
    JSONValue.object(["html": .string(text), "id": .string("a/b")]).write(to: &out)
    #expect(out == #"{"html":"<div class=\"w\">\n\t\\ é 😀 \u0001\u001f\r</div>","id":"a/b"}"#)
    #expect(try JSONValue.parse(out) == .object(["html": .string(text), "id": .string("a/b")]))
    let foundation = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: String]
    #expect(foundation?["html"] == text)
}

@Test(arguments: [
    "", "plain", "\"", "a\"b\\c", "\u{0}\u{8}\u{C}\n", "<p class=\"x\">é 😀</p>\"", "tail\\",
    String(repeating: "\"\\\n\u{1F}", count: 9) + "<b class=\"long-enough\">", String(repeating: "ab\"", count: 11),
])
func stringsAppendedAsBytesParseBack(text: String) throws {
    var bytes: [UInt8] = Array("[".utf8)
    JSONValue.appendString(text, to: &bytes)
    bytes.append(UInt8(ascii: "]"))
    #expect(try JSONValue.parse(String(decoding: bytes, as: UTF8.self)) == .array([.string(text)]))
    var written = "["
    JSONValue.writeString(text, to: &written)
    #expect(String(decoding: bytes, as: UTF8.self) == written + "]")
}

/// Long strings go eight bytes at a time: every ASCII byte at every place in a word, and multi-byte characters
/// across words, must come back as they were.
@Test func everyByteAtEveryPlaceOfAWordParsesBack() throws {
    for scalar in (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "😀"] {
        for offset in 0..<9 {
            let text = String(repeating: "a", count: offset) + String(scalar) + "<p class=\"é\">" + String(scalar)
            var bytes: [UInt8] = []
            JSONValue.appendString(text, to: &bytes)
            let parsed =
                try JSONSerialization.jsonObject(
                    with: Data(bytes), options: .fragmentsAllowed) as? String
            #expect(parsed == text, "U+\(String(scalar.value, radix: 16)) after \(offset) bytes")
        }
    }
}

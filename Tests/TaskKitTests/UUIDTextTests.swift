import Foundation
import TestSupport
import Testing

@testable import TaskKit

@Test func theCanonicalStringIsFoundationsUUIDString() {
    var ids = [
        UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        UUID(uuid: (0xFF, 0xFE, 0x0A, 0x9B, 0x10, 0x01, 0xC2, 0x3D, 0x4E, 0x5F, 0x60, 0x71, 0x82, 0x93, 0xA4, 0xB5)),
    ]
    ids += (0..<500).map { _ in UUID() }
    for id in ids { #expect(id.canonicalString == id.uuidString) }
}

@Test func idsAreReadAsFoundationReadsThem() {
    let canonical = "5A3B1E00-9CDF-4A2B-8E1F-0123456789AB"
    var texts = [
        canonical, canonical.lowercased(), "5a3B1e00-9cDf-4A2b-8E1f-0123456789aB",
        "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
        "", "5A3B1E00", String(canonical.dropLast()), canonical + "0", canonical + "\n", " " + canonical,
        "{" + canonical + "}", "5A3B1E009CDF4A2B8E1F0123456789AB", "5A3B1E00-9CDF-4A2B-8E1F-0123456789AG",
        "5A3B1E0-09CDF-4A2B-8E1F-0123456789AB", "5A3B1E00_9CDF_4A2B_8E1F_0123456789AB",
        // sscanf's %2hhx takes a sign or skips blanks: whatever Foundation makes of these, the same here.
        "+A3B1E00-9CDF-4A2B-8E1F-0123456789AB", "5A3B1E00-+CDF-4A2B-8E1F-0123456789AB",
        "5A3B1E00-9CDF-4A2B-8E1F-01234567 9AB", "0x3B1E00-9CDF-4A2B-8E1F-0123456789AB",
        "5A3B1E00-9CDF-4A2B-8E1F-0123456789A\u{0}", "5A3B1E00-9CDF-4A2B-8E1F-0123456789Aé",
        "５A3B1E00-9CDF-4A2B-8E1F-0123456789AB",
    ]
    // Every character of the canonical form replaced by one of a few that matter, at random.
    let replacements: [Character] = ["0", "9", "a", "F", "f", "g", "G", "-", "+", " ", "x", "\u{0}", "é"]
    var random = SplitMix64(seed: 31)
    for _ in 0..<2_000 {
        var characters = Array(canonical)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            characters[Int.random(in: 0..<characters.count, using: &random)] =
                replacements.randomElement(using: &random)!
        }
        texts.append(String(characters))
    }
    var accepted = 0
    for text in texts {
        let read = UUID(canonicalString: text)
        #expect(read == UUID(uuidString: text), "\(text.debugDescription)")
        if read != nil { accepted += 1 }
    }
    // Both kinds were met: the comparison says something about each.
    #expect(accepted > 100 && accepted < texts.count - 100)
}

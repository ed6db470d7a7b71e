import Foundation
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

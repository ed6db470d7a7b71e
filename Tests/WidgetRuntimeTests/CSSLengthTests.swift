import Foundation
import Testing

@testable import WidgetRuntime

/// Whole lengths up to 511 points come from a table made once, others are written each time: both must spell a
/// length as `number` does, with `px`, on either side of the table's end and for fractions and negatives.
@Test func lengthsFromTheTableAndWrittenOnesAreSpelledAlike() {
    let values: [CGFloat] =
        Array(stride(from: -3, through: 520, by: 0.5)) + [-0.0, 0.25, 510.999, 511, 511.5, 512, 1e6]
    for value in values {
        #expect(CSS.length(value) == CSS.number(value) + "px", "\(value)")
    }
    #expect(CSS.length(8) == "8px")
    #expect(CSS.length(0.5) == "0.5px")
    #expect(CSS.length(-0.0) == "0px")
}

import Testing

@testable import WidgetRuntime

/// Colors' CSS strings are kept in a table of a few slots: many colors, sharing slots, each read twice (written, then
/// found), must each give the string written for that very color.
@Test func everyColorGetsItsOwnCSSWhetherWrittenOrFound() {
    var colors: [RGBA] = []
    for index in 0..<300 {
        let channel = Double(index % 256)
        colors.append(RGBA(channel, Double((index * 7) % 256), Double((index * 13) % 256), index % 3 == 0 ? 0.5 : 1))
    }
    // Colors that differ only in their alpha, or by less than a rounding of a channel.
    colors += [RGBA(10, 20, 30, 1), RGBA(10, 20, 30, 0.25), RGBA(10.4, 20, 30, 1), RGBA(10.6, 20, 30, 1)]
    for _ in 0..<2 {
        for color in colors { #expect(color.css == color.uncachedCSS, "\(color)") }
    }
    #expect(RGBA(10.6, 20, 30, 1).css == "#0B141E")
    #expect(RGBA(10, 20, 30, 0.25).css == "rgba(10,20,30,0.25)")
}

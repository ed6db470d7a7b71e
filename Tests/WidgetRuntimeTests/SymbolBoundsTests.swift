import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// A resizable symbol is scaled by its glyph's own bounds, as SwiftUI scales an SF Symbol's image, so that it
/// fills its frame (issue 32: a resizable star filled 83 % of its frame, iOS's all of it).
@MainActor
@Suite struct SymbolBoundsTests {
    func bounds(_ name: String) -> CGRect? {
        SymbolLibrary.svg(name, mode: nil).flatMap { SymbolBounds.of(name, svg: $0) }
    }

    func expectClose(_ a: CGFloat, _ b: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) < 0.02, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func aStrokedPathReachesHalfItsWidthBeyondItsOutline() throws {
        // `plus` is two 15-unit strokes 2.2 wide with round caps, crossing at the grid's centre.
        let plus = try #require(bounds("plus"))
        expectClose(plus.minX, 4.5 - 1.1)
        expectClose(plus.minY, 4.5 - 1.1)
        expectClose(plus.width, 15 + 2.2)
        expectClose(plus.height, 15 + 2.2)
    }

    @Test func aFilledStarIsBoundedByItsPoints() throws {
        // Our filled star: outer radius 10.4 about (12, 12.6), a point straight up.
        let star = try #require(bounds("star.fill"))
        let outer = 10.4
        expectClose(star.minY, 12.6 - outer)
        expectClose(star.maxY, 12.6 + outer * cos(Double.pi / 5))
        expectClose(star.width, 2 * outer * cos(Double.pi / 10))
    }

    @Test func arcsAndRelativeCommandsAreFollowed() {
        // A half circle of radius 5 from (0, 0) to (10, 0), swept clockwise on screen: over the top.
        let arc = SymbolBounds.PathPoints.points(of: "M0 0A5 5 0 0 1 10 0")
        #expect(abs((arc.map(\.1).min() ?? 0) + 5) < 0.01)
        #expect(abs(arc.map(\.1).max() ?? 1) < 0.01)
        // Relative moves, lines and a number run without separators (`-2-3`).
        let relative = SymbolBounds.PathPoints.points(of: "m1 1l4 0v-2-3h.5")
        #expect(relative.last.map { $0 == (5.5, -4) } == true, "\(relative)")
    }

    @Test func aCutOutSymbolIsBoundedByItsShapeNotItsMask() throws {
        // `star.circle.fill` is a disc of radius 10 with the star masked out; the mask covers the whole grid.
        let symbol = try #require(bounds("star.circle.fill"))
        expectClose(symbol.minX, 2)
        expectClose(symbol.width, 20)
    }

    @Test func everyCommonSymbolHasBoundsOnItsGrid() {
        for name in SymbolCoverageTests.common + SymbolLibrary.names {
            guard let box = bounds(name) else {
                Issue.record("\(name) has no bounds")
                continue
            }
            #expect(box.width > 1 && box.height > 1, "\(name): \(box)")
            #expect(box.minX >= -0.5 && box.minY >= -0.5 && box.maxX <= 24.5 && box.maxY <= 24.5, "\(name): \(box)")
        }
    }

    @Test func aResizableSymbolDrawsItsBoundsStretchedToItsFrame() throws {
        let box = try #require(bounds("star.fill"))
        let html = WidgetSnapshot(family: .systemSmall) {
            Image(systemName: "star.fill").resizable().frame(width: 60, height: 30)
        }.bodyHTML
        let viewBox = [box.minX, box.minY, box.width, box.height].map { CSS.number(($0 * 100).rounded() / 100) }
        #expect(html.contains("viewBox=\"\(viewBox.joined(separator: " "))\" preserveAspectRatio=\"none\""))
        // A symbol that is not resizable keeps its square with the grid's margins.
        let plain = WidgetSnapshot(family: .systemSmall) { Image(systemName: "star.fill") }.bodyHTML
        #expect(plain.contains("viewBox=\"0 0 24 24\"") && !plain.contains("preserveAspectRatio"))
    }

    @Test func aspectRatioFitKeepsTheGlyphsOwnAspect() throws {
        let box = try #require(bounds("star.fill"))
        let html = WidgetSnapshot(family: .systemSmall) {
            Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100)
        }.bodyHTML
        // The star is a little wider than tall: it takes the full width, and its height in its own ratio.
        let height = CSS.length(((100 * box.height / box.width) * 100).rounded() / 100)
        #expect(box.width > box.height)
        #expect(html.contains("width:100px;height:\(height)"), "no 100 × \(height) box in \(html)")
    }

    /// A small widget of resizable symbols as widget code draws them: in square frames, fitted, stretched, and
    /// beside one that is not resizable.
    @Test func resizableSymbolsWidget() {
        snap("resizable-symbols") {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Image(systemName: "star.fill").resizable().frame(width: 40, height: 40)
                    Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit)
                        .frame(width: 40, height: 40)
                    Image(systemName: "star.fill").font(.title)
                }
                HStack(spacing: 8) {
                    Image(systemName: "plus.circle.fill").resizable().scaledToFit().frame(width: 32, height: 32)
                    Image(systemName: "drop.fill").resizable().scaledToFit().frame(height: 32)
                    Image(systemName: "cloud.sun.fill").resizable().frame(width: 48, height: 24)
                }
                .foregroundStyle(.orange)
            }
        }
    }
}

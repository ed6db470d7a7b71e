import Foundation
import TestSupport
import Testing

@testable import WidgetRuntime

/// HarfBuzz is found with dlopen on the first measurement (CHarfBuzz): what a missing or wrong library gives,
/// and that the loaded one shapes as the measurer does.
@MainActor
@Suite struct HarfBuzzLoadingTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    @Test("Without libharfbuzz, one line says what to install")
    func missingLibrary() {
        #expect(throws: HarfBuzz.LoadError(reason: "libharfbuzz-missing.so.0 not found: install libharfbuzz0b")) {
            try HarfBuzz.load("libharfbuzz-missing.so.0")
        }
    }

    @Test("A library without HarfBuzz's functions is named as not HarfBuzz")
    func notHarfBuzz() {
        let reason = "libm.so.6 has no hb_blob_create_from_file: not a HarfBuzz (install libharfbuzz0b)"
        #expect(throws: HarfBuzz.LoadError(reason: reason)) { try HarfBuzz.load("libm.so.6") }
    }

    @Test("The loaded library shapes text as the measurer does")
    func shapes() throws {
        let harfBuzz = try HarfBuzz.load(HarfBuzz.standardName)
        try #require(FontFiles.interInstalled, "fonts-inter (scripts/test installs it)")
        let face = try #require(Face(path: Self.inter, index: 0, harfBuzz: harfBuzz))
        let font = FontSpec(
            size: 17, weight: 400, italic: false, design: .default, display: false, tracking: 0, lineHeight: 22)
        let width = face.advance(of: "Buy oat milk", size: 17, tabular: false)
        #expect(width > 17 * 4 && width < 17 * 8, "\(width)")
        #expect(width == TextMeasurer.width(of: "Buy oat milk", font: font))
        #expect(face.covers("A") && !face.covers("日"))
        // Tabular digits: every digit as wide as every other.
        #expect(face.advance(of: "111", size: 17, tabular: true) == face.advance(of: "000", size: 17, tabular: true))
        #expect(face.advance(of: "111", size: 17, tabular: false) < face.advance(of: "000", size: 17, tabular: false))
    }

    @Test("A file that is not a font opens no face")
    func notAFont() throws {
        let harfBuzz = try HarfBuzz.load(HarfBuzz.standardName)
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("font.otf")
        try Data("not a font".utf8).write(to: file)
        #expect(Face(path: file.path, index: 0, harfBuzz: harfBuzz) == nil)
        let absent = directory.url.appendingPathComponent("absent.otf")
        #expect(Face(path: absent.path, index: 0, harfBuzz: harfBuzz) == nil)
    }

    /// Here HarfBuzz is installed, so no warning; with the library hidden (e.g. a bind mount over it in a
    /// mount namespace) the same test checks the warning's text.
    @Test("A laid-out rendering warns that text was estimated exactly when HarfBuzz is missing")
    func estimateWarning() {
        let warnings = WidgetSnapshot(family: .systemSmall) {
            Text("Buy oat milk and bread").font(.largeTitle).minimumScaleFactor(0.5)
        }.warnings
        let estimated = warnings.filter { $0.hasPrefix("text is measured by estimate") }
        switch HarfBuzz.standard {
        case .success: #expect(estimated.isEmpty, "\(warnings)")
        case .failure(let error):
            #expect(estimated == ["text is measured by estimate (0.6 em a character): " + error.reason])
        }
    }

    @Test("The stand-in face estimates 0.6 em a character")
    func standIn() {
        #expect(Face().advance(of: "abcde", size: 10, tabular: false) == 30)
        #expect(Face().covers("日"))
    }
}

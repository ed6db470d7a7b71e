import Foundation
import WidgetRuntime

/// The appearances a widget is drawn in by `WidgetTester.assertSnapshots`: every combination of its dimensions
/// is one cell, compared with its own text reference.
public struct SnapshotMatrix: Sendable {
    /// Widget families.
    public var families: [WidgetFamily]
    /// Light and dark.
    public var colorSchemes: [ColorScheme]
    /// Languages and regions (the widget's String Catalog translations, dates and numbers).
    public var locales: [Locale]
    /// Dynamic Type sizes (`.accessibility1`… included).
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// Full color, accented (tinted Home Screen), vibrant (StandBy).
    public var renderingModes: [WidgetRenderingMode]
    /// Left to right, right to left.
    public var layoutDirections: [LayoutDirection]

    /// A matrix of the given dimensions; each defaults to the one value a Home Screen has out of the box.
    public init(
        families: [WidgetFamily], colorSchemes: [ColorScheme] = [.light],
        locales: [Locale] = [Locale(identifier: "en")], dynamicTypeSizes: [DynamicTypeSize] = [.large],
        renderingModes: [WidgetRenderingMode] = [.fullColor], layoutDirections: [LayoutDirection] = [.leftToRight]
    ) {
        self.families = families
        self.colorSchemes = colorSchemes
        self.locales = locales
        self.dynamicTypeSizes = dynamicTypeSizes
        self.renderingModes = renderingModes
        self.layoutDirections = layoutDirections
    }

    /// Every dimension at the values that tell most: light and dark, the smallest, default, largest standard
    /// and largest accessibility Dynamic Type sizes, the three rendering modes, both directions.
    public static func full(families: [WidgetFamily], locales: [Locale] = [Locale(identifier: "en")]) -> Self {
        SnapshotMatrix(
            families: families, colorSchemes: [.light, .dark], locales: locales,
            dynamicTypeSizes: [.xSmall, .large, .xxxLarge, .accessibility5],
            renderingModes: [.fullColor, .accented, .vibrant], layoutDirections: [.leftToRight, .rightToLeft])
    }

    /// One combination of the dimensions.
    public struct Cell: Equatable, Sendable {
        public var family: WidgetFamily
        public var colorScheme: ColorScheme
        public var locale: Locale
        public var dynamicTypeSize: DynamicTypeSize
        public var renderingMode: WidgetRenderingMode
        public var layoutDirection: LayoutDirection

        /// The cell's reference name: `systemSmall-dark-de-accessibility5-accented-rtl`.
        public var name: String {
            let mode: String =
                switch renderingMode {
                case .accented: "accented"
                case .vibrant: "vibrant"
                default: "fullColor"
                }
            return [
                "\(family)", colorScheme == .dark ? "dark" : "light", locale.identifier, "\(dynamicTypeSize)", mode,
                layoutDirection == .rightToLeft ? "rtl" : "ltr",
            ].joined(separator: "-")
        }
    }

    /// Every cell, family by family (the order they are drawn and reported in).
    public var cells: [Cell] {
        var cells: [Cell] = []
        for family in families {
            for locale in locales {
                for colorScheme in colorSchemes {
                    for size in dynamicTypeSizes {
                        for mode in renderingModes {
                            for direction in layoutDirections {
                                cells.append(
                                    Cell(
                                        family: family, colorScheme: colorScheme, locale: locale,
                                        dynamicTypeSize: size, renderingMode: mode, layoutDirection: direction))
                            }
                        }
                    }
                }
            }
        }
        return cells
    }
}

extension WidgetTester {
    /// Draws `widget` in every cell of `matrix` (one tester per family, its provider's first timeline at `now`)
    /// and returns each cell's HTML (as `html`).
    public static func drawMatrix<W: Widget>(
        of widget: W, kind: String? = nil, matrix: SnapshotMatrix,
        now: Date = Date(timeIntervalSinceReferenceDate: 800_000_000),
        configuration: (any WidgetConfigurationIntent)? = nil
    ) async throws -> [(cell: SnapshotMatrix.Cell, html: String)] {
        var pages: [(cell: SnapshotMatrix.Cell, html: String)] = []
        var tester: WidgetTester?
        for cell in matrix.cells {
            if tester?.family != cell.family {
                tester = try await WidgetTester(
                    widget, kind: kind, family: cell.family, now: now, configuration: configuration,
                    locale: cell.locale, colorScheme: cell.colorScheme, renderingMode: cell.renderingMode,
                    dynamicTypeSize: cell.dynamicTypeSize, layoutDirection: cell.layoutDirection)
            }
            guard let tester else { continue }
            tester.show(cell)
            pages.append((cell, tester.html))
        }
        return pages
    }

    /// Sets the appearance of `cell`, redrawing only for what changed.
    func show(_ cell: SnapshotMatrix.Cell) {
        if locale != cell.locale { locale = cell.locale }
        if colorScheme != cell.colorScheme { colorScheme = cell.colorScheme }
        if dynamicTypeSize != cell.dynamicTypeSize { dynamicTypeSize = cell.dynamicTypeSize }
        if renderingMode != cell.renderingMode { renderingMode = cell.renderingMode }
        if layoutDirection != cell.layoutDirection { layoutDirection = cell.layoutDirection }
    }
}

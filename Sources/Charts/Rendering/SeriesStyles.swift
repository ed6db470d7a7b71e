import WidgetRuntime

/// The styles of the values marks are styled by (`foregroundStyle(by:)`) and the symbols of the values they
/// are marked by (`symbol(by:)`): in order of first appearance unless a style scale lists them.
@MainActor
struct SeriesStyles {
    /// Charts' default series colors, in order (observed on iOS 17 and 18: seven colors, then again).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// Charts' default series symbols, in order (observed: five shapes, then again).
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    let domain: [ChartValue]
    let symbolDomain: [ChartValue]
    let configuration: ChartConfiguration

    init(marks: [MarkRecord], configuration: ChartConfiguration) {
        self.configuration = configuration
        var found = configuration.styleDomain ?? []
        for mark in marks {
            if let value = mark.styleBy, !found.contains(value) { found.append(value) }
        }
        domain = found
        var symbols: [ChartValue] = []
        for mark in marks {
            if let value = mark.symbolBy, !symbols.contains(value) { symbols.append(value) }
        }
        symbolDomain = symbols
    }

    /// The style of a series value.
    func style(of value: ChartValue) -> AnyShapeStyle {
        if let mapped = configuration.styleMapping?(value) { return mapped }
        let index = domain.firstIndex(of: value) ?? 0
        if let range = configuration.styleRange, !range.isEmpty { return range[index % range.count] }
        return AnyShapeStyle(Self.palette[index % Self.palette.count])
    }

    /// The style a mark is drawn with: its own, its series', or the accent color.
    func style(of mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let value = mark.styleBy { return style(of: value) }
        return AnyShapeStyle(Color.accentColor)
    }

    /// The symbol a mark's points are drawn with, if any.
    func symbol(of mark: MarkRecord) -> AnyChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        guard let value = mark.symbolBy else { return nil }
        let index = symbolDomain.firstIndex(of: value) ?? 0
        return AnyChartSymbolShape(Self.symbols[index % Self.symbols.count])
    }
}

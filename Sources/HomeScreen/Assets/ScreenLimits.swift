import WidgetRuntime

/// What iOS lets a person place, checked before a widget is added: the Lock Screen has one inline widget above
/// the clock and one row of four spaces below it (a circular widget takes one, a rectangular one two); the Home
/// Screen has at most ``maxPages`` pages of the grid, with the widgets and the app icons packed as the page packs
/// them (`layout.mjs`'s `placeItems`: widgets in order, each at or after the previous one's row; icons in the
/// first free cells).
package enum ScreenLimits {
    /// The spaces of the Lock Screen's row of widgets below the clock.
    static let lockRowSpaces = 4
    /// The most Home Screen pages iOS keeps.
    static let maxPages = 15

    /// The refusals, as the page's String Catalog has them (the server's error message is the key).
    static let inlineTaken = "The Lock Screen has room for one inline widget."
    static let lockRowFull = "The Lock Screen has room for four small widgets or two rectangular ones."
    static let homeScreenFull = "The Home Screen is full: it has 15 pages."

    /// Why a widget of `family` cannot join a layout of `families` whose app icons are where `icons` says (the
    /// dock's take no cell; each page's fill free cells from the start of their page), or nil when it fits.
    package static func refusal(
        adding family: WidgetFamily, to families: [WidgetFamily], icons: AppIconArrangement
    ) -> String? {
        switch family {
        case .accessoryInline:
            return families.contains(.accessoryInline) ? inlineTaken : nil
        case .accessoryCircular, .accessoryRectangular:
            let used = families.reduce(0) { $0 + lockSpaces(of: $1) }
            return used + lockSpaces(of: family) > lockRowSpaces ? lockRowFull : nil
        default:
            let widgets = (families + [family]).compactMap(HomePage.cells(of:))
            return homePageCount(widgets: widgets, icons: icons.pages.map(\.count)) > maxPages ? homeScreenFull : nil
        }
    }

    /// The spaces a widget takes in the Lock Screen's row.
    static func lockSpaces(of family: WidgetFamily) -> Int {
        switch family {
        case .accessoryCircular: 1
        case .accessoryRectangular: 2
        default: 0
        }
    }

    /// How many Home Screen pages the widgets (their cells, in order) and the app icons take: `icons[p]` icons
    /// placed from the start of page `p`, in the first free cells there or after (as `placeItems` places them).
    static func homePageCount(widgets: [(columns: Int, rows: Int)], icons: [Int]) -> Int {
        let rows = HomePage.gridRows
        let columns = HomePage.gridColumns
        var pages: [[[Bool]]] = []
        func fits(_ page: Int, _ row: Int, _ column: Int, _ width: Int, _ height: Int) -> Bool {
            guard row + height <= rows, column + width <= columns else { return false }
            for r in row..<row + height {
                for c in column..<column + width where pages[page][r][c] { return false }
            }
            return true
        }
        /// Places an item at the first free place from `start`, making pages as needed; returns its place.
        func place(width: Int, height: Int, from start: (page: Int, row: Int)) -> (page: Int, row: Int) {
            let (w, h) = (min(width, columns), min(height, rows))
            var page = start.page
            while true {
                while pages.count <= page {
                    pages.append(Array(repeating: Array(repeating: false, count: columns), count: rows))
                }
                for row in (page == start.page ? start.row : 0)..<rows {
                    for column in 0..<columns where fits(page, row, column, w, h) {
                        for r in row..<row + h { for c in column..<column + w { pages[page][r][c] = true } }
                        return (page, row)
                    }
                }
                page += 1
            }
        }
        var cursor = (page: 0, row: 0)
        for widget in widgets { cursor = place(width: widget.columns, height: widget.rows, from: cursor) }
        for (page, count) in icons.enumerated() {
            for _ in 0..<count { _ = place(width: 1, height: 1, from: (page, 0)) }
        }
        return max(pages.count, 1)
    }
}

import Testing
import WidgetRuntime

@testable import HomeScreen

/// iOS's limits on what can be placed: one inline widget, four spaces in the Lock Screen's row, 15 Home Screen
/// pages (widgets packed as the page packs them, then the app icons).
struct ScreenLimitsTests {
    @Test func theLockScreenHasOneInlineWidget() {
        #expect(ScreenLimits.refusal(adding: .accessoryInline, to: []) == nil)
        #expect(ScreenLimits.refusal(adding: .accessoryInline, to: [.accessoryInline]) == ScreenLimits.inlineTaken)
        // The inline widget takes no space in the row below the clock.
        #expect(ScreenLimits.refusal(adding: .accessoryCircular, to: [.accessoryInline]) == nil)
    }

    @Test func theLockScreensRowHasFourSpacesARectangularWidgetTakesTwo() {
        let three: [WidgetFamily] = [.accessoryCircular, .accessoryCircular, .accessoryCircular]
        #expect(ScreenLimits.refusal(adding: .accessoryCircular, to: three) == nil)
        #expect(
            ScreenLimits.refusal(adding: .accessoryCircular, to: three + [.accessoryCircular])
                == ScreenLimits.lockRowFull)
        #expect(ScreenLimits.refusal(adding: .accessoryRectangular, to: three) == ScreenLimits.lockRowFull)
        #expect(ScreenLimits.refusal(adding: .accessoryRectangular, to: [.accessoryRectangular]) == nil)
        #expect(
            ScreenLimits.refusal(adding: .accessoryRectangular, to: [.accessoryRectangular, .accessoryRectangular])
                == ScreenLimits.lockRowFull)
        // Home Screen widgets do not count on the Lock Screen.
        #expect(ScreenLimits.refusal(adding: .accessoryRectangular, to: [.systemLarge, .accessoryRectangular]) == nil)
    }

    @Test func homePagesArePackedAsThePagePacksThem() {
        let icons = AppIcons.grid.count + AppIcons.moreGrid.count
        // A large widget covers two thirds of a 4 × 6 page; a second one starts a new page.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4)], icons: 0) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: 0) == 2)
        // Small widgets fill the rows left beside and below, in order.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (2, 2), (2, 2)], icons: 0) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [], icons: 24) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [], icons: 25) == 2)
        // Icons fill free cells of earlier pages first.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: 16) == 2)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: 17) == 3)
        #expect(icons > 0)
    }

    @Test func theHomeScreenHasFifteenPages() {
        var families: [WidgetFamily] = []
        while ScreenLimits.refusal(adding: .systemLarge, to: families) == nil { families.append(.systemLarge) }
        let pages = ScreenLimits.homePageCount(
            widgets: families.compactMap(HomePage.cells(of:)), icons: AppIcons.grid.count + AppIcons.moreGrid.count)
        #expect(pages == ScreenLimits.maxPages)
        #expect(ScreenLimits.refusal(adding: .systemLarge, to: families) == ScreenLimits.homeScreenFull)
        // One large widget a page, the app icons in the rows below them.
        #expect(families.count == 15)
    }
}

import Testing
import WidgetRuntime

@testable import HomeScreen

/// iOS's limits on what can be placed: one inline widget, four spaces in the Lock Screen's row, 15 Home Screen
/// pages (widgets packed as the page packs them, then the app icons where they were arranged).
struct ScreenLimitsTests {
    @Test func theLockScreenHasOneInlineWidget() {
        #expect(ScreenLimits.refusal(adding: .accessoryInline, to: [], icons: .standard) == nil)
        #expect(
            ScreenLimits.refusal(adding: .accessoryInline, to: [.accessoryInline], icons: .standard)
                == ScreenLimits.inlineTaken)
        // The inline widget takes no space in the row below the clock.
        #expect(ScreenLimits.refusal(adding: .accessoryCircular, to: [.accessoryInline], icons: .standard) == nil)
    }

    @Test func theLockScreensRowHasFourSpacesARectangularWidgetTakesTwo() {
        let three: [WidgetFamily] = [.accessoryCircular, .accessoryCircular, .accessoryCircular]
        #expect(ScreenLimits.refusal(adding: .accessoryCircular, to: three, icons: .standard) == nil)
        #expect(
            ScreenLimits.refusal(adding: .accessoryCircular, to: three + [.accessoryCircular], icons: .standard)
                == ScreenLimits.lockRowFull)
        #expect(
            ScreenLimits.refusal(adding: .accessoryRectangular, to: three, icons: .standard) == ScreenLimits.lockRowFull
        )
        #expect(
            ScreenLimits.refusal(adding: .accessoryRectangular, to: [.accessoryRectangular], icons: .standard) == nil)
        #expect(
            ScreenLimits.refusal(
                adding: .accessoryRectangular, to: [.accessoryRectangular, .accessoryRectangular], icons: .standard)
                == ScreenLimits.lockRowFull)
        // Home Screen widgets do not count on the Lock Screen.
        #expect(
            ScreenLimits.refusal(
                adding: .accessoryRectangular, to: [.systemLarge, .accessoryRectangular], icons: .standard) == nil)
    }

    @Test func homePagesArePackedAsThePagePacksThem() {
        // A large widget covers two thirds of a 4 × 6 page; a second one starts a new page.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4)], icons: [0]) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [0]) == 2)
        // Small widgets fill the rows left beside and below, in order.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (2, 2), (2, 2)], icons: [0]) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [], icons: [24]) == 1)
        #expect(ScreenLimits.homePageCount(widgets: [], icons: [25]) == 2)
        // Icons fill free cells of earlier pages first.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [16]) == 2)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [17]) == 3)
    }

    @Test func theHomeScreenHasFifteenPages() {
        var families: [WidgetFamily] = []
        while ScreenLimits.refusal(adding: .systemLarge, to: families, icons: .standard) == nil {
            families.append(.systemLarge)
        }
        let pages = ScreenLimits.homePageCount(
            widgets: families.compactMap(HomePage.cells(of:)), icons: AppIconArrangement.standard.pages.map(\.count))
        #expect(pages == ScreenLimits.maxPages)
        #expect(
            ScreenLimits.refusal(adding: .systemLarge, to: families, icons: .standard) == ScreenLimits.homeScreenFull)
        // One large widget a page, the app icons in the rows below them.
        #expect(families.count == 15)
    }

    @Test func iconsCountOnThePageTheyWereArrangedOn() {
        // Icons placed from a later page fill that page's free cells first, not an earlier page's.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [0, 8]) == 2)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [8, 8]) == 2)
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4), (4, 4)], icons: [0, 9]) == 3)
        // A page of icons alone, after the widgets' pages, is a page too.
        #expect(ScreenLimits.homePageCount(widgets: [(4, 4)], icons: [0, 0, 1]) == 3)
    }

    @Test func theDocksIconsTakeNoCellAndAnEmptiedDockTakesFourMore() {
        // Small widgets (six a page) leave 12 cells on the 15th page after 87: the standard 12 grid icons fit.
        let smalls = [WidgetFamily](repeating: .systemSmall, count: 86)
        let standard = AppIconArrangement.standard
        #expect(standard.pages.joined().count == 12 && standard.dock.count == 4)
        #expect(ScreenLimits.refusal(adding: .systemSmall, to: smalls, icons: standard) == nil)
        #expect(
            ScreenLimits.refusal(adding: .systemSmall, to: smalls + [.systemSmall], icons: standard)
                == ScreenLimits.homeScreenFull)
        // The dock emptied onto the page: 16 grid icons no longer fit beside the 87th.
        let undocked = AppIconArrangement(pages: [standard.pages[0] + standard.dock], dock: [])
        #expect(undocked.problem() == nil)
        #expect(ScreenLimits.refusal(adding: .systemSmall, to: smalls, icons: undocked) == ScreenLimits.homeScreenFull)
    }

    @Test func iconsMovedToTheLastPageLeaveRoomForOneLargeWidgetLess() {
        // Standard: one large widget a page for 15 pages, the icons in the rows below the first two.
        var larges = [WidgetFamily](repeating: .systemLarge, count: 14)
        #expect(ScreenLimits.refusal(adding: .systemLarge, to: larges, icons: .standard) == nil)
        // The icons moved to the 15th page: its large widget leaves 8 cells for 12 icons.
        let standard = AppIconArrangement.standard
        let last = AppIconArrangement(
            pages: Array(repeating: [], count: ScreenLimits.maxPages - 1) + [standard.pages[0]], dock: standard.dock)
        #expect(last.problem() == nil)
        #expect(ScreenLimits.refusal(adding: .systemLarge, to: larges, icons: last) == ScreenLimits.homeScreenFull)
        larges.removeLast()
        #expect(ScreenLimits.refusal(adding: .systemLarge, to: larges, icons: last) == nil)
    }
}

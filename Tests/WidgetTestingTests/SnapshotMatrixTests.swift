import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetTesting

/// The snapshot matrix: every family × scheme × locale × Dynamic Type size × rendering mode × direction in one
/// call, each cell against its text reference; a changed view fails with one review page.
@MainActor
@Suite struct SnapshotMatrixTests {
    @Test func theGroceryWidgetInEveryAppearance() async throws {
        // A fixed id (it is in the drawing: the buttons' archived intents, the link), used by this test only.
        let list = "snapshot-matrix"
        GroceryStore.shared.setItems(["Milk", "Eggs"], in: list)
        GroceryStore.shared.toggle("Eggs", in: list)
        let matrix = SnapshotMatrix.full(families: [.systemMedium])
        #expect(matrix.cells.count == 2 * 4 * 3 * 2)
        let count = try await WidgetTester.assertSnapshots(
            of: GroceryWidget(), matrix: matrix, named: "grocery",
            now: Date(timeIntervalSince1970: 1_772_359_200), configuration: GroceryListIntent(listID: list))
        #expect(count == 48)
    }

    @Test func theBadgeWidgetAtEveryDynamicTypeSizeBothWays() async throws {
        let matrix = SnapshotMatrix(
            families: [.systemSmall], dynamicTypeSizes: DynamicTypeSize.allCases,
            layoutDirections: [.leftToRight, .rightToLeft])
        try await WidgetTester.assertSnapshots(of: BadgeWidget(), matrix: matrix, named: "badge")
    }

    @Test func aChangedViewFailsWithAReviewPageThatShowsIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "widgettesting-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let matrix = SnapshotMatrix(families: [.systemSmall, .systemMedium], colorSchemes: [.light, .dark])
        let first = try await WidgetTester.compareSnapshots(of: BadgeWidget(), matrix: matrix, in: directory)
        #expect(first.recorded.count == 4 && first.differing.isEmpty && first.reviewPage == nil)
        let again = try await WidgetTester.compareSnapshots(of: BadgeWidget(), matrix: matrix, in: directory)
        #expect(again.recorded.isEmpty && again.differing.isEmpty)
        let changed = try await WidgetTester.compareSnapshots(of: ChangedBadgeWidget(), matrix: matrix, in: directory)
        #expect(changed.differing.count == 4)
        let review = try #require(changed.reviewPage)
        #expect(review.contains("4 snapshots differ"))
        #expect(
            review.contains("<figcaption>reference</figcaption>") && review.contains("<figcaption>new</figcaption>"))
        // The changed line is listed both ways and the changed element outlined in the drawn new page.
        #expect(review.contains("<del>-") && review.contains("&gt;Inbox&lt;/span&gt;"))
        #expect(review.contains("<ins>+") && review.contains("&gt;Mail&lt;/span&gt;"))
        #expect(review.contains("data-review-changed"))
    }

    @Test func dynamicTypeScalesTextAsIOSDoes() async throws {
        let tester = try await WidgetTester(BadgeWidget(), family: .systemSmall, dynamicTypeSize: .accessibility5)
        // Headline at AX5: 53 pt on 62 pt lines; caption 2: 40 pt (Apple's Dynamic Type table).
        #expect(tester.html.contains("f-headline\" style=\"font-size:53px;line-height:62px"))
        #expect(tester.html.contains("f-caption2\" style=\"font-size:40px;line-height:48px"))
        tester.dynamicTypeSize = .xSmall
        #expect(tester.html.contains("f-headline\" style=\"font-size:14px;line-height:19px"))
        tester.dynamicTypeSize = .large
        #expect(!tester.html.contains("font-size:17px"), "Large is the stylesheet's own size")
    }

    @Test func rightToLeftMirrorsTheWidget() async throws {
        let tester = try await WidgetTester(BadgeWidget(), family: .systemSmall, layoutDirection: .rightToLeft)
        #expect(tester.html.contains("dir=\"rtl\""))
        // Leading padding is on the right.
        #expect(tester.html.contains("padding:0px 24px 0px 0px"))
        #expect(tester.texts == ["Inbox", "12", "3 unread", "Updated today"], "reading order is logical order")
        tester.layoutDirection = .leftToRight
        #expect(!tester.html.contains("dir=\"rtl\"") && tester.html.contains("padding:0px 0px 0px 24px"))
    }
}

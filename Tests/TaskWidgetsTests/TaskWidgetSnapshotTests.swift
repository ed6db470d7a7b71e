import Foundation
import TaskKit
import TaskWidgets
import TestSupport
import Testing
import WidgetRuntime

extension AllTaskWidgetTests {
    /// Every task widget in every family, light and dark, over a real store; German and Japanese too.
    @MainActor
    @Suite
    struct TaskWidgetSnapshotTests {
        static let homeScreenKinds: [TaskWidgetKind] = [.tasks, .animated, .configurable]
        static let homeScreenFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
        static let lockScreenFamilies: [WidgetFamily] = [.accessoryRectangular, .accessoryCircular, .accessoryInline]

        @Test(arguments: [ColorScheme.light, .dark])
        func everyHomeScreenWidgetInEveryFamily(colorScheme: ColorScheme) async throws {
            let fixture = try TaskWidgetFixture(colorScheme: colorScheme)
            defer { fixture.removeFiles() }
            for kind in Self.homeScreenKinds {
                for family in Self.homeScreenFamilies {
                    let id = try await fixture.add(kind, family)
                    assertSnapshot(fixture.html(id), named: "\(kind.rawValue)-\(family)-\(colorScheme)")
                }
            }
        }

        @Test func everyLockScreenFamily() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            for family in Self.lockScreenFamilies {
                let id = try await fixture.add(.lockScreen, family)
                assertSnapshot(fixture.html(id), named: "TaskLockScreenWidget-\(family)")
            }
        }

        @Test(arguments: ["de", "ja"])
        func localizedMediumWidget(locale: String) async throws {
            let fixture = try TaskWidgetFixture(locale: locale)
            defer { fixture.removeFiles() }
            let id = try await fixture.add(.tasks, .systemMedium)
            let html = fixture.html(id)
            #expect(html.contains(locale == "de" ? ">Aufgaben<" : ">タスク<"))
            assertSnapshot(html, named: "TaskWidget-systemMedium-\(locale)")
            let lock = try await fixture.add(.lockScreen, .accessoryRectangular)
            assertSnapshot(fixture.html(lock), named: "TaskLockScreenWidget-accessoryRectangular-\(locale)")
        }

        @Test func proMaxSizes() async throws {
            let fixture = try TaskWidgetFixture(device: .iPhone15ProMax)
            defer { fixture.removeFiles() }
            let id = try await fixture.add(.tasks, .systemLarge)
            #expect(fixture.html(id).contains("width:364px;height:382px"))
        }
    }
}

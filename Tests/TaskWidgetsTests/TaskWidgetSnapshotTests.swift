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

        /// Tinted (iOS 18) and clear (iOS 26) Home Screens draw widgets in the accented mode: the accent group
        /// (done checks, priority marks, overdue dates, the count, switches) in the tint, the rest white, on
        /// the system's glass instead of the widget's background.
        @Test(arguments: [("tinted", WidgetAppearance.tinted(RGBA(hex: 0xFF9F0A))), ("clear", .clear)])
        func everyHomeScreenWidgetInEveryFamilyAccented(name: String, appearance: WidgetAppearance) async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            fixture.host.appearance = appearance
            for kind in Self.homeScreenKinds {
                for family in Self.homeScreenFamilies {
                    let id = try await fixture.add(kind, family)
                    let html = fixture.html(id)
                    #expect(html.contains("widget-accented"))
                    assertSnapshot(html, named: "\(kind.rawValue)-\(family)-\(name)")
                }
            }
        }

        /// The Lock Screen is vibrant whatever the Home Screen looks like.
        @Test func lockScreenWidgetsAreTheSameOnATintedHomeScreen() async throws {
            let fixture = try TaskWidgetFixture()
            defer { fixture.removeFiles() }
            for family in Self.lockScreenFamilies {
                let id = try await fixture.add(.lockScreen, family)
                let fullColor = fixture.html(id)
                fixture.host.appearance = .tinted(RGBA(hex: 0xFF9F0A))
                #expect(fixture.html(id) == fullColor)
                #expect(fullColor.contains("widget-vibrant"))
                fixture.host.appearance = .fullColor
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

        /// At 10,004 tasks the counts are written compactly, as iOS writes them where room is short, so they stay
        /// on one line in the small widgets and inside the gauge's ring ("2969/10004" wrapped, "7035" spilled).
        @Test(arguments: ["en", "de"])
        func largeCountsFitTheirWidgets(locale: String) async throws {
            let tasks = (0..<10_004).map { index in
                (title: "Task \(index)", priority: TaskPriority.medium, done: index % 10_004 < 2_969, due: String?.none)
            }
            let fixture = try TaskWidgetFixture(tasks: tasks, locale: locale)
            defer { fixture.removeFiles() }
            let small = try await fixture.add(.tasks, .systemSmall)
            let animated = try await fixture.add(.animated, .systemSmall)
            let gauge = try await fixture.add(.lockScreen, .accessoryCircular)
            let expected = locale == "en" ? ["7K", "3K", "10K"] : ["7035", "2969", "10.004"]
            #expect(textContent(of: fixture.html(small)).contains(expected[0]))
            #expect(textContent(of: fixture.html(animated)).contains("\(expected[1])/\(expected[2])"))
            #expect(textContent(of: fixture.html(gauge)).contains(expected[0]))
            assertSnapshot(fixture.html(animated), named: "AnimatedTaskWidget-systemSmall-10004-\(locale)")
            assertSnapshot(fixture.html(gauge), named: "TaskLockScreenWidget-accessoryCircular-10004-\(locale)")
        }

        @Test func proMaxSizes() async throws {
            let fixture = try TaskWidgetFixture(device: .iPhone15ProMax)
            defer { fixture.removeFiles() }
            let id = try await fixture.add(.tasks, .systemLarge)
            #expect(fixture.html(id).contains("width:364px;height:382px"))
        }
    }
}

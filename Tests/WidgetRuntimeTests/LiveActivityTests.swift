import ActivityKit
import Foundation
import TestSupport
import Testing
import WidgetKit

@testable import WidgetRuntime

/// A Live Activity written against Apple's API (AppleAPI/Laundry*): accepted in a bundle beside a widget, left
/// out of the host's widgets, and drawn in each presentation, light and dark.
@MainActor
@Suite struct LiveActivityTests {
    func snapshot(
        _ viewKind: ActivityPreviewViewKind, state: LaundryAttributes.ContentState = .rinsing, isStale: Bool = false,
        device: WidgetDevice = .iPhone15Pro
    ) -> String {
        var out = ""
        for scheme in [ColorScheme.light, .dark] {
            let snapshot = ActivitySnapshot(
                { LaundryLiveActivity() }, attributes: LaundryAttributes.washer, state: state, isStale: isStale,
                viewKind: viewKind,
                device: device, colorScheme: scheme
            ).environment {
                $0.now = snapshotNow
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.locale = Locale(identifier: "en_US")
            }
            #expect(snapshot.warnings.isEmpty, "\(snapshot.warnings)")
            out += snapshot.bodyHTML
        }
        return out
    }

    @Test func aBundleWithALiveActivityHostsOnlyItsWidgets() {
        let bundle = LaundryBundle()
        // The activity is not a widget kind: the host and its gallery offer the countdown alone.
        let host = WidgetHost(bundle: bundle, clock: ManualClock(snapshotNow))
        #expect(host.kinds.map(\.kind) == ["Countdown"])
        #expect(bundle.widgetDescriptors.map(\.kind) == ["Countdown"])
        let activities = bundle.liveActivityDescriptors
        #expect(activities.count == 1)
        #expect(activities.first?.attributesType == LaundryAttributes.self)
    }

    @Test func theLockScreenPresentationDrawsTheContentOnItsTint() {
        let html = snapshot(.content)
        // 371 pt wide on a 393 pt wide iPhone, 84 to 160 pt tall (HIG); the indigo tint at 85 %.
        #expect(html.contains("width:371px;min-height:84px;max-height:160px"))
        #expect(html.contains("data-presentation=\"lock-screen\""))
        #expect(html.contains(">Washer 3<") && html.contains(">Rinsing<") && html.contains(">24 min<"))
        #expect(html.contains("data-system-action-color=\"#FFFFFF\""))
        assertSnapshot(html, named: "laundry-lock-screen")
        // Without a tint: the Lock Screen's material, lighter in light mode than in dark.
        let plain = ActivitySnapshot(
            { PlainActivity() }, attributes: LaundryAttributes.washer, state: .rinsing, viewKind: .content,
            colorScheme: .light)
        #expect(plain.bodyHTML.contains("background:rgba(255,255,255,0.72)"))
        // A stale activity says so; a larger iPhone draws it 408 pt wide.
        #expect(snapshot(.content, isStale: true).contains("Waiting for the machine"))
        #expect(snapshot(.content, device: .iPhone15ProMax).contains("width:408px"))
    }

    @Test func theCompactPresentationSurroundsTheCamera() {
        let html = snapshot(.dynamicIsland(.compact))
        // 230 pt: 52.33 pt on each side of the 125.34 pt sensor housing, 36.67 pt tall, always dark.
        #expect(html.contains("width:230px;height:36.67px;border-radius:9999px"))
        #expect(html.contains("island-sensor\" style=\"flex:none;width:125.34px"))
        #expect(html.contains(">24m<"))
        // The trailing view's margin set with contentMargins; the keyline in the tint; the URL.
        #expect(html.contains("padding:0px 10px 0px 0px"))
        #expect(html.contains("outline:1px solid"))
        #expect(html.contains("data-widget-url=\"laundry://machine/3\""))
        assertSnapshot(html, named: "laundry-compact")
    }

    @Test func theMinimalPresentationIsACircle() {
        let html = snapshot(.dynamicIsland(.minimal))
        #expect(html.contains("width:36.67px;height:36.67px;border-radius:50%"))
        assertSnapshot(html, named: "laundry-minimal")
    }

    @Test func theExpandedPresentationPlacesItsRegions() {
        let html = snapshot(.dynamicIsland(.expanded))
        // 371 pt wide, 84–160 pt tall, corner radius 44 pt, the camera in the middle of the top row.
        #expect(html.contains("grid-template-columns:minmax(0,1fr) 125.34px minmax(0,1fr)"))
        #expect(html.contains("width:371px;min-height:84px;max-height:160px;border-radius:44px"))
        for region in ["leading", "trailing", "center", "bottom"] {
            #expect(html.contains("island-region-\(region)"), "\(region)")
        }
        #expect(html.contains(">Washer 3<") && html.contains(">Cotton 40°<") && html.contains(">24 min<"))
        #expect(html.contains("data-vertical-placement=\"below-if-too-wide\""))
        // The bottom region's own margins (20 pt) replace the island's 16 pt on its sides, not its 12 pt bottom;
        // the leading region keeps the island's top and leading margins.
        #expect(html.contains("padding:0px 20px 12px 20px"))
        #expect(
            html.contains(
                "island-region-leading\" style=\"display:flex;flex-direction:column;align-items:flex-start;justify-content:flex-start;flex:1 1 auto;min-height:0;padding:10px 0px 0px 16px"
            ))
        assertSnapshot(html, named: "laundry-expanded")
    }

    @Test func activitiesLiveInTheProcessThatRequestsThem() async throws {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(Activity<ProbeAttributes>.activities.isEmpty)
        let activity = try Activity.request(
            attributes: ProbeAttributes(), content: ActivityContent(state: 1, staleDate: nil))
        #expect(Activity<ProbeAttributes>.activities.map(\.id) == [activity.id])
        await activity.update(ActivityContent(state: 2, staleDate: nil, relevanceScore: 50))
        #expect(activity.content.state == 2 && activity.content.relevanceScore == 50)
        await activity.end(ActivityContent(state: 3, staleDate: nil), dismissalPolicy: .default)
        #expect(activity.activityState == .ended && activity.content.state == 3)
        // An ended activity stays on the Lock Screen and takes no more updates.
        await activity.update(ActivityContent(state: 4, staleDate: nil))
        #expect(activity.content.state == 3)
        #expect(Activity<ProbeAttributes>.activities.count == 1)
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed)
        #expect(Activity<ProbeAttributes>.activities.isEmpty)
    }
}

/// Attributes used by one test only, so that its activities are its own.
private struct ProbeAttributes: ActivityAttributes {
    typealias ContentState = Int
}

/// A Live Activity that sets no background tint.
private struct PlainActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LaundryAttributes.self) { context in
            Text(context.attributes.machine)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.program) }
            } compactLeading: {
                EmptyView()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
    }
}

extension LiveActivityTests {
    /// iOS 18's families: a Live Activity that also supports `.small` is drawn at `.medium` on iPhone, and its
    /// views see both families as supported.
    @Test func supplementalFamiliesReachTheViews() {
        let html = ActivitySnapshot(
            { LaundrySmartStackActivity() }, attributes: LaundryAttributes.washer, state: .rinsing, viewKind: .content
        ).bodyHTML
        #expect(html.contains(">Rinsing, 24 min (2 sizes)<"))
        let bundle = LaundrySmartStackActivity()
        #expect(bundle.liveActivityDescriptors.first?.supplementalFamilies == [.small])
        #expect(
            ActivityFamily(rawValue: ActivityFamily.small.rawValue) == .small && "\(ActivityFamily.medium)" == "medium")
    }
}

extension LiveActivityTests {
    /// An interactive Live Activity: its button carries the intent, and the intent, performed, ends the activity
    /// through ActivityKit, as a `LiveActivityIntent` does in the widget extension.
    @Test func aLiveActivityIntentEndsTheActivity() async throws {
        let html = snapshot(.content)
        #expect(html.contains("StopLaundryIntent") && html.contains("Washer 3"))
        let activity = try Activity.request(
            attributes: LaundryAttributes.washer, content: ActivityContent(state: .rinsing, staleDate: nil))
        #expect(Activity<LaundryAttributes>.activities.contains { $0.id == activity.id })
        _ = try await StopLaundryIntent(machine: "Washer 3").perform()
        #expect(activity.activityState == .dismissed && activity.content.state == .done)
        #expect(!Activity<LaundryAttributes>.activities.contains { $0.id == activity.id })
    }
}

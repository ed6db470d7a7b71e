import Foundation
import WidgetRuntime

/// What a provider asks of the reload budget over simulated days, and what the budget grants: "this provider
/// asks for 288 reloads a day; iOS grants 40–70; from 03:20 on it is throttled".
///
/// The budget is `WidgetHost`'s model of iOS's (see `ReloadBudget`): Apple publishes a range, not a rule.
public struct ReloadReport: Sendable, CustomStringConvertible {
    /// Simulated days.
    public var days: Int
    /// Policy reloads the provider's timelines asked for, per day on average (the same widget with no budget).
    public var requestedPerDay: Double
    /// Policy reloads the budget granted, per day on average.
    public var grantedPerDay: Double
    /// The budget's limit per 24 hours.
    public var limit: Int
    /// The first moment a reload the policy asked for was refused (nil: never throttled).
    public var throttledFrom: Date?

    /// Whether the budget ever refused a reload.
    public var isThrottled: Bool { throttledFrom != nil }

    public var description: String {
        var text = "this provider asks for \(Self.count(requestedPerDay)) reloads a day; iOS grants 40–70"
        text += " (modelled: \(limit))"
        if let throttledFrom {
            text += "; from \(ReloadBudget.format(throttledFrom)) on it is throttled"
        } else {
            text += "; it is never throttled"
        }
        return text
    }

    private static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

extension WidgetTester {
    /// Runs `widget`'s provider for `days` simulated days from `start` (the clock advanced from reload to reload)
    /// and reports how many reloads its timelines ask for and how many the budget grants.
    public static func reloadReport<W: Widget>(
        of widget: W, kind: String? = nil, family: WidgetFamily = .systemSmall,
        from start: Date = Date(timeIntervalSinceReferenceDate: 800_000_000), days: Int = 1,
        configuration: (any WidgetConfigurationIntent)? = nil
    ) async throws -> ReloadReport {
        let duration = TimeInterval(max(1, days)) * 86_400
        // The same widget with no budget: what the policy asks for.
        let free = try await WidgetTester(
            widget, kind: kind, family: family, now: start, configuration: configuration)
        free.dailyReloadBudget = .max
        await free.advance(by: duration)
        let budgeted = try await WidgetTester(
            widget, kind: kind, family: family, now: start, configuration: configuration)
        var throttledFrom: Date?
        let end = start + duration
        while budgeted.now < end {
            let before = budgeted.now
            if throttledFrom == nil, let requested = budgeted.requestedReload, requested <= end,
                let granted = budgeted.host.nextPolicyReload(of: budgeted.id), granted > requested
            {
                throttledFrom = max(requested, before)
            }
            let budget = budgeted.budget
            let step =
                [budget.granted, budgeted.timeline?.entryDates.first { $0 > before }]
                .compactMap { $0 }.filter { $0 > before }.min() ?? end
            await budgeted.advance(to: min(step, end))
            if budgeted.now == before { break }
        }
        // Loads after the first are policy reloads here: nothing else asks in a report.
        return ReloadReport(
            days: max(1, days), requestedPerDay: Double(free.timelineLoadCount - 1) / Double(max(1, days)),
            grantedPerDay: Double(budgeted.timelineLoadCount - 1) / Double(max(1, days)),
            limit: budgeted.dailyReloadBudget, throttledFrom: throttledFrom)
    }
}

import Foundation

/// The size a Live Activity is drawn at: medium on iPhone and iPad, small in the Apple Watch Smart Stack and
/// CarPlay (for activities that list it in `supplementalActivityFamilies`).
public enum ActivityFamily: Equatable {
    /// The Smart Stack's and CarPlay's size.
    case small
    /// The Lock Screen's and Dynamic Island's size on iPhone and iPad.
    case medium
}

extension ActivityFamily: Codable, CustomStringConvertible, RawRepresentable {
    public typealias RawValue = Int

    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .small
        case 1: self = .medium
        default: return nil
        }
    }

    public var rawValue: Int {
        switch self {
        case .small: 0
        case .medium: 1
        }
    }

    public var description: String {
        switch self {
        case .small: "small"
        case .medium: "medium"
        }
    }
}

extension WidgetConfiguration {
    /// Sets the sizes a Live Activity supports beside `.medium` (`.small`: the Smart Stack and CarPlay).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        _SupplementalActivityFamilies(base: self, families: families)
    }
}

/// A configuration whose Live Activities support more families.
public struct _SupplementalActivityFamilies<Base> where Base: WidgetConfiguration {
    let base: Base
    let families: [ActivityFamily]
}

extension _SupplementalActivityFamilies: WidgetConfiguration {
    public typealias Body = Never
}

extension _SupplementalActivityFamilies: PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor] { base.widgetDescriptors }
}

extension _SupplementalActivityFamilies: LiveActivitySource {
    package var activityDescriptors: [ActivityDescriptor] {
        base.liveActivityDescriptors.map { descriptor in
            var descriptor = descriptor
            descriptor.supplementalFamilies += families.filter { !descriptor.supplementalFamilies.contains($0) }
            return descriptor
        }
    }
}

/// The key of `EnvironmentValues.supportedActivityFamilies`.
public struct SupportedActivityFamiliesEnvironmentKey: EnvironmentKey {
    /// An activity supports `.medium` unless it says more.
    public static var defaultValue: Set<ActivityFamily> { [.medium] }
}

extension EnvironmentValues {
    /// The family the Live Activity is drawn at (`.medium` on iPhone and iPad).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// The families the Live Activity supports: `.medium` and its supplemental families.
    public var supportedActivityFamilies: Set<ActivityFamily> {
        get { self[SupportedActivityFamiliesEnvironmentKey.self] }
        set { self[SupportedActivityFamiliesEnvironmentKey.self] = newValue }
    }
}

private struct ActivityFamilyKey: EnvironmentKey {
    static var defaultValue: ActivityFamily { .medium }
}

import Foundation

/// A control the user added, as `ControlCenter.currentControls()` reports it (iOS 18).
public struct ControlInfo: Sendable {
    /// The identifier the host gave the added control.
    let identifier: String
    /// The control's kind.
    public let kind: String
    /// The archived configuration intent of a configurable control.
    let configurationArchive: String?

    init(id: String, kind: String, configurationArchive: String?) {
        identifier = id
        self.kind = kind
        self.configurationArchive = configurationArchive
    }

    /// The control's configuration intent, if it is configured by one of type `Intent`.
    public func configurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
    where Intent: ControlConfigurationIntent {
        guard let archive = configurationArchive, let parsed = try? IntentArchive.parse(archive),
            parsed.type == IntentArchive.typeName(of: intentType)
        else { return nil }
        let intent = intentType.init()
        guard (try? IntentArchive.apply(parsed.parameters, to: intent, requireAll: false)) != nil else { return nil }
        return intent
    }
}

extension ControlInfo: Identifiable, Hashable {
    /// The identifier of the added control.
    public var id: String { identifier }
}

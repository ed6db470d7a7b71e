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
        IntentArchive.intent(in: configurationArchive, of: intentType)
    }
}

extension ControlInfo: Identifiable, Hashable {
    /// The identifier of the added control.
    public var id: String { identifier }
}

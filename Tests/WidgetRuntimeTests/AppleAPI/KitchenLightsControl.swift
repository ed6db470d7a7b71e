// A control (iOS 18) that launches its app at a room, as public extensions write "open the app at X" buttons:
// an `OpenIntent` whose target is an `AppEnum`, given to `ControlWidgetButton(action:label:)`, one with iOS 18's
// `OpenURLIntent`, beside a button
// whose App Intent asks to open the app (`openAppWhenRun`), and a control configured by the user (app code lists
// them with `ControlCenter.shared.currentControls()`). Written only against Apple's API.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

enum HouseRoom: String, AppEnum {
    case kitchen, garage

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let caseDisplayRepresentations: [HouseRoom: DisplayRepresentation] = [
        .kitchen: "Kitchen", .garage: "Garage",
    ]
}

struct OpenRoomIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Room"

    @Parameter(title: "Room")
    var target: HouseRoom

    init() {}

    init(target: HouseRoom) {
        self.target = target
    }

    func perform() async throws -> some IntentResult {
        OpenedRooms.shared.append(target)
        return .result()
    }
}

struct ShowLightsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show the lights"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct KitchenControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "OpenKitchen") {
            ControlWidgetButton(action: OpenRoomIntent(target: .kitchen)) {
                Label("Kitchen", systemImage: "refrigerator")
            }
        }
        .displayName("Open Kitchen")
    }
}

struct LightsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "ShowLights") {
            ControlWidgetButton(action: ShowLightsIntent()) {
                Label("Lights", systemImage: "lightbulb")
            }
        }
        .displayName("Lights")
    }
}

/// The lights of a room the user picks when adding the control.
struct RoomLightsConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room Lights"

    @Parameter(title: "Room", default: .garage)
    var room: HouseRoom
}

struct RoomLightsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "RoomLights", intent: RoomLightsConfiguration.self) { configuration in
            ControlWidgetButton(action: ShowLightsIntent()) {
                Label(configuration.room.rawValue.capitalized, systemImage: "lightbulb.2")
            }
        }
        .displayName("Room Lights")
        .promptsForUserConfiguration()
    }
}

/// Opens the app at the garage: no `perform()` of its own, as in Apple's samples (the system opens the app).
struct OpenGarageIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Garage"

    @Parameter(title: "Room", default: .garage)
    var target: HouseRoom
}

/// Opens the house's web page in the app (iOS 18's `OpenURLIntent`).
struct HouseWebsiteControl: ControlWidget {
    static let page = URL(string: "https://example.com/house/kitchen")!

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Website") {
            ControlWidgetButton(action: OpenURLIntent(Self.page)) {
                Label("Website", systemImage: "safari")
            }
        }
        .displayName("House Website")
    }
}

struct HouseControls: WidgetBundle {
    var body: some Widget {
        KitchenControl()
        LightsControl()
        RoomLightsControl()
        HouseWebsiteControl()
    }
}

/// The rooms the app was opened at, in order (what the app's navigation would read).
final class OpenedRooms: @unchecked Sendable {
    static let shared = OpenedRooms()
    private let lock = NSLock()
    private var rooms: [HouseRoom] = []

    func append(_ room: HouseRoom) {
        lock.lock()
        rooms.append(room)
        lock.unlock()
    }

    var all: [HouseRoom] {
        lock.lock()
        defer { lock.unlock() }
        return rooms
    }
}

/// App-side code that asks which rooms the user's controls are set to, as an app does to keep their data fresh.
enum RoomLightsUsage {
    static func configuredRooms() async throws -> [String: [HouseRoom]] {
        var rooms: [String: [HouseRoom]] = [:]
        for control in try await ControlCenter.shared.currentControls() {
            let room = control.configurationIntent(of: RoomLightsConfiguration.self)?.room
            rooms[control.kind, default: []] += room.map { [$0] } ?? []
        }
        return rooms
    }
}

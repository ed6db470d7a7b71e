import AppIntents
import Foundation
import TaskWidgets
import Testing
import WidgetRuntime

/// How the widgets' intents present themselves to the system: not offered in Shortcuts, Siri or Spotlight (only
/// a widget runs them, with a raw task id), and their errors in the person's language.
@Suite struct IntentPresentationTests {
    @Test func theWidgetsIntentsAreNotDiscoverable() {
        #expect(!ToggleTaskIntent.isDiscoverable)
        #expect(!SetTaskCompletionIntent.isDiscoverable)
        #expect(!ToggleTaskWithFeedbackIntent.isDiscoverable)
        #expect(!TaskWidgetConfigurationIntent.isDiscoverable)
    }

    @Test(arguments: [
        ("en", "“x” is not a task ID.", "This task no longer exists."),
        ("de", "„x“ ist keine Aufgaben-ID.", "Diese Aufgabe gibt es nicht mehr."),
        ("nl", "‘x’ is geen taak-ID.", "Deze taak bestaat niet meer."),
        ("pl", "„x” nie jest identyfikatorem zadania.", "To zadanie już nie istnieje."),
        ("id", "“x” bukan ID tugas.", "Tugas ini sudah tidak ada."),
        ("ja", "「x」はタスクIDではありません。", "このタスクはもう存在しません。"),
    ])
    func intentErrorsAreInThePersonsLanguage(locale: String, malformed: String, unknown: String) {
        let language = Locale(identifier: locale)
        #expect(TaskIntentError.malformedTaskID("x").localizedStringResource.resolved(locale: language) == malformed)
        #expect(TaskIntentError.unknownTask(UUID()).localizedStringResource.resolved(locale: language) == unknown)
    }
}

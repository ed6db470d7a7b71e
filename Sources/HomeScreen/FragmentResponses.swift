import Synchronization
import WebServer
import WidgetRuntime

/// Each widget's last fragment response, prepared (``HTTPResponse/prepared()``) and sent again for as long as
/// the backend gives the same HTML: pages ask for a widget far more often than it changes, and building the
/// response (a copy of the body, the header list) was a tenth of serving a cached fragment's CPU.
final class FragmentResponses: Sendable {
    private struct Key: Hashable {
        let instance: WidgetInstanceID
        let settings: PageSettings
    }

    /// Past this many kept responses, they are all dropped (settings or instances no page shows any more).
    private static let limit = 256
    private let kept = Mutex<[Key: (html: String, response: HTTPResponse)]>([:])

    /// The response for the instance's HTML: the one kept, if it was made from the same HTML.
    func response(_ html: String, instance: WidgetInstanceID, settings: PageSettings) -> HTTPResponse {
        let key = Key(instance: instance, settings: settings)
        // Equal HTML is usually the cache's own string, which `==` finds equal without reading it.
        if let last = kept.withLock({ $0[key] }), last.html == html { return last.response }
        let response = HTTPResponse.html(html).prepared()
        kept.withLock { kept in
            if kept.count >= Self.limit { kept.removeAll() }
            kept[key] = (html, response)
        }
        return response
    }
}

import CMicroHTTPD
import Foundation

/// libmicrohttpd, loaded on first use rather than before main() (see CMicroHTTPD.h for why).
package enum MicroHTTPD {
    /// The library's file: its ABI since libmicrohttpd 0.9.x (Debian's libmicrohttpd12).
    package static let libraryName = "libmicrohttpd.so.12"

    /// Loads the library, once: every call returns or throws what the first one found, and a call made while
    /// another thread loads it waits for it.
    package static func load() throws(HTTPServer.StartError) { try loaded.value.get() }

    /// Starts loading on a thread of its own: a process that serves later (`tasks serve`, while it opens its
    /// store) then finds it loaded.
    package static func loadInBackground() { Thread.detachNewThread { _ = try? load() } }

    private static let loaded = LoadOnce { load(libraryName) }

    /// Loads `name`; only the first successful load takes effect (a later one of another file changes nothing).
    package static func load(_ name: String) -> Result<Void, HTTPServer.StartError> {
        var reason = [CChar](repeating: 0, count: 256)
        guard twmhd_load(name, &reason, reason.count) == 0 else {
            return .failure(
                .library(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return .success(())
    }
}

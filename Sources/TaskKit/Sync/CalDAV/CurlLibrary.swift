#if os(Linux)
    import CCurl
    import Foundation

    /// libcurl, found with `dlopen` when the first request is made (CCurl), never at process start: linked,
    /// it and its ~30 libraries cost every `tasks` process 7–8 ms before `main`, though most never sync.
    struct CurlLibrary: @unchecked Sendable {  // the functions' table is immutable once made
        /// Debian's and Ubuntu's libcurl (libcurl4, OpenSSL flavour).
        static let standardName = "libcurl.so.4"

        /// The table of libcurl's functions (`const ccurl_library *`), never freed.
        let functions: OpaquePointer

        /// Why the library cannot be used, in one line ("libcurl.so.4 not found: install libcurl4").
        struct LoadError: Error {
            var reason: String
        }

        private static let lock = NSLock()
        /// Loaded libraries by name. A failure is not kept: libcurl may be installed while a server runs.
        nonisolated(unsafe) private static var loaded: [String: CurlLibrary] = [:]  // behind `lock`

        /// The library called `name`, loaded on first use.
        static func load(_ name: String) throws(LoadError) -> CurlLibrary {
            lock.lock()
            defer { lock.unlock() }
            if let library = loaded[name] { return library }
            var error = [CChar](repeating: 0, count: 512)
            guard let functions = ccurl_open(name, &error, error.count) else {
                throw LoadError(
                    reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            let library = CurlLibrary(functions: functions)
            loaded[name] = library
            return library
        }
    }
#endif

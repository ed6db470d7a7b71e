import CHarfBuzz

/// HarfBuzz, found with `dlopen` when text is first measured (CHarfBuzz), never at process start: linked, it
/// and the libraries it pulls in (freetype, glib, graphite2, png, brotli, pcre2) cost every `tasks` process
/// ~1.3 ms before `main`, though a server answers its first request before any widget is drawn.
struct HarfBuzz: @unchecked Sendable {  // the functions' table is immutable once made
    /// Debian's and Ubuntu's HarfBuzz (libharfbuzz0b).
    static let standardName = "libharfbuzz.so.0"

    /// The table of HarfBuzz's functions (`const twhb_library *`), never freed.
    let functions: OpaquePointer

    /// Why the library cannot be used, in one line ("libharfbuzz.so.0 not found: install libharfbuzz0b").
    struct LoadError: Error, Equatable {
        var reason: String
    }

    /// The standard library, loaded once on first use (a `static let` is initialized once, thread-safely). A
    /// failure is kept, as font files are looked for once: text is then estimated (TextMeasurer).
    static let standard = Result { () throws(LoadError) in try load(standardName) }

    /// The library called `name`, loaded now; every call makes a new table.
    static func load(_ name: String) throws(LoadError) -> HarfBuzz {
        var error = [CChar](repeating: 0, count: 512)
        guard let functions = twhb_open(name, &error, error.count) else {
            throw LoadError(
                reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return HarfBuzz(functions: functions)
    }
}

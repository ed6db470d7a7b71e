import Foundation

/// An image for an intent's parameter or a custom type's value: a named image of the app, image data or a URL.
open class INImage: NSObject, NSCopying {
    package enum Source: Equatable {
        case named(String)
        case data(Data)
        case url(URL)
    }

    package let source: Source

    package init(source: Source) {
        self.source = source
        super.init()
    }

    /// An image of the app's asset catalog.
    public convenience init(named name: String) {
        self.init(source: .named(name))
    }

    /// An image from encoded data (PNG, JPEG).
    public convenience init(imageData: Data) {
        self.init(source: .data(imageData))
    }

    /// An image loaded from a URL.
    public convenience init?(url URL: URL) {
        self.init(source: .url(URL))
    }

    /// A copy of the same image.
    open func copy(with zone: NSZone? = nil) -> Any { INImage(source: source) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? INImage)?.source == source
    }

    open override var hash: Int {
        switch source {
        case .named(let name): name.hashValue
        case .data(let data): data.hashValue
        case .url(let url): url.hashValue
        }
    }
}

import Foundation

extension LocalizedStringResource {
    /// Where a resource's string catalog is: Apple's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Sendable {
        /// The main bundle (the widget extension's on iOS; on Linux the package resources beside the executable).
        case main
        /// The bundle at a file URL.
        case atURL(URL)
    }

    /// Creates a resource from a localization value, as Apple's Foundation declares it.
    ///
    /// `locale` and `comment` are accepted and not kept: a resource is resolved for the locale it is shown in
    /// (as on iOS, where `locale` only sets the default), and a comment is for translators. A bundle given
    /// by URL is where the key is looked up.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(
            key: keyAndValue.key, table: table, arguments: keyAndValue.arguments, bundlePath: bundle.path)
    }

    /// Creates a resource whose key and default value differ, as Apple's Foundation declares it.
    ///
    /// The default value is what is shown where no catalog has `key`.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        self.init(
            key: "\(key)", table: table, arguments: defaultValue.arguments, bundlePath: bundle.path,
            defaultValue: defaultValue.key)
    }
}

extension LocalizedStringResource.BundleDescription {
    var path: String? {
        switch self {
        case .main: nil
        case .atURL(let url): url.path
        }
    }
}

import Foundation

/// The phase of an `AsyncImage`'s load.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image loaded successfully.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image. In a widget it never loads: WidgetKit renders a
/// widget's view once, synchronously, so iOS shows the placeholder (the `.empty` phase), and so does this one.
/// A widget loads its images in its timeline provider instead.
public struct AsyncImage<Content>: View where Content: View {
    /// The view the widget draws; nil: the default placeholder.
    let content: Content?

    public var body: some View {
        if let content {
            content
        } else {
            // The standard placeholder fills the space it is offered.
            Color(uiColor: .secondarySystemFill)
        }
    }
}

extension AsyncImage {
    /// Loads and displays an image from the specified URL (in a widget: the default placeholder).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = nil
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image
    /// loads (in a widget: the placeholder).
    public init<I, P>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P>, I: View, P: View {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// Loads and displays a modifiable image from the specified URL in phases (in a widget: `.empty`).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content(.empty)
    }
}

// Draws every #Preview and PreviewProvider of MyWidgets on one page: `swift run MyWidgetsPreviews`.
import Foundation
import WidgetPreviews

exit(await PreviewCanvas.main())

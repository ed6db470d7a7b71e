// On Linux, `import OSLog` resolves to this module, which re-exports our `os` (Logger, OSLog, os_log);
// on Apple platforms this target does not exist and Apple's framework is used. Apple's OSLog is a Clang module
// whose header imports Foundation, so a file that imports only OSLog sees Foundation (`Bundle.main`, `Date`)
// there; the same here.
@_exported import Foundation
@_exported import os

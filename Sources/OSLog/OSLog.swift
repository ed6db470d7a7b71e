// On Linux, `import OSLog` resolves to this module, which re-exports our `os` (Logger, OSLog, os_log);
// on Apple platforms this target does not exist and Apple's framework is used.
@_exported import os

import Foundation

/// Where sync accounts' passwords are kept, by account name: never in the task store. The iOS app keeps
/// them in the Keychain; on Linux, `CredentialFile` keeps them in a file only its owner can read.
public protocol CredentialStore: Sendable {
    func password(account: String) throws -> String?
    func setPassword(_ password: String, account: String) throws
    func removePassword(account: String) throws
}

/// Why the credential file could not be used. `description` is one line and never holds a password.
public enum CredentialError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, detail: String)
    case tooOpen(path: String, mode: String)
    case unwritable(path: String, detail: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let detail): return "cannot read the password file \(path): \(detail)"
        case .tooOpen(let path, let mode):
            return "the password file \(path) may be read by others (mode \(mode)); run 'chmod 600 \(path)'"
        case .unwritable(let path, let detail): return "cannot write the password file \(path): \(detail)"
        }
    }
}

/// Passwords in a JSON file beside the store (`tasks.sqlite.credentials`), mode 0600, replaced atomically.
/// A file that others may read is refused rather than used.
public struct CredentialFile: CredentialStore {
    public let path: String

    public init(path: String) { self.path = path }

    /// The file that belongs to the store at `storePath`.
    public init(storePath: String) { self.init(path: storePath + ".credentials") }

    public func password(account: String) throws -> String? {
        try read()[account]
    }

    public func setPassword(_ password: String, account: String) throws {
        var entries = try read()
        entries[account] = password
        try write(entries)
    }

    public func removePassword(account: String) throws {
        var entries = try read()
        guard entries.removeValue(forKey: account) != nil else { return }
        try write(entries)
    }

    private func read() throws -> [String: String] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return [:] }
            throw CredentialError.unreadable(path: path, detail: String(cString: strerror(errno)))
        }
        if info.st_mode & 0o077 != 0 {
            throw CredentialError.tooOpen(path: path, mode: String(info.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CredentialError.unreadable(path: path, detail: "permission denied")
        }
        guard let entries = try? JSONDecoder().decode([String: String].self, from: data) else {
            throw CredentialError.unreadable(path: path, detail: "it is not the JSON this program writes")
        }
        return entries
    }

    /// Writes a new file with mode 0600 from the start, then renames it over the old one.
    private func write(_ entries: [String: String]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(entries)
        let temporary = path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw CredentialError.unwritable(path: path, detail: String(cString: strerror(errno))) }
        fchmod(fd, 0o600)  // whatever the umask
        let written = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == data.count, synced, rename(temporary, path) == 0 else {
            let detail = String(cString: strerror(errno))
            unlink(temporary)
            throw CredentialError.unwritable(path: path, detail: detail)
        }
    }
}

import Foundation
import Security
import TaskKit

/// Sync passwords in the Keychain: generic passwords of the service `dev.taskwidgets.caldav`, one per account
/// name, readable after the first unlock (so that the background refresh can sync while the phone is locked)
/// and never leaving this device (no iCloud Keychain, no backups restored elsewhere).
struct KeychainCredentialStore: CredentialStore {
    static let service = "dev.taskwidgets.caldav"

    /// A Keychain call that failed, with the system's one-line message.
    struct Failure: Error, CustomStringConvertible {
        var status: OSStatus
        var description: String {
            SecCopyErrorMessageString(status, nil) as String? ?? String(status)
        }
    }

    func password(account: String) throws -> String? {
        var query = Self.query(account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw Failure(status: status) }
        return String(decoding: data, as: UTF8.self)
    }

    func setPassword(_ password: String, account: String) throws {
        try removePassword(account: account)
        var item = Self.query(account)
        item[kSecValueData as String] = Data(password.utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw Failure(status: status) }
    }

    func removePassword(account: String) throws {
        let status = SecItemDelete(Self.query(account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw Failure(status: status) }
    }

    private static func query(_ account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }
}

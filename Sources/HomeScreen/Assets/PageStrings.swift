/// The page's own words (around the widgets, which have their String Catalog) in the six languages.
struct PageStrings {
    private static let table: [String: [String: String]] = [
        "Device": ["de": "Gerät", "nl": "Apparaat", "pl": "Urządzenie", "id": "Perangkat", "ja": "デバイス"],
        "Language": ["de": "Sprache", "nl": "Taal", "pl": "Język", "id": "Bahasa", "ja": "言語"],
        "Appearance": ["de": "Erscheinungsbild", "nl": "Weergave", "pl": "Wygląd", "id": "Tampilan", "ja": "外観"],
        "Light": ["de": "Hell", "nl": "Licht", "pl": "Jasny", "id": "Terang", "ja": "ライト"],
        "Dark": ["de": "Dunkel", "nl": "Donker", "pl": "Ciemny", "id": "Gelap", "ja": "ダーク"],
        "Tasks app": [
            "de": "Aufgaben-App", "nl": "Taken-app", "pl": "Aplikacja Zadania", "id": "Aplikasi Tugas",
            "ja": "タスクアプリ",
        ],
        "Tasks": ["de": "Aufgaben", "nl": "Taken", "pl": "Zadania", "id": "Tugas", "ja": "タスク"],
        "Lock Screen": [
            "de": "Sperrbildschirm", "nl": "Toegangsscherm", "pl": "Ekran blokady", "id": "Layar Kunci",
            "ja": "ロック画面",
        ],
        "Home Screen": [
            "de": "Home-Bildschirm", "nl": "Beginscherm", "pl": "Ekran główny", "id": "Layar Utama",
            "ja": "ホーム画面",
        ],
        "Edit": ["de": "Bearbeiten", "nl": "Wijzig", "pl": "Edytuj", "id": "Edit", "ja": "編集"],
        "Done": ["de": "Fertig", "nl": "Gereed", "pl": "Gotowe", "id": "Selesai", "ja": "完了"],
        "Add Widget": [
            "de": "Widget hinzufügen", "nl": "Voeg widget toe", "pl": "Dodaj widżet",
            "id": "Tambah Widget", "ja": "ウィジェットを追加",
        ],
        "Widgets": ["de": "Widgets", "nl": "Widgets", "pl": "Widżety", "id": "Widget", "ja": "ウィジェット"],
        "Close": ["de": "Schließen", "nl": "Sluit", "pl": "Zamknij", "id": "Tutup", "ja": "閉じる"],
        "Edit Widget": [
            "de": "Widget bearbeiten", "nl": "Wijzig widget", "pl": "Edytuj widżet",
            "id": "Edit Widget", "ja": "ウィジェットを編集",
        ],
        "The app (the Linux stand-in)": [
            "de": "Die App (Linux-Vertretung)", "nl": "De app (Linux-vervanger)",
            "pl": "Aplikacja (zastępstwo na Linuksie)", "id": "Aplikasinya (pengganti di Linux)",
            "ja": "アプリ（Linux版の代わり）",
        ],
        "New task": [
            "de": "Neue Aufgabe", "nl": "Nieuwe taak", "pl": "Nowe zadanie", "id": "Tugas baru",
            "ja": "新しいタスク",
        ],
        "Priority": ["de": "Priorität", "nl": "Prioriteit", "pl": "Priorytet", "id": "Prioritas", "ja": "優先度"],
        "Due date": ["de": "Fällig am", "nl": "Vervaldatum", "pl": "Termin", "id": "Tenggat", "ja": "期限"],
        "Add": ["de": "Hinzufügen", "nl": "Voeg toe", "pl": "Dodaj", "id": "Tambah", "ja": "追加"],
        "No tasks yet.": [
            "de": "Noch keine Aufgaben.", "nl": "Nog geen taken.", "pl": "Brak zadań.",
            "id": "Belum ada tugas.", "ja": "タスクはまだありません。",
        ],
        "Remove widget": [
            "de": "Widget entfernen", "nl": "Verwijder widget", "pl": "Usuń widżet",
            "id": "Hapus widget", "ja": "ウィジェットを削除",
        ],
        "Move left": ["de": "Nach links", "nl": "Naar links", "pl": "W lewo", "id": "Geser ke kiri", "ja": "左へ移動"],
        "Move right": [
            "de": "Nach rechts", "nl": "Naar rechts", "pl": "W prawo", "id": "Geser ke kanan",
            "ja": "右へ移動",
        ],
    ]

    let locale: String

    /// `english` in the page's language; English when the table has no translation.
    func callAsFunction(_ english: String) -> String {
        Self.table[english]?[locale] ?? english
    }
}

import Foundation

/// Locates the files of the repository's `Data/` folder and the optional `../shared` beside it.
enum TestData {
    /// The package root: two folders above this file's `Tests/GraphemeMetricsTests/Support`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `Data/<name>`; a missing file is a test failure, never a skip.
    static func text(_ name: String) throws -> String {
        let url = packageRoot.appendingPathComponent("Data").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The data lines of a generated file (comment and blank lines dropped).
    static func lines(_ name: String) throws -> [Substring] {
        try text(name).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// `../shared/corpora`, when this checkout has it beside it.
    static var corporaDirectory: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `GRAPHEMEMETRICS_NO_SKIPS=1` (CI sets it): a comparison whose peer is missing runs and
    /// fails, naming what is missing, instead of being skipped.
    static var noSkips: Bool { ProcessInfo.processInfo.environment["GRAPHEMEMETRICS_NO_SKIPS"] == "1" }

    /// The nine corpus files, by name, in a stable order.
    static let corpusNames = [
        "en-fortunes.txt", "latin-european.txt", "decomposed-nfd.txt", "cjk.txt", "indic.txt",
        "arabic-hebrew.txt", "korean.txt", "emoji.txt", "mixed-social.txt",
    ]
}

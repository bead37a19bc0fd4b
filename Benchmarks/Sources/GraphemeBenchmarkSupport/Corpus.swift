import Foundation

/// One benchmark text, held in memory in every form a method reads, prepared before timing.
public struct Corpus: Sendable {
    /// The file name without `.txt`, e.g. `en-fortunes`.
    public let name: String
    public let utf8: [UInt8]
    public let utf16: [UInt16]
    /// A native Swift string (UTF-8 storage).
    public let string: String

    public init(name: String, utf8: [UInt8]) {
        self.name = name
        self.utf8 = utf8
        string = String(decoding: utf8, as: UTF8.self)
        utf16 = Array(string.utf16)
    }

    public init(name: String, utf16: [UInt16]) {
        self.name = name
        self.utf16 = utf16
        string = String(decoding: utf16, as: UTF16.self)
        utf8 = Array(string.utf8)
    }

    /// The order of the corpora in every table (the README's order).
    public static let names = [
        "en-fortunes", "latin-european", "decomposed-nfd", "cjk", "indic", "arabic-hebrew",
        "korean", "emoji", "mixed-social",
    ]

    /// `$GRAPHEME_CORPORA`, else `../shared/corpora` next to the repository's folder.
    public static var defaultDirectory: String {
        if let directory = ProcessInfo.processInfo.environment["GRAPHEME_CORPORA"], !directory.isEmpty {
            return directory
        }
        // .../<repo>/Benchmarks/Sources/GraphemeBenchmarkSupport/Corpus.swift
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/corpora").path
    }

    public enum LoadError: Error, CustomStringConvertible {
        case missingDirectory(String)
        case missingFile(String)

        public var description: String {
            switch self {
            case .missingDirectory(let path):
                "corpora directory not found: \(path) (expected ../shared/corpora next to the repository; "
                    + "set GRAPHEME_CORPORA or pass --corpora DIR)"
            case .missingFile(let path):
                "corpus file not found: \(path)"
            }
        }
    }

    /// Reads the corpora named in `names` (all of them by default) from `directory`.
    public static func load(from directory: String = defaultDirectory, only names: [String] = names) throws -> [Corpus] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError.missingDirectory(directory)
        }
        return try names.map { name in
            let path = (directory as NSString).appendingPathComponent(name + ".txt")
            guard let data = FileManager.default.contents(atPath: path) else { throw LoadError.missingFile(path) }
            return Corpus(name: name, utf8: [UInt8](data))
        }
    }
}

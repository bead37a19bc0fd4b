import Foundation

/// One parsed line of a UCD property file: a code point range and its semicolon-separated fields.
struct UCDRecord {
    var range: ClosedRange<UInt32>
    /// The fields after the code point column, trimmed; comments removed.
    var fields: [String]
}

/// Reads the `;`-separated, `#`-commented files of the Unicode Character Database.
struct UCDFile {
    let name: String
    let text: String

    init(directory: URL, name: String) throws {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GeneratorError.missingFile(url.path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GeneratorError.malformed(name, line: 0, "not UTF-8")
        }
        self.name = name
        self.text = text
    }

    /// The file's name with its version, for generated headers: `GraphemeBreakProperty-17.0.0.txt`
    /// from the first line, or `emoji-data.txt (Emoji 17.0)` from a `# Version:` line.
    var versionLine: String {
        let first = text.prefix { $0 != "\n" }.dropFirst(2)
        if first.contains("-1") || first.contains("-2") { return String(first) }
        let version = text.split(separator: "\n").first { $0.hasPrefix("# Version:") }
            .map { $0.dropFirst("# Version:".count).trimmingCharacters(in: .whitespaces) }
        return version.map { "\(name) (Emoji \($0))" } ?? name
    }

    /// Every data line as a range and its fields.
    func records() throws -> [UCDRecord] {
        var result: [UCDRecord] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let columns = trimmed.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let range = Self.parseRange(columns[0]) else {
                throw GeneratorError.malformed(name, line: index + 1, "bad code point range '\(columns[0])'")
            }
            result.append(UCDRecord(range: range, fields: Array(columns.dropFirst())))
        }
        return result
    }

    static func parseRange(_ text: String) -> ClosedRange<UInt32>? {
        let bounds = text.components(separatedBy: "..")
        guard bounds.count == 1 || bounds.count == 2,
              let low = UInt32(bounds[0], radix: 16),
              let high = UInt32(bounds[bounds.count - 1], radix: 16),
              low <= high, high <= 0x10FFFF
        else { return nil }
        return low...high
    }
}

enum GeneratorError: Error, CustomStringConvertible {
    case missingFile(String)
    case malformed(String, line: Int, String)
    case unexpected(String)

    var description: String {
        switch self {
        case .missingFile(let path): "missing input file: \(path)"
        case .malformed(let file, let line, let why): "\(file):\(line): \(why)"
        case .unexpected(let why): why
        }
    }
}

import Foundation

/// The emoji character properties of emoji-data.txt as bit flags, one byte per code point.
///
/// The bit order must match `EmojiProperties` in the library; the emoji table tests check every
/// code point of every version against `Data/emoji-properties-<version>.txt`.
///
///     bit   6                          5      4         3              2         1             0
///         | has emoji variation seq. | ExtPict | Component | Modifier_Base | Modifier | Presentation | Emoji |
enum EmojiPropertyBit {
    static let names: [(String, UInt8)] = [
        ("Emoji", 1 << 0),
        ("Emoji_Presentation", 1 << 1),
        ("Emoji_Modifier", 1 << 2),
        ("Emoji_Modifier_Base", 1 << 3),
        ("Emoji_Component", 1 << 4),
        ("Extended_Pictographic", 1 << 5),
    ]
    /// Not a property of emoji-data.txt: the code point starts an emoji presentation sequence
    /// listed in emoji-variation-sequences.txt (ED-9a).
    static let emojiVariationSequence: UInt8 = 1 << 6
}

/// The kind of an emoji sequence, as the library's `EmojiKind` spells it.
enum EmojiSequenceKind: String {
    case basic, presentationSequence, keycap, flag, tagSequence, modifierSequence, zwjSequence
}

/// One line of emoji-test.txt.
struct EmojiTestLine {
    var number: Int
    var scalars: [UInt32]
    var status: String
    var name: String
    /// Derived from emoji-sequences.txt and emoji-zwj-sequences.txt alone (see `EmojiData.kind(of:)`).
    var kind: EmojiSequenceKind
    var isRGI: Bool
}

/// emoji-data.txt, emoji-variation-sequences.txt, emoji-sequences.txt, emoji-zwj-sequences.txt
/// and emoji-test.txt, parsed and cross-checked.
struct EmojiData {
    var properties: [UInt8]
    var propertySources: [String]
    var testLines: [EmojiTestLine] = []
    var sequenceSources: [String]
    /// The RGI_Emoji set (ED-27) with each sequence's kind.
    var rgi: [[UInt32]: EmojiSequenceKind] = [:]

    init(ucd: URL) throws {
        let data = try UCDFile(directory: ucd, name: "emoji-data.txt")
        let variations = try UCDFile(directory: ucd, name: "emoji-variation-sequences.txt")
        let sequences = try UCDFile(directory: ucd, name: "emoji-sequences.txt")
        let zwj = try UCDFile(directory: ucd, name: "emoji-zwj-sequences.txt")
        let test = try UCDFile(directory: ucd, name: "emoji-test.txt")
        propertySources = [data.versionLine, variations.versionLine]
        sequenceSources = [sequences.versionLine, zwj.versionLine, test.versionLine]

        properties = Array(repeating: 0, count: 0x110000)
        for record in try data.records() {
            guard let bit = EmojiPropertyBit.names.first(where: { $0.0 == record.fields.first })?.1 else {
                throw GeneratorError.malformed(data.name, line: 0, "unknown property \(record.fields)")
            }
            for cp in record.range { properties[Int(cp)] |= bit }
        }
        for (number, columns) in Self.dataLines(variations) where columns[1].hasPrefix("emoji style") {
            let points = try Self.codePoints(columns[0], file: variations.name, line: number)
            guard points.count == 2, points[1] == 0xFE0F else {
                throw GeneratorError.malformed(variations.name, line: number, "not an emoji-style pair")
            }
            properties[Int(points[0])] |= EmojiPropertyBit.emojiVariationSequence
        }

        for file in [sequences, zwj] {
            for (number, columns) in Self.dataLines(file) {
                let kind: EmojiSequenceKind
                switch columns[1] {
                case "Basic_Emoji": kind = .basic
                case "Emoji_Keycap_Sequence": kind = .keycap
                case "RGI_Emoji_Flag_Sequence": kind = .flag
                case "RGI_Emoji_Tag_Sequence": kind = .tagSequence
                case "RGI_Emoji_Modifier_Sequence": kind = .modifierSequence
                case "RGI_Emoji_ZWJ_Sequence": kind = .zwjSequence
                default: throw GeneratorError.malformed(file.name, line: number, "unknown type \(columns[1])")
                }
                if let range = UCDFile.parseRange(columns[0]) {
                    for cp in range { rgi[[cp]] = .basic }
                } else {
                    let points = try Self.codePoints(columns[0], file: file.name, line: number)
                    // A Basic_Emoji of two code points is a character and U+FE0F (ED-9a).
                    rgi[points] = kind == .basic && points.count == 2 ? .presentationSequence : kind
                }
            }
        }

        // The kind of a sequence that is not RGI: the kind of the RGI sequence it becomes when its
        // U+FE0F are restored, since emoji-test.txt lists each RGI emoji with its less qualified forms.
        var rgiWithoutSelectors: [[UInt32]: EmojiSequenceKind] = [:]
        for (points, kind) in rgi { rgiWithoutSelectors[points.filter { $0 != 0xFE0F }] = kind }

        for (number, columns) in Self.dataLines(test) {
            let points = try Self.codePoints(columns[0], file: test.name, line: number)
            let status = columns[1]
            guard ["fully-qualified", "minimally-qualified", "unqualified", "component"].contains(status) else {
                throw GeneratorError.malformed(test.name, line: number, "unknown status \(status)")
            }
            // The comment is "<emoji> E<version> <name>".
            let words = columns[2].split(separator: " ", maxSplits: 2)
            guard words.count == 3, words[1].hasPrefix("E") else {
                throw GeneratorError.malformed(test.name, line: number, "no name in '\(columns[2])'")
            }
            let isRGI = rgi[points] != nil
            guard var kind = rgi[points] ?? rgiWithoutSelectors[points.filter { $0 != 0xFE0F }] else {
                throw GeneratorError.malformed(test.name, line: number, "no RGI sequence for this line")
            }
            if points.count == 1 { kind = .basic }
            if (status == "fully-qualified") != isRGI && status != "component" {
                throw GeneratorError.malformed(test.name, line: number, "\(status) but RGI is \(isRGI)")
            }
            testLines.append(EmojiTestLine(
                number: number, scalars: points, status: status, name: String(words[2]), kind: kind, isRGI: isRGI))
        }
        let listed = Set(testLines.map(\.scalars))
        if let missing = rgi.keys.first(where: { !listed.contains($0) }) {
            throw GeneratorError.unexpected("RGI sequence \(missing) is not in emoji-test.txt")
        }
    }

    /// The data lines of a file as (1-based line number, [code points, type or status, comment]).
    static func dataLines(_ file: UCDFile) -> [(Int, [String])] {
        var result: [(Int, [String])] = []
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            var columns = parts[0].split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            columns.append(parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
            result.append((index + 1, columns))
        }
        return result
    }

    static func codePoints(_ text: String, file: String, line: Int) throws -> [UInt32] {
        let points = text.split(separator: " ").compactMap { UInt32($0, radix: 16) }
        guard !points.isEmpty, points.count == text.split(separator: " ").count else {
            throw GeneratorError.malformed(file, line: line, "bad code points '\(text)'")
        }
        return points
    }
}

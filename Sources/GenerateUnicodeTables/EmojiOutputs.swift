import Foundation

extension OutputFiles {
    /// The emoji tables and test vectors (Emoji 17.0 data for now).
    static func emojiOutputs(_ directories: [VersionDirectory]) throws -> [OutputFile] {
        guard let directory = directories.first(where: { $0.version == "17.0.0" }) else { return [] }
        let emoji = try EmojiData(ucd: directory.url)
        return [
            try emojiPropertyTable(emoji), emojiPropertyRanges(emoji), try emojiSequenceTable(emoji),
            emojiTestVectors(emoji),
        ]
    }

    static func emojiPropertyTable(_ data: EmojiData) throws -> OutputFile {
        let table = try TwoStageTable(values: data.properties)
        let text = header(comment: "//", sources: data.propertySources, version: "17.0.0") + """

            extension EmojiProperties {
                /// Stage 1 of the emoji property lookup, indexed by `codePoint >> 8`: a block
                /// number into ``stage2``. \(table.stage1.count) entries.
                static let stage1: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage1))
                ]

                /// Stage 2 of the emoji property lookup: \(table.stage2.count / 256) distinct blocks
                /// of 256 `EmojiProperties` raw values, indexed by `block << 8 | (codePoint & 0xFF)`.
                static let stage2: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage2))
                ]
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/EmojiProperties+Table.swift", contents: text)
    }

    static func emojiPropertyRanges(_ data: EmojiData) -> OutputFile {
        var text = header(comment: "#", sources: data.propertySources, version: "17.0.0")
        text += """
            # Every code point 0000..10FFFF in maximal ranges of equal emoji properties:
            # range;flags (hex): 01 Emoji, 02 Emoji_Presentation, 04 Emoji_Modifier,
            # 08 Emoji_Modifier_Base, 10 Emoji_Component, 20 Extended_Pictographic,
            # 40 has an emoji presentation sequence in emoji-variation-sequences.txt

            """
        var start = 0
        for cp in 1...0x110000 where cp == 0x110000 || data.properties[cp] != data.properties[start] {
            text += "\(SwiftLiteral.hex(start, width: 4))..\(SwiftLiteral.hex(cp - 1, width: 4));"
            text += SwiftLiteral.hex(data.properties[start], width: 2) + "\n"
            start = cp
        }
        return OutputFile(path: "Data/emoji-properties-17.0.txt", contents: text)
    }

    /// The sequences of emoji-test.txt in file order: their scalars back to back, one packed
    /// record each, and their names, one per line.
    static func emojiSequenceTable(_ data: EmojiData) throws -> OutputFile {
        var scalars: [UInt32] = []
        var records: [UInt32] = []
        var names = ""
        for line in data.testLines {
            guard scalars.count < 1 << 16, line.scalars.count < 16 else {
                throw GeneratorError.unexpected("emoji sequences outgrew the record layout")
            }
            let qualification: UInt32 = switch line.status {
            case "fully-qualified": 0
            case "minimally-qualified": 1
            case "unqualified": 2
            default: 3
            }
            records.append(
                UInt32(scalars.count) | UInt32(line.scalars.count) << 16 | qualification << 20
                    | (line.isRGI ? 1 << 22 : 0))
            scalars += line.scalars
            names += line.name.replacingOccurrences(of: "\\", with: "\\\\") + "\n"
        }
        let maxLength = data.testLines.map(\.scalars.count).max() ?? 0
        let text = header(comment: "//", sources: data.sequenceSources, version: "17.0.0") + """

            extension EmojiSequenceTable {
                /// The number of sequences: every line of emoji-test.txt, in file order.
                static let sequenceCount = \(records.count)

                /// The longest sequence, in scalars.
                static let maxSequenceLength = \(maxLength)

                /// One record per sequence:
                ///
                ///     bit  22    21 20           19 ... 16   15 ........ 0
                ///        | RGI | qualification | length    | start in `scalars` |
                ///
                /// qualification: 0 fully-qualified, 1 minimally-qualified, 2 unqualified, 3 component.
                static let records: [UInt32] = [
            \(words(records))
                ]

                /// The scalars of every sequence, back to back.
                static let scalars: [UInt32] = [
            \(words(scalars))
                ]

                /// The CLDR short name of every sequence, one per line, in record order.
                static let names: String = \"\"\"
            \(names)\"\"\"
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/EmojiSequenceTable+Data.swift", contents: text)
    }

    static func emojiTestVectors(_ data: EmojiData) -> OutputFile {
        var text = header(comment: "#", sources: data.sequenceSources, version: "17.0.0")
        text += """
            # One line per data line of emoji-test.txt (\(data.testLines.count) lines), tab-separated:
            # source line number; code points; status; kind; RGI (Y/N); name.
            # The kind is derived from emoji-sequences.txt and emoji-zwj-sequences.txt: the type of
            # the RGI sequence itself, or of the RGI sequence that restoring U+FE0F makes of it
            # (a single code point is always basic).

            """
        for line in data.testLines {
            let points = line.scalars.map { SwiftLiteral.hex($0, width: 4) }.joined(separator: " ")
            text += "\(line.number)\t\(points)\t\(line.status)\t\(line.kind.rawValue)\t"
            text += (line.isRGI ? "Y" : "N") + "\t\(line.name)\n"
        }
        return OutputFile(path: "Data/emoji-test-17.0.txt", contents: text)
    }

    /// 32-bit words as a Swift array literal, 8 per line.
    static func words(_ values: [UInt32], indent: String = "        ") -> String {
        stride(from: 0, to: values.count, by: 8).map { start in
            indent + values[start..<min(start + 8, values.count)]
                .map { "0x" + SwiftLiteral.hex($0, width: 6) + "," }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

import Foundation

extension OutputFiles {
    /// The emoji tables of every version, and per version its property ranges and emoji-test lines.
    static func emojiOutputs(_ directories: [VersionDirectory]) throws -> [OutputFile] {
        let data = try directories.map { try EmojiData(ucd: $0.url) }
        var files = [
            try emojiPropertyTable(data, directories),
            try emojiSequenceTable(EmojiSequenceUnion(data, directories), data, directories),
        ]
        for (index, (directory, emoji)) in zip(directories, data).enumerated() {
            files.append(emojiPropertyRanges(emoji, directory))
            files.append(emojiTestVectors(emoji, directory, isNewest: index == directories.count - 1))
        }
        return files
    }

    static func emojiPropertyTable(_ data: [EmojiData], _ directories: [VersionDirectory]) throws -> OutputFile {
        let table = try SharedTwoStageTable(versions: data.map(\.properties))
        let versions = directories.map(\.shortVersion).joined(separator: ", ")
        let text = header(comment: "//", sources: data.flatMap(\.propertySources), version: versions) + """

            extension EmojiProperties {
                /// Stage 1 of the emoji property lookup for every version in `UnicodeVersion.allCases`
                /// order (Emoji \(versions)): version `v`'s 0x1100 entries start at `v.index * 0x1100`
                /// and are indexed by `codePoint >> 8`; each is a block number into ``stage2``.
                /// \(table.byteStage1SizeSummary).
                static let stage1: [UInt8] = [
            \(SwiftLiteral.bytes(try table.byteStage1()))
                ]

                /// Stage 2 of the emoji property lookup: \(table.stage2.count / 256) distinct blocks of 256
                /// `EmojiProperties` raw values shared by all versions, indexed by
                /// `block << 8 | (codePoint & 0xFF)`.
                static let stage2: [UInt8] = [
            \(SwiftLiteral.bytes(table.stage2))
                ]
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/EmojiProperties+Table.swift", contents: text)
    }

    static func emojiPropertyRanges(_ data: EmojiData, _ directory: VersionDirectory) -> OutputFile {
        var text = header(comment: "#", sources: data.propertySources, version: directory.version)
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
        return OutputFile(path: "Data/emoji-properties-\(directory.shortVersion).txt", contents: text)
    }

    /// The sequences of every version's emoji-test.txt in one table: their scalars back to back,
    /// one packed record each (with the versions that list the sequence), and their names.
    static func emojiSequenceTable(
        _ union: EmojiSequenceUnion, _ data: [EmojiData], _ directories: [VersionDirectory]
    ) throws -> OutputFile {
        var scalars: [UInt32] = []
        var records: [UInt32] = []
        var names = ""
        for entry in union.entries {
            let line = entry.line
            guard scalars.count < 1 << 16, line.scalars.count < 16, directories.count <= 5 else {
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
                    | (line.isRGI ? 1 << 22 : 0) | UInt32(entry.versionMask) << 23)
            scalars += line.scalars
            names += line.name.replacingOccurrences(of: "\\", with: "\\\\") + "\n"
        }
        let maxLength = union.entries.map(\.line.scalars.count).max() ?? 0
        let versions = directories.map(\.shortVersion)
        let perVersion = zip(versions, data).map { "\($0.0): \($0.1.testLines.count)" }.joined(separator: ", ")
        let sources = data.last.map(\.sequenceSources) ?? []
        let text = header(
            comment: "//", sources: sources + ["emoji-test.txt of Emoji \(versions.dropLast().joined(separator: ", "))"],
            version: versions.joined(separator: ", ")) + """

            extension EmojiSequenceTable {
                /// The number of sequences: every line of every version's emoji-test.txt, once, in
                /// the file order of the newest version that lists it (Emoji \(versions.last ?? "")
                /// lists every one). Lines per version: \(perVersion).
                static let sequenceCount = \(records.count)

                /// The longest sequence, in scalars.
                static let maxSequenceLength = \(maxLength)

                /// One record per sequence:
                ///
                ///     bit  27 ....... 23   22    21 20           19 ... 16   15 ........ 0
                ///        | versions      | RGI | qualification | length    | start in `scalars` |
                ///
                /// qualification: 0 fully-qualified, 1 minimally-qualified, 2 unqualified, 3 component.
                /// versions: bit `v.index` is set when version `v`'s emoji-test.txt lists the
                /// sequence. No sequence changes its status, RGI membership or kind from one
                /// version to the next (the generator checks), so one record holds them for all.
                static let records: [UInt32] = [
            \(words(records))
                ]

                /// The scalars of every sequence, back to back.
                static let scalars: [UInt32] = [
            \(words(scalars))
                ]

                /// The CLDR short name of every sequence, one per line, in record order: the name
                /// in the newest version that lists the sequence.
                static let names: String = \"\"\"
            \(names)\"\"\"
            }

            """
        return OutputFile(path: "Sources/GraphemeMetrics/Generated/EmojiSequenceTable+Data.swift", contents: text)
    }

    /// One version's emoji-test lines, compact: the newest version's file carries the names (which
    /// the library takes from the newest version for every version), the others do not.
    static func emojiTestVectors(_ data: EmojiData, _ directory: VersionDirectory, isNewest: Bool) -> OutputFile {
        var text = header(comment: "#", sources: data.sequenceSources, version: directory.version)
        text += """
            # One line per data line of emoji-test.txt (\(data.testLines.count) lines), tab-separated:
            # source line number; code points; status (f fully-qualified, m minimally-qualified,
            # u unqualified, c component); kind; RGI (Y/N)\(isNewest ? "; name" : "").
            # The kind is derived from emoji-sequences.txt and emoji-zwj-sequences.txt: the type of
            # the RGI sequence itself, or of the RGI sequence that restoring U+FE0F makes of it
            # (a single code point is always basic).

            """
        for line in data.testLines {
            let points = line.scalars.map { SwiftLiteral.hex($0, width: 4) }.joined(separator: " ")
            text += "\(line.number)\t\(points)\t\(line.status.prefix(1))\t\(line.kind.rawValue)\t"
            text += line.isRGI ? "Y" : "N"
            text += isNewest ? "\t\(line.name)\n" : "\n"
        }
        return OutputFile(path: "Data/emoji-test-\(directory.shortVersion).txt", contents: text)
    }

    /// 32-bit words as a Swift array literal, 8 per line.
    static func words(_ values: [UInt32], indent: String = "        ") -> String {
        stride(from: 0, to: values.count, by: 8).map { start in
            indent + values[start..<min(start + 8, values.count)]
                .map { "0x" + SwiftLiteral.hex($0, width: 7) + "," }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

/// Every sequence that some version's emoji-test.txt lists, with the versions that list it.
struct EmojiSequenceUnion {
    struct Entry {
        /// The line of the newest version that lists the sequence (its name is the one kept).
        var line: EmojiTestLine
        /// Bit `i` for the `i`-th version (oldest first) that lists it.
        var versionMask: UInt8
    }

    var entries: [Entry] = []

    /// Newest version first, so that each sequence takes its newest line, name and position.
    init(_ data: [EmojiData], _ directories: [VersionDirectory]) throws {
        var position: [[UInt32]: Int] = [:]
        for versionIndex in data.indices.reversed() {
            for line in data[versionIndex].testLines {
                if let index = position[line.scalars] {
                    let newest = entries[index].line
                    // The record layout holds one status, RGI bit and kind for all versions.
                    guard newest.status == line.status, newest.isRGI == line.isRGI, newest.kind == line.kind else {
                        throw GeneratorError.unexpected(
                            "emoji sequence \(line.scalars.map { String($0, radix: 16) }) changes between "
                                + "Emoji \(directories[versionIndex].shortVersion) and a later version: "
                                + "give the record a status per version")
                    }
                    entries[index].versionMask |= 1 << versionIndex
                } else {
                    position[line.scalars] = entries.count
                    entries.append(Entry(line: line, versionMask: 1 << versionIndex))
                }
            }
        }
    }
}

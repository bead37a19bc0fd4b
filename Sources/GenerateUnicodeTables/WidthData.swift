import Foundation

/// The display width properties of one code point, as the rules of the "Display width rules"
/// article need them.
///
/// The library packs them into one byte (see `WidthProperty` there):
///
///     bit    7    6     5 ....... 2   1 ... 0
///         | 0 | DI |  emoji role  | width class |
struct WidthProperties: Hashable {
    /// The width class: `zero`, `narrow`, `wide` or `ambiguous`.
    var widthClass = "narrow"
    /// The role a scalar plays in control and emoji sequences: `none`, `control`,
    /// `pictographic`, `textDefaultEmoji`, `emojiPresentation`, `emojiModifier`,
    /// `regionalIndicator`, `textSelector`, `emojiSelector`, `zwj`, `keycap`.
    var role = "none"
    /// Default_Ignorable_Code_Point=Yes.
    var isDefaultIgnorable = false

    static let widthClasses = ["zero", "narrow", "wide", "ambiguous"]
    static let roles = [
        "none", "control", "pictographic", "textDefaultEmoji", "emojiPresentation", "emojiModifier",
        "regionalIndicator", "textSelector", "emojiSelector", "zwj", "keycap",
    ]

    /// The packed byte; the order of `widthClasses` and `roles` must match the library's raw
    /// values, which the exhaustive width table test checks for every code point.
    func packed() throws -> UInt8 {
        guard let width = Self.widthClasses.firstIndex(of: widthClass),
              let roleIndex = Self.roles.firstIndex(of: role)
        else { throw GeneratorError.unexpected("unmodelled width properties \(self)") }
        return UInt8(width) | UInt8(roleIndex) << 2 | (isDefaultIgnorable ? 0x40 : 0)
    }
}

/// Width properties for every code point, from EastAsianWidth, DerivedGeneralCategory,
/// DerivedCoreProperties, PropList, GraphemeBreakProperty, emoji-data, emoji-sequences and
/// emoji-variation-sequences.
struct WidthData {
    var properties: [WidthProperties]
    var sources: [String]

    init(ucd: URL) throws {
        properties = Array(repeating: WidthProperties(), count: 0x110000)
        let eaw = try UCDFile(directory: ucd, name: "EastAsianWidth.txt")
        let category = try UCDFile(directory: ucd, name: "DerivedGeneralCategory.txt")
        let core = try UCDFile(directory: ucd, name: "DerivedCoreProperties.txt")
        let propList = try UCDFile(directory: ucd, name: "PropList.txt")
        let gcb = try UCDFile(directory: ucd, name: "GraphemeBreakProperty.txt")
        let emoji = try UCDFile(directory: ucd, name: "emoji-data.txt")
        let sequences = try UCDFile(directory: ucd, name: "emoji-sequences.txt")
        let variations = try UCDFile(directory: ucd, name: "emoji-variation-sequences.txt")
        sources = [eaw, category, core, propList, gcb, emoji, sequences, variations].map(\.versionLine)

        // Rules 6-8: East_Asian_Width. Unlisted code points are N (the file's @missing line);
        // the unassigned ranges that default to W are listed explicitly in every version from 15.0.
        for record in try eaw.records() {
            let width: String
            switch record.fields[0] {
            case "W", "F": width = "wide"
            case "A": width = "ambiguous"
            case "N", "Na", "H": width = "narrow"
            default: throw GeneratorError.malformed(eaw.name, line: 0, "unknown East_Asian_Width \(record.fields[0])")
            }
            for cp in record.range { properties[Int(cp)].widthClass = width }
        }
        // Rule 1 and rule 9: controls, nonspacing and enclosing marks, format characters and
        // default ignorables take no column of their own.
        for record in try category.records() {
            switch record.fields[0] {
            case "Cc", "Zl", "Zp":
                for cp in record.range {
                    properties[Int(cp)].widthClass = "zero"
                    properties[Int(cp)].role = "control"
                }
            case "Mn", "Me", "Cf":
                for cp in record.range { properties[Int(cp)].widthClass = "zero" }
            default:
                break
            }
        }
        for record in try core.records() where record.fields == ["Default_Ignorable_Code_Point"] {
            for cp in record.range {
                properties[Int(cp)].widthClass = "zero"
                properties[Int(cp)].isDefaultIgnorable = true
            }
        }

        // Rules 2-4: the emoji roles, weakest first so that stronger ones overwrite.
        let emojiRecords = try emoji.records()
        for name in ["Extended_Pictographic", "Emoji", "Emoji_Presentation", "Emoji_Modifier"] {
            let role = [
                "Extended_Pictographic": "pictographic", "Emoji": "textDefaultEmoji",
                "Emoji_Presentation": "emojiPresentation", "Emoji_Modifier": "emojiModifier",
            ][name]!
            for record in emojiRecords where record.fields == [name] {
                for cp in record.range { properties[Int(cp)].role = role }
            }
        }
        for record in try propList.records() where record.fields == ["Regional_Indicator"] {
            for cp in record.range { properties[Int(cp)].role = "regionalIndicator" }
        }
        for record in try gcb.records() where record.fields == ["ZWJ"] {
            for cp in record.range { properties[Int(cp)].role = "zwj" }
        }
        // The selectors and the keycap mark, taken from the sequences that use them rather
        // than typed in: the last scalar of `X FE0E ; text style`, `X FE0F ; emoji style` and
        // of every Emoji_Keycap_Sequence.
        for (scalars, type) in try Self.sequences(variations) {
            guard scalars.count == 2 else { continue }
            switch type {
            case "text style": properties[Int(scalars[1])].role = "textSelector"
            case "emoji style": properties[Int(scalars[1])].role = "emojiSelector"
            default: throw GeneratorError.malformed(variations.name, line: 0, "unknown style \(type)")
            }
        }
        for (scalars, type) in try Self.sequences(sequences) where type == "Emoji_Keycap_Sequence" {
            if let last = scalars.last { properties[Int(last)].role = "keycap" }
        }
    }

    /// The `X Y Z ; type` lines of the emoji sequence files.
    static func sequences(_ file: UCDFile) throws -> [([UInt32], String)] {
        var result: [([UInt32], String)] = []
        for (index, raw) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let columns = content.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count >= 2, !columns[0].isEmpty, !columns[0].contains("..") else { continue }
            let scalars = columns[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            guard scalars.count == columns[0].split(separator: " ").count, scalars.allSatisfy({ $0 <= 0x10FFFF })
            else { throw GeneratorError.malformed(file.name, line: index + 1, "bad sequence '\(columns[0])'") }
            result.append((scalars, columns[1]))
        }
        return result
    }

    /// Maximal runs of code points with identical properties, in code point order.
    func ranges() -> [(ClosedRange<Int>, WidthProperties)] {
        var result: [(ClosedRange<Int>, WidthProperties)] = []
        var start = 0
        for cp in 1...0x110000 where cp == 0x110000 || properties[cp] != properties[start] {
            result.append((start...(cp - 1), properties[start]))
            start = cp
        }
        return result
    }
}

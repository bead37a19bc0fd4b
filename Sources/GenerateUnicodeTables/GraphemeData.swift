import Foundation

/// The three properties UAX #29 needs per code point, as named in the UCD.
struct GraphemeProperties: Hashable {
    var clusterBreak = "Other"
    var conjunctBreak = "None"
    var extendedPictographic = false

    /// The packed class id of `GraphemeClass` in the library. The order here must match
    /// `GraphemeClass`'s raw values; the exhaustive table test checks every code point.
    func classID() throws -> UInt8 {
        switch (clusterBreak, conjunctBreak, extendedPictographic) {
        case ("Other", "None", false): 0
        case ("CR", "None", false): 1
        case ("LF", "None", false): 2
        case ("Control", "None", false): 3
        case ("Extend", "None", false): 4
        case ("Extend", "Extend", false): 5
        case ("Extend", "Linker", false): 6
        case ("ZWJ", "Extend", false): 7
        case ("Regional_Indicator", "None", false): 8
        case ("Prepend", "None", false): 9
        case ("SpacingMark", "None", false): 10
        case ("L", "None", false): 11
        case ("V", "None", false): 12
        case ("T", "None", false): 13
        case ("LV", "None", false): 14
        case ("LVT", "None", false): 15
        case ("Other", "None", true): 16
        case ("Other", "Consonant", false): 17
        case ("ZWJ", "None", false): 18
        case ("Other", "Linker", false): 19
        default:
            throw GeneratorError.unexpected(
                "property combination not modelled by GraphemeClass: \(self); extend the class list")
        }
    }
}

/// Grapheme_Cluster_Break, Indic_Conjunct_Break and Extended_Pictographic for every code point.
struct GraphemeData {
    var properties: [GraphemeProperties]
    var sources: [String]

    init(ucd: URL) throws {
        properties = Array(repeating: GraphemeProperties(), count: 0x110000)
        let gcb = try UCDFile(directory: ucd, name: "GraphemeBreakProperty.txt")
        let core = try UCDFile(directory: ucd, name: "DerivedCoreProperties.txt")
        let emoji = try UCDFile(directory: ucd, name: "emoji-data.txt")
        sources = [gcb.versionLine, core.versionLine, emoji.versionLine]

        for record in try gcb.records() {
            for cp in record.range { properties[Int(cp)].clusterBreak = record.fields[0] }
        }
        for record in try core.records() where record.fields.first == "InCB" {
            guard record.fields.count == 2 else {
                throw GeneratorError.malformed(core.name, line: 0, "InCB record without a value")
            }
            for cp in record.range { properties[Int(cp)].conjunctBreak = record.fields[1] }
        }
        for record in try emoji.records() where record.fields.first == "Extended_Pictographic" {
            for cp in record.range { properties[Int(cp)].extendedPictographic = true }
        }
        // The UCD assigns no property to surrogates' scalars; they never reach a lookup as
        // themselves (an unpaired surrogate is repaired to U+FFFD first), so they stay Other.
    }

    /// Maximal runs of code points with identical properties, in code point order.
    func ranges() -> [(ClosedRange<Int>, GraphemeProperties)] {
        var result: [(ClosedRange<Int>, GraphemeProperties)] = []
        var start = 0
        for cp in 1...0x110000 where cp == 0x110000 || properties[cp] != properties[start] {
            result.append((start...(cp - 1), properties[start]))
            start = cp
        }
        return result
    }
}

/// The parsed GraphemeBreakTest.txt lines.
struct GraphemeBreakTestData {
    struct Line {
        var number: Int
        /// `÷ 0061 × 0308 ÷` as in the file, without the comment.
        var marks: String
    }

    var lines: [Line] = []
    var source: String

    init(ucd: URL) throws {
        let file = try UCDFile(directory: ucd, name: "GraphemeBreakTest.txt")
        source = file.versionLine
        for (index, raw) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            if content.isEmpty { continue }
            let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard tokens.first == "÷", tokens.last == "÷", tokens.count % 2 == 1 else {
                throw GeneratorError.malformed(file.name, line: index + 1, "not a ÷/× line")
            }
            for (position, token) in tokens.enumerated() {
                let ok = position % 2 == 0 ? (token == "÷" || token == "×") : UInt32(token, radix: 16) != nil
                if !ok { throw GeneratorError.malformed(file.name, line: index + 1, "bad token '\(token)'") }
            }
            lines.append(Line(number: index + 1, marks: tokens.joined(separator: " ")))
        }
    }
}

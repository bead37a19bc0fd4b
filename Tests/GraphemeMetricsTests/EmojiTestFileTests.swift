import Foundation
@testable import GraphemeMetrics
import Testing

/// Every data line of every version's emoji-test.txt (Emoji 15.0 to 18.0), through
/// `Data/emoji-test-<version>.txt`: each is one grapheme cluster with the status, kind and RGI
/// status that version's data files give it, classified by that version's data.
@Suite struct EmojiTestFileTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var version: UnicodeVersion
        var number: Int
        var scalars: [Unicode.Scalar]
        var status: String
        var kind: String
        var isRGI: Bool
        /// Only the newest version's vectors carry names (the library's names for every version).
        var name: String?

        init?(_ line: Substring, version: UnicodeVersion) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 || fields.count == 6, let number = Int(fields[0]) else { return nil }
            let scalars = fields[1].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            guard scalars.count == fields[1].split(separator: " ").count else { return nil }
            self.version = version
            self.number = number
            self.scalars = scalars
            status = fields[2]
            kind = fields[3]
            isRGI = fields[4] == "Y"
            name = fields.count == 6 ? fields[5] : nil
        }

        var testDescription: String {
            "Emoji \(version) line \(number): "
                + scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
                + " \(status) \(kind)" + (name.map { " (\($0))" } ?? "")
        }
    }

    static func fileName(_ version: UnicodeVersion) -> String { "emoji-test-\(version).txt" }

    static func lines(_ version: UnicodeVersion) -> [Line] {
        (try? TestData.lines(fileName(version)))?.compactMap { Line($0, version: version) } ?? []
    }

    static let linesByVersion: [UnicodeVersion: [Line]] = Dictionary(
        uniqueKeysWithValues: UnicodeVersion.allCases.map { ($0, lines($0)) })

    static let allLines: [Line] = UnicodeVersion.allCases.flatMap { linesByVersion[$0] ?? [] }

    /// The names of the newest version, which the library gives for every version.
    static let newestNames: [[Unicode.Scalar]: String] = Dictionary(
        (linesByVersion[UnicodeVersion.allCases.last!] ?? []).map { ($0.scalars, $0.name ?? "") },
        uniquingKeysWith: { first, _ in first })

    /// Data lines and status counts per version: `grep -c '^[0-9A-F]' emoji-test.txt` and
    /// `grep -c '^[0-9A-F].*; fully-qualified'` (and so on) over each raw file, which match the
    /// status counts at the end of each file.
    static let expectedCounts: [UnicodeVersion: (lines: Int, f: Int, m: Int, u: Int, c: Int)] = [
        .v15_0: (4733, 3655, 827, 242, 9),
        .v15_1: (5034, 3773, 1009, 243, 9),
        .v16_0: (5042, 3781, 1009, 243, 9),
        .v17_0: (5225, 3944, 1029, 243, 9),
        .v18_0: (5244, 3963, 1029, 243, 9),
    ]

    static func qualification(_ status: String) -> EmojiQualification? {
        switch status {
        case "f": .fullyQualified
        case "m": .minimallyQualified
        case "u": .unqualified
        case "c": .component
        default: nil
        }
    }

    static func kind(_ name: String) -> EmojiKind? {
        EmojiKind.allCases.first { "\($0)" == name }
    }

    @Test(arguments: UnicodeVersion.allCases)
    func allLinesWereRead(_ version: UnicodeVersion) throws {
        let expected = try #require(Self.expectedCounts[version])
        #expect(try TestData.lines(Self.fileName(version)).count == expected.lines)
        let lines = Self.linesByVersion[version] ?? []
        #expect(lines.count == expected.lines)
        let statuses = Dictionary(grouping: lines, by: \.status).mapValues(\.count)
        #expect(statuses == ["f": expected.f, "m": expected.m, "u": expected.u, "c": expected.c])
        #expect(lines.filter(\.isRGI).count == expected.f + expected.c)
        #expect(lines.allSatisfy { ($0.name != nil) == (version == UnicodeVersion.allCases.last) })
    }

    /// The raw `emoji-test.txt` of a version in `../shared/unicode`, when the checkout has it beside it.
    static func rawFile(_ version: UnicodeVersion) -> URL? {
        let url = TestData.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/unicode/\(version).0/emoji-test.txt")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    @Test(
        .enabled(if: rawFile(.v18_0) != nil, "needs ../shared/unicode/<version>/emoji-test.txt beside the checkout"),
        arguments: UnicodeVersion.allCases)
    func rawFileHasTheSameDataLines(_ version: UnicodeVersion) throws {
        // Ties the vectors to the raw files (CI's --check also does).
        let text = try String(contentsOf: try #require(Self.rawFile(version)), encoding: .utf8)
        let dataLines = text.split(separator: "\n").filter { $0.first?.isHexDigit == true }
        #expect(dataLines.count == Self.expectedCounts[version]?.lines)
        #expect(dataLines.count == Self.linesByVersion[version]?.count)
    }

    @Test(arguments: allLines)
    func line(_ line: Line) throws {
        let version = line.version
        var string = ""
        string.unicodeScalars.append(contentsOf: line.scalars)
        #expect(GraphemeClusters.count(string, unicode: version) == 1)
        let info = try #require(Emoji.classify(line.scalars, unicode: version))
        #expect(info.kind == Self.kind(line.kind))
        #expect(info.qualification == Self.qualification(line.status))
        #expect(info.isRGI == line.isRGI)
        #expect(info.name == Self.newestNames[line.scalars])
        if let name = line.name { #expect(info.name == name) }

        // Counting agrees with classifying, in both encodings.
        let counts = Emoji.counts(string, policy: .emojiLike, unicode: version)
        #expect(counts.total == 1 && counts.clusters == 1)
        #expect(Emoji.counts(utf16: Array(string.utf16), policy: .emojiLike, unicode: version) == counts)
        let rgiCounts = Emoji.counts(string, policy: .fullyQualifiedRGI, unicode: version)
        #expect(rgiCounts.total == (line.status == "f" ? 1 : 0))
    }

    /// Every sequence that only later versions list is unlisted in a version: no qualification,
    /// no name, not RGI, and not counted under `.fullyQualifiedRGI`.
    @Test(arguments: UnicodeVersion.allCases)
    func laterSequencesAreNotListed(_ version: UnicodeVersion) throws {
        let listed = Set((Self.linesByVersion[version] ?? []).map(\.scalars))
        let later = Set(Self.allLines.map(\.scalars)).subtracting(listed)
        let expectedLater = (Self.expectedCounts[.v18_0]?.lines ?? 0) - (Self.expectedCounts[version]?.lines ?? 0)
        #expect(later.count == expectedLater, "no sequence disappears from a later version")
        var failures: [String] = []
        for scalars in later {
            let info = Emoji.classify(scalars, unicode: version)
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            if info?.qualification != nil || info?.isRGI == true || info?.name != nil
                || Emoji.counts(string, policy: .fullyQualifiedRGI, unicode: version).total != 0
            {
                failures.append(scalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test(arguments: UnicodeVersion.allCases)
    func listedSequencesFollowTheFile(_ version: UnicodeVersion) throws {
        let lines = Self.linesByVersion[version] ?? []
        let listed = Emoji.listedSequences(unicode: version)
        #expect(listed.count == lines.count)
        #expect(Set(listed.map(\.scalars)) == Set(lines.map(\.scalars)))
        // The newest file's order, restricted to the version: each version's own order but
        // where CLDR moved an emoji.
        let newest = Self.linesByVersion[.v18_0] ?? []
        let inVersion = Set(lines.map(\.scalars))
        #expect(listed.map(\.scalars) == newest.map(\.scalars).filter { inVersion.contains($0) })
        if version >= .v17_0 { #expect(listed.map(\.scalars) == lines.map(\.scalars)) }
        #expect(listed.first?.info.name == "grinning face")
        #expect(Emoji.listedSequences().count == Self.expectedCounts[.default]?.lines)
    }
}

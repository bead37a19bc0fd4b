import Foundation
import GraphemeMetrics
import Testing

/// Every data line of emoji-test.txt (Emoji 17.0), through `Data/emoji-test-17.0.txt`: each is one
/// grapheme cluster with the status, kind, RGI status and name the data files give it.
@Suite struct EmojiTestFileTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var number: Int
        var scalars: [Unicode.Scalar]
        var status: String
        var kind: String
        var isRGI: Bool
        var name: String

        init?(_ line: Substring) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, let number = Int(fields[0]) else { return nil }
            let scalars = fields[1].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            guard scalars.count == fields[1].split(separator: " ").count else { return nil }
            self.number = number
            self.scalars = scalars
            status = fields[2]
            kind = fields[3]
            isRGI = fields[4] == "Y"
            name = fields[5]
        }

        var testDescription: String {
            "line \(number): \(scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")) \(status) (\(name))"
        }
    }

    static let lines: [Line] = (try? TestData.lines("emoji-test-17.0.txt"))?.compactMap(Line.init) ?? []

    static func qualification(_ status: String) -> EmojiQualification? {
        switch status {
        case "fully-qualified": .fullyQualified
        case "minimally-qualified": .minimallyQualified
        case "unqualified": .unqualified
        case "component": .component
        default: nil
        }
    }

    static func kind(_ name: String) -> EmojiKind? {
        EmojiKind.allCases.first { "\($0)" == name }
    }

    @Test func allLinesWereRead() throws {
        // 5,225 data lines: `grep -c '^[0-9A-F]' emoji-test.txt`, and the file's own status counts.
        #expect(try TestData.lines("emoji-test-17.0.txt").count == 5225)
        #expect(Self.lines.count == 5225)
        let statuses = Dictionary(grouping: Self.lines, by: \.status).mapValues(\.count)
        #expect(statuses == ["fully-qualified": 3944, "minimally-qualified": 1029, "unqualified": 243, "component": 9])
        #expect(Self.lines.filter(\.isRGI).count == 3944 + 9)
    }

    /// The raw `emoji-test.txt` in `../shared/unicode/17.0.0`, when the checkout has it beside it.
    static let rawFile: URL? = {
        let url = TestData.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/unicode/17.0.0/emoji-test.txt")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    @Test(.enabled(if: rawFile != nil, "needs ../shared/unicode/17.0.0/emoji-test.txt beside the checkout"))
    func rawFileHasTheSameDataLines() throws {
        // Ties the vectors to the raw file (CI's --check also does).
        let text = try String(contentsOf: try #require(Self.rawFile), encoding: .utf8)
        let dataLines = text.split(separator: "\n").filter { $0.first?.isHexDigit == true }
        #expect(dataLines.count == 5225)
    }

    @Test(arguments: lines)
    func line(_ line: Line) throws {
        var string = ""
        string.unicodeScalars.append(contentsOf: line.scalars)
        #expect(GraphemeClusters.count(string) == 1)
        let info = try #require(Emoji.classify(line.scalars))
        #expect(info.kind == Self.kind(line.kind))
        #expect(info.qualification == Self.qualification(line.status))
        #expect(info.isRGI == line.isRGI)
        #expect(info.name == line.name)

        // Counting agrees with classifying, in both encodings.
        let counts = Emoji.counts(in: string, policy: .emojiLike)
        #expect(counts.total == 1 && counts.clusters == 1)
        #expect(Emoji.counts(utf16: Array(string.utf16), policy: .emojiLike) == counts)
        let rgiCounts = Emoji.counts(in: string, policy: .fullyQualifiedRGI)
        #expect(rgiCounts.total == (line.status == "fully-qualified" ? 1 : 0))
    }

    @Test func listedSequencesFollowTheFile() throws {
        let listed = Emoji.listedSequences
        #expect(listed.count == 5225)
        #expect(listed.map(\.scalars) == Self.lines.map(\.scalars))
        #expect(listed.first?.info.name == "grinning face")
    }
}

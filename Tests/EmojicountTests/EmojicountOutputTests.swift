import Foundation
import Testing

/// Hand-picked texts, written with escaped scalars so that ZWJ and combining marks stay visible.
enum Sample {
    /// e + COMBINING ACUTE ACCENT: 1 grapheme, 2 scalars, 2 UTF-16 units, 3 bytes.
    static let eAcute = "e\u{0301}"
    /// WOMAN SCIENTIST (ZWJ sequence): 1 grapheme, 3 scalars, 5 UTF-16 units, 11 bytes.
    static let scientist = "\u{1F469}\u{200D}\u{1F52C}"
    /// The flag of Ukraine (Regional Indicator pair, GB12): 1 grapheme, 2 scalars, 4 units, 8 bytes.
    static let flagUA = "\u{1F1FA}\u{1F1E6}"
    /// 7 graphemes: é, the scientist, the flag, a, CR LF (GB3), b, LF; 12 scalars, 16 units, 27 bytes.
    static let mixed = eAcute + scientist + flagUA + "a\r\nb\n"
}

@Suite struct EmojicountOutputTests {
    @Test func summaryOfOneFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("mixed.txt", Sample.mixed)
        #expect(Sample.mixed.count == 7)

        let result = try directory.run(["mixed.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == summaryHeading + "\n" + summaryRow([7, 12, 16, 27, 0, 2], "mixed.txt") + "\n")
    }

    @Test func summaryOfSeveralFilesHasATotal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("mixed.txt", Sample.mixed)
        try directory.write("abc.txt", "abc")
        try directory.write("bad.txt", [0x61, 0xFF, 0x62])  // a, an invalid byte, b

        let result = try directory.run(["mixed.txt", "abc.txt", "bad.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.lines == [
                summaryHeading,
                summaryRow([7, 12, 16, 27, 0, 2], "mixed.txt"),
                summaryRow([3, 3, 3, 3, 0, 0], "abc.txt"),
                summaryRow([3, 3, 3, 3, 1, 0], "bad.txt"),
                summaryRow([13, 18, 22, 33, 1, 2], "total"),
            ])
    }

    @Test func summaryInLineModeHasARowPerLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("lines.txt", "ab\r\n" + Sample.scientist + "\n\nxyz")

        let result = try directory.run(["--records", "line", "lines.txt"])
        #expect(result.status == 0)
        #expect(
            result.lines == [
                summaryHeading,
                summaryRow([2, 2, 2, 2, 0, 0], "lines.txt:1"),
                summaryRow([1, 3, 5, 11, 0, 1], "lines.txt:2"),
                summaryRow([0, 0, 0, 0, 0, 0], "lines.txt:3"),
                summaryRow([3, 3, 3, 3, 0, 0], "lines.txt:4"),
                summaryRow([6, 8, 10, 16, 0, 1], "lines.txt"),
            ])
    }

    @Test func jsonOfKnownText() throws {
        let directory = try TemporaryDirectory()
        try directory.write("mixed.txt", Sample.mixed)
        try directory.write("hangul.txt", "\u{1100}\u{1161}\u{11A8}\u{AC00}")  // conjoining L V T (GB6, GB7), then 가

        let result = try directory.run(["--json", "mixed.txt", "hangul.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stableLines == [
                jsonLine("mixed.txt", graphemes: 7, scalars: 12, utf16: 16, utf8: 27),
                jsonLine("hangul.txt", graphemes: 2, scalars: 4, utf16: 4, utf8: 12),
            ])
        #expect(result.lines == [jsonLine("mixed.txt", text: Sample.mixed), jsonLine("hangul.txt", text: "\u{1100}\u{1161}\u{11A8}\u{AC00}")])
    }

    @Test func jsonEscapesTheSourceName() throws {
        let directory = try TemporaryDirectory()
        let name = "q\"b\\s\u{01}\t\u{E9}.txt"  // quote, backslash, U+0001, TAB, é
        try directory.write(name, "x")

        let result = try directory.run(["--json", name])
        #expect(result.status == 0)
        #expect(result.stableStdout == #"{"source": "q\"b\\s\u0001\u0009"# + "\u{E9}" + #".txt", "record": 0, "graphemes": 1, "scalars": 1, "utf16": 1, "utf8": 1, "illFormed": 0}"# + "\n")
        // Foundation's own parser reads the line back.
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        #expect(object?["source"] as? String == name)
    }

    @Test func linesWithCRLFAndAFinalLineWithoutLF() throws {
        let directory = try TemporaryDirectory()
        // "one" CR LF, "two" LF, an empty line (CR LF), "a CR b" (a lone CR stays in its line), "end" CR at the very end.
        try directory.write("lines.txt", "one\r\ntwo\n\r\na\rb\nend\r")

        let result = try directory.run(["--json", "--records", "line", "lines.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableLines == [
                jsonLine("lines.txt", record: 0, text: "one"),
                jsonLine("lines.txt", record: 1, text: "two"),
                jsonLine("lines.txt", record: 2, text: ""),
                jsonLine("lines.txt", record: 3, graphemes: 3, scalars: 3, utf16: 3, utf8: 3),
                jsonLine("lines.txt", record: 4, graphemes: 4, scalars: 4, utf16: 4, utf8: 4),
            ].map(stableKeys))
    }

    @Test func wholeMatchesLineModePlusLineEnds() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.txt", "x\ny\n")
        let whole = try directory.run(["--json", "t.txt"])
        let lines = try directory.run(["--json", "--records", "line", "t.txt"])
        #expect(whole.stableLines == [jsonLine("t.txt", graphemes: 4, scalars: 4, utf16: 4, utf8: 4)])
        #expect(lines.lines == [jsonLine("t.txt", record: 0, text: "x"), jsonLine("t.txt", record: 1, text: "y")])
    }

    @Test func clustersOfAZWJSequenceAFlagAndCRLF() throws {
        let directory = try TemporaryDirectory()
        try directory.write("c.txt", Sample.scientist + Sample.flagUA + "\r\n" + Sample.eAcute)

        let result = try directory.run(["--json", "--clusters", "c.txt"])
        #expect(result.status == 0)
        let clusters = #"{"utf16": [0, 5], "scalars": "1F469 200D 1F52C", "emoji": "zwjSequence", "rgi": true}, "#
            + #"{"utf16": [5, 9], "scalars": "1F1FA 1F1E6", "emoji": "flag", "rgi": true}, "#
            + #"{"utf16": [9, 11], "scalars": "000D 000A", "emoji": null, "rgi": false}, "#
            + #"{"utf16": [11, 13], "scalars": "0065 0301", "emoji": null, "rgi": false}"#
        #expect(result.stableStdout == jsonLine("c.txt", graphemes: 4, scalars: 9, utf16: 13, utf8: 24, clusters: clusters) + "\n")
    }

    @Test func clustersInLineModeAreRelativeToTheRecord() throws {
        let directory = try TemporaryDirectory()
        try directory.write("c.txt", Sample.scientist + Sample.flagUA + "\r\n" + Sample.eAcute)

        let result = try directory.run(["--json", "--clusters", "--records", "line", "c.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableLines == [
                jsonLine(
                    "c.txt", record: 0, graphemes: 2, scalars: 5, utf16: 9, utf8: 19,
                    clusters: #"{"utf16": [0, 5], "scalars": "1F469 200D 1F52C", "emoji": "zwjSequence", "rgi": true}, {"utf16": [5, 9], "scalars": "1F1FA 1F1E6", "emoji": "flag", "rgi": true}"#),
                jsonLine(
                    "c.txt", record: 1, graphemes: 1, scalars: 2, utf16: 2, utf8: 3,
                    clusters: #"{"utf16": [0, 2], "scalars": "0065 0301", "emoji": null, "rgi": false}"#),
            ])
    }

    @Test func clustersOfAnEmptyRecordIsAnEmptyArray() throws {
        let directory = try TemporaryDirectory()
        try directory.write("e.txt", "")
        let result = try directory.run(["--json", "--clusters", "e.txt"])
        #expect(result.stableStdout == jsonLine("e.txt", graphemes: 0, scalars: 0, utf16: 0, utf8: 0, clusters: "") + "\n")
    }

    @Test func clustersNeedJSON() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "a")
        let result = try directory.run(["--clusters", "a.txt"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: --clusters needs --json"))
    }

    @Test func emptyInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("empty.txt", "")
        try directory.write("bom.txt", [0xEF, 0xBB, 0xBF])
        try directory.write("lf.txt", "\n")

        // Whole: one record of zeros, also for a byte order mark alone.
        let whole = try directory.run(["--json", "empty.txt", "bom.txt", "-"])
        #expect(whole.status == 0)
        #expect(
            whole.stableLines == [
                jsonLine("empty.txt", graphemes: 0, scalars: 0, utf16: 0, utf8: 0),
                jsonLine("bom.txt", graphemes: 0, scalars: 0, utf16: 0, utf8: 0),
                jsonLine("-", graphemes: 0, scalars: 0, utf16: 0, utf8: 0),
            ])
        // Line: no records, but one empty record for a single LF.
        let lines = try directory.run(["--json", "--records", "line", "empty.txt", "bom.txt", "lf.txt"])
        #expect(lines.status == 0)
        #expect(lines.stableLines == [jsonLine("lf.txt", graphemes: 0, scalars: 0, utf16: 0, utf8: 0)])
        // The table still has a row for each source.
        let summary = try directory.run(["--records", "line", "empty.txt"])
        #expect(summary.lines == [summaryHeading, summaryRow([0, 0, 0, 0, 0, 0], "empty.txt")])
    }

    @Test(arguments: [false, true])
    func standardInput(throughAPipe: Bool) throws {
        let directory = try TemporaryDirectory()
        let bytes = Data(Sample.mixed.utf8)
        let input: Emojicount.Input = throughAPipe ? .pipe(bytes) : .file(bytes)
        let implicit = try directory.run(["--json"], input: input)
        #expect(implicit.status == 0)
        #expect(implicit.stableStdout == jsonLine("-", graphemes: 7, scalars: 12, utf16: 16, utf8: 27) + "\n")
        let dash = try directory.run(["-"], input: input)
        #expect(dash.stdout == summaryHeading + "\n" + summaryRow([7, 12, 16, 27, 0, 2], "-") + "\n")
    }

    @Test func largeStandardInputThroughAPipeLineByLine() throws {
        // A pipe delivers less than a chunk per read; the result must not depend on it.
        let directory = try TemporaryDirectory()
        let line = Sample.eAcute + Sample.scientist + Sample.flagUA + "ab\r\n"  // 5 graphemes, then CR LF
        let text = String(repeating: line, count: 20_000)
        let result = try directory.run(["--records", "line", "--json", "-"], input: .pipe(Data(text.utf8)))
        #expect(result.status == 0)
        #expect(result.lines.count == 20_000)
        #expect(result.lines.last == jsonLine("-", record: 19_999, text: String(line.dropLast())))
        #expect(Set(result.lines.map { $0.replacingOccurrences(of: #""record": \d+"#, with: "", options: .regularExpression) }).count == 1)
    }
}

import Foundation
import Testing

/// `--merge` against one run over the whole input: the text is split into parts at line
/// boundaries, each part counted with `--json --tally` as a map step would, and the merged
/// output must be byte for byte the whole run's output.
@Suite struct EmojicountMergeTests {
    /// `Examples/sample.txt` (several scripts, flags, keycaps, skin tones, ZWJ and tag sequences),
    /// three times, with a line over the limits used below and an empty line.
    static let text: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sample = (try? String(contentsOf: root.appendingPathComponent("Examples/sample.txt"), encoding: .utf8)) ?? ""
        return sample + "\n" + String(repeating: "\u{1F1FA}\u{1F1E6}", count: 70) + "\n" + sample + sample
    }()

    /// The text's lines split into `count` parts of consecutive lines, each ending with its LF.
    static func parts(_ count: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 + "\n" }
        let size = (lines.count + count - 1) / count
        return stride(from: 0, to: lines.count, by: size).map { lines[$0..<min($0 + size, lines.count)].joined() }
    }

    /// Runs the map step over each part (standard input, so every part is the source "-") and
    /// writes the concatenated JSON Lines to `parts.jsonl`.
    static func mapParts(_ count: Int, options: [String], in directory: TemporaryDirectory) throws {
        var jsonLines = Data()
        for part in parts(count) {
            let result = try directory.run(["--records", "line", "--json", "--tally"] + options + ["-"], input: .pipe(Data(part.utf8)))
            #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
            jsonLines.append(result.stdoutData)
        }
        try jsonLines.write(to: directory.url.appendingPathComponent("parts.jsonl"))
    }

    @Test func theSampleHasEnoughLinesToSplit() {
        #expect(Self.parts(7).count == 7)
        #expect(Self.parts(7).joined() == Self.text)
    }

    /// The output options of both runs, and the `--max-*` limits of the map step and the whole run.
    static let outputs: [(output: [String], limits: [String])] = [
        (["--records", "line"], []),
        (["--json", "--tally"], []),
        (["--top", "10"], []),
        (["--unique"], []),
        (["--records", "line"], ["--max-graphemes", "100", "--max-width", "120"]),
        (["--json", "--tally"], ["--max-graphemes", "100"]),
    ]

    @Test(arguments: outputs)
    func mergedPartsPrintWhatOneRunPrints(_ output: [String], limits: [String]) throws {
        let directory = try TemporaryDirectory()
        try Self.mapParts(7, options: limits, in: directory)
        let whole = try directory.run(
            ["--records", "line"] + output + limits + ["-"], input: .pipe(Data(Self.text.utf8)))
        let merged = try directory.run(["--merge"] + output + ["parts.jsonl"])
        #expect(merged.stdout == whole.stdout)
        #expect(merged.stderr == whole.stderr)
        #expect(merged.status == whole.status)
        #expect(!whole.stdout.isEmpty)
        #expect(whole.status == (limits.isEmpty ? 0 : 1))
    }

    @Test func theTallyListsEachRecordsEmojiInOrderOfFirstAppearance() throws {
        let directory = try TemporaryDirectory()
        let result = try directory.run(
            ["--json", "--tally", "-"], input: .pipe(Data("\u{1F600}a\u{1F44D}\u{1F3FD}\u{1F600}".utf8)))
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(#""violations": [], "tally": {"1F600": 2, "1F44D 1F3FD": 1}}"# + "\n"))
    }

    @Test func filesCountedApartMergeIntoTheTableOfOneRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "caf\u{E9} \u{1F1EB}\u{1F1F7}\n")
        try directory.write("b.txt", "\u{1F469}\u{200D}\u{1F52C}")
        let whole = try directory.run(["a.txt", "b.txt"])
        let a = try directory.run(["--json", "a.txt"])
        let b = try directory.run(["--json", "b.txt"])
        try (a.stdoutData + b.stdoutData).write(to: directory.url.appendingPathComponent("parts.jsonl"))
        let merged = try directory.run(["--merge", "parts.jsonl"])
        #expect(merged.status == 0)
        #expect(merged.stdout == whole.stdout)
    }

    @Test func aLineThatIsNotARecordExits65() throws {
        let directory = try TemporaryDirectory()
        let result = try directory.run(["--merge", "-"], input: .pipe(Data("{\"source\": \"a\"}\n".utf8)))
        #expect(result.status == 65)
        #expect(result.stderr == "emojicount: standard input:1: no count \"graphemes\": not a record of emojicount --json\n")
    }

    @Test func topNeedsTheTally() throws {
        let directory = try TemporaryDirectory()
        let json = try directory.run(["--json", "-"], input: .pipe(Data("\u{1F600}".utf8)))
        let result = try directory.run(["--merge", "--top", "3", "-"], input: .pipe(json.stdoutData))
        #expect(result.status == 65)
        #expect(result.stderr == "emojicount: standard input:1: no \"tally\": write the parts with --json --tally\n")
    }

    @Test func sourcesMustComeTogether() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "a")
        try directory.write("b.txt", "b")
        let parts = try directory.run(["--json", "a.txt", "b.txt", "a.txt"])
        let result = try directory.run(["--merge", "-"], input: .pipe(parts.stdoutData))
        #expect(result.status == 65)
        #expect(result.stderr.contains("the records of \"a.txt\" are not together"))
    }
}

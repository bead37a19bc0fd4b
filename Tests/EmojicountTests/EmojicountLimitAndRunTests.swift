import Foundation
import GraphemeMetrics
import Testing

@Suite struct EmojicountLimitAndRunTests {
    /// "abc" + the scientist + "é": 5 graphemes, 8 scalars, 10 UTF-16 units, 17 bytes, width 6,
    /// largest cluster 3 scalars; the scientist starts at UTF-16 offset 3, é at 8.
    static let text = "abc" + Sample.scientist + Sample.eAcute

    @Test(arguments: [
        ("--max-graphemes", "graphemes", 4, 5, 5, 8),
        ("--max-utf16", "utf16", 7, 10, 10, 3),
        ("--max-bytes", "bytes", 16, 17, 17, 8),
        ("--max-width", "width", 5, 6, 6, 8),
        ("--max-cluster-scalars", "clusterScalars", 2, 3, 3, 3),
    ])
    func eachLimitFailsAndPasses(option: String, limit: String, failing: Int, passing: Int, actual: Int, offset: Int) throws {
        #expect(Self.text.count == 5 && Self.text.utf16.count == 10 && Self.text.utf8.count == 17)
        let directory = try TemporaryDirectory()
        try directory.write("t.txt", Self.text)

        let fails = try directory.run([option, String(failing), "t.txt"])
        #expect(fails.status == 1)
        #expect(fails.lines == [summaryHeading, summaryRow([5, 8, 10, 17, 0, 1], "t.txt")])
        #expect(fails.stderr == "emojicount: t.txt: \(limit) \(actual) over the limit \(failing) from UTF-16 offset \(offset)\n")

        let json = try directory.run(["--json", option, String(failing), "t.txt"])
        #expect(json.status == 1)
        #expect(json.stderr == "")
        #expect(json.stdout.hasSuffix(#""violations": [{"limit": "\#(limit)", "maximum": \#(failing), "actual": \#(actual), "utf16Offset": \#(offset)}]}"# + "\n"))

        let passes = try directory.run([option, String(passing), "t.txt"])
        #expect(passes.status == 0)
        #expect(passes.stderr == "")
        let passesJSON = try directory.run(["--json", option, String(passing), "t.txt"])
        #expect(passesJSON.stdout == jsonLine("t.txt", text: Self.text) + "\n")
    }

    @Test func violationsInLineModeAndTheExitStatusOrder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("l.txt", "ab\nabcd\n")
        let result = try directory.run(["--records", "line", "--max-graphemes", "3", "l.txt", "missing.txt"])
        // 66 (a missing FILE) wins over 1 (a limit).
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "emojicount: l.txt:2: graphemes 4 over the limit 3 from UTF-16 offset 3\n"
                + "emojicount: cannot open 'missing.txt': No such file or directory\n")
    }

    @Test func explainShowsEachRule() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x.txt", Sample.eAcute + Sample.flagUA + "\r\n")
        let result = try directory.run(["--explain", "x.txt"])
        #expect(result.status == 0)
        // The rules as the library's GraphemeBreakRule.rules(for:) gives them, worked out from UAX #29:
        // sot ÷ e (GB1), e × U+0301 (GB9), ÷ RI (GB999), RI × RI (GB13... after [^RI]), ÷ CR (GB5), CR × LF (GB3).
        #expect(
            GraphemeBreakRule.rules(for: (Sample.eAcute + Sample.flagUA + "\r\n").unicodeScalars)
                == [.gb1, .gb9, .gb999, .gb13, .gb5, .gb3])
        #expect(
            result.lines == [
                "x.txt record 0",
                "  utf16  break  rule   scalar    property            name",
                "      0  ÷      GB1    U+0065    Other               LATIN SMALL LETTER E",
                "      1  ×      GB9    U+0301    Extend              COMBINING ACUTE ACCENT",
                "      2  ÷      GB999  U+1F1FA   Regional_Indicator  REGIONAL INDICATOR SYMBOL LETTER U",
                "      4  ×      GB13   U+1F1E6   Regional_Indicator  REGIONAL INDICATOR SYMBOL LETTER A",
                "      6  ÷      GB5    U+000D    CR                  -",
                "      7  ×      GB3    U+000A    LF                  -",
                "      8  ÷      GB2    end of text",
            ])
        // A flag at the start of the text is joined by GB12.
        let flag = try directory.run(["--explain"], input: .file(Data(Sample.flagUA.utf8)))
        #expect(flag.lines[3].hasPrefix("      2  ×      GB12   U+1F1E6"))
    }

    @Test func parallelOutputEqualsSerialOutput() throws {
        let directory = try TemporaryDirectory()
        var names: [String] = []
        for index in 0..<6 {
            // Sizes that differ a lot, so that the sources finish out of order.
            let line = Sample.mixed + String(repeating: "\u{1F600}", count: index)
            names.append(try directory.write("f\(index).txt", String(repeating: line, count: index % 2 == 0 ? 20_000 : 3)))
        }
        for options in [["--json", "--records", "line"], ["--list"], ["--top", "3"], []] {
            let serial = try directory.run(options + ["--jobs", "1"] + names)
            let parallel = try directory.run(options + ["--jobs", "4"] + names)
            #expect(serial.status == 0 && parallel.status == 0)
            #expect(!serial.stdoutData.isEmpty)
            #expect(parallel.stdoutData == serial.stdoutData, "\(options)")
        }
    }

    @Test func aDirectoryOrADeviceIsRefused() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("folder"), withIntermediateDirectories: false)
        try directory.write("a.txt", "abc")
        let result = try directory.run(["folder", "/dev/zero", "a.txt"])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "emojicount: cannot read 'folder': Is a directory\n"
                + "emojicount: cannot read '/dev/zero': is a character device, not a file (use - for standard input)\n")
        #expect(result.lines == [summaryHeading, summaryRow([3, 3, 3, 3, 0, 0], "a.txt"), summaryRow([3, 3, 3, 3, 0, 0], "total")])
    }

    @Test func aReaderThatGoesAwayStopsTheRunQuietly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("big.txt", String(repeating: Sample.mixed, count: 200_000))  // 5.4 MB, 400,000 lines
        // sh has no PIPESTATUS: the binary's status goes through a file.
        let result = try directory.run(
            ["-c", "(\"$0\" --records line --json big.txt; echo $? > status) | head -c 10", Emojicount.executable.path],
            shell: true)
        #expect(result.status == 0)
        #expect(result.stdout == "{\"source\":")
        #expect(result.stderr == "")
        let status = try String(contentsOf: directory.url.appendingPathComponent("status"), encoding: .utf8)
        #expect(status == "0\n")
    }

    @Test func helpMentionsTheNewOptionsKeysAndStatus() throws {
        let directory = try TemporaryDirectory()
        let help = try directory.run(["--help"]).stdout
        for option in [
            "--policy", "--only", "--list", "--top", "--unique", "--max-graphemes", "--max-utf16", "--max-bytes",
            "--max-width", "--max-cluster-scalars", "--explain", "--jobs",
        ] {
            #expect(help.contains(option), "\(option)")
        }
        for key in ["emoji", "kinds", "rgi", "width", "maxClusterScalars", "violations"] {
            #expect(help.contains("  \(key) "), "\(key)")
        }
        for value in ["presented-as-emoji", "fully-qualified-rgi", "emoji-like", "zwjSequence", "unclassified"] {
            #expect(help.contains(value), "\(value)")
        }
        #expect(help.contains("\n  1   "))
    }
}

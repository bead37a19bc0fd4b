import Foundation
import GraphemeMetrics
import Testing

@Suite struct EmojicountCommandTests {
    @Test func theBinaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Emojicount.executable.path))
    }

    @Test func version() throws {
        let directory = try TemporaryDirectory()
        let result = try directory.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "emojicount \(GraphemeMetrics.packageVersion) (Unicode 18.0.0 and Emoji 18.0 by default; "
            + "--unicode 15.0, 15.1, 16.0, 17.0, 18.0)\n")
        #expect(GraphemeMetrics.unicodeVersion == "18.0.0" && GraphemeMetrics.emojiVersion == "18.0")
    }

    @Test func unicodeChoosesTheVersion() throws {
        let directory = try TemporaryDirectory()
        // KA VIRAMA SSA (a conjunct by GB9c from 15.1), then VIRAMA SSA at the start of a line
        // (a conjunct only by 18.0's GB9c), then CRACKING FACE (an emoji from Emoji 18.0).
        try directory.write("a.txt", "\u{0915}\u{094D}\u{0937}\n\u{094D}\u{0937}\n\u{1FAEB}\n")
        var graphemes: [String: String] = [:]
        for version in ["15.0", "15.1", "16.0", "17.0", "18.0"] {
            let result = try directory.run(["--unicode", version, "--json", "--records", "line", "a.txt"])
            #expect(result.status == 0, "\(version): \(result.stderr)")
            graphemes[version] = result.stdout.split(separator: "\n").map { line in
                String(line.split(separator: ",")[2].dropFirst(" \"graphemes\": ".count))
            }.joined(separator: " ")
        }
        #expect(graphemes == ["15.0": "2 2 1", "15.1": "1 2 1", "16.0": "1 2 1", "17.0": "1 2 1", "18.0": "1 1 1"])

        let emoji17 = try directory.run(["--unicode", "17.0", "--list", "a.txt"])
        let emoji18 = try directory.run(["--unicode", "18.0", "--list", "a.txt"])
        #expect(emoji17.stdout.isEmpty)  // U+1FAEB is not an emoji before Emoji 18.0
        #expect(emoji18.stdout.split(separator: "\n").count == 1)
        #expect(try directory.run(["--list", "a.txt"]).stdout == emoji18.stdout)

        let explained = try directory.run(["--unicode", "15.0", "--explain", "a.txt"])
        #expect(!explained.stdout.contains("GB9c"))
        #expect(try directory.run(["--explain", "a.txt"]).stdout.contains("GB9c"))
    }

    @Test func anUnknownUnicodeVersionIsAUsageErrorThatListsTheVersions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "abc")
        for bad in ["19.0", "14.0", "17.1", "latest", ""] {
            let result = try directory.run(["--unicode", bad, "a.txt"])
            #expect(result.status == 64, "\(bad)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("Please provide one of '15.0', '15.1', '16.0', '17.0' or '18.0'"), "\(result.stderr)")
        }
        #expect(try directory.run(["--unicode", "18", "a.txt"]).status == 0)
        #expect(try directory.run(["--unicode", "15.1.0", "a.txt"]).status == 0)
    }

    @Test func helpMentionsEveryOptionTheJSONKeysAndTheExitCodes() throws {
        let directory = try TemporaryDirectory()
        let result = try directory.run(["--help"])
        #expect(result.status == 0)
        let help = result.stdout
        // The options and their values from the command's own definition (ArgumentParser's
        // tool-info dump), so that an option added later cannot be left out of the help.
        let dump = try directory.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let tool = try #require(try JSONSerialization.jsonObject(with: dump.stdoutData) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var options: [String] = []
        var values: [String] = []
        for argument in arguments where argument["shouldDisplay"] as? Bool != false {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                options.append("--" + (name["name"] as? String ?? ""))
            }
            values += argument["allValues"] as? [String] ?? []
        }
        #expect(options.count >= 20, "\(options)")
        #expect(values.count >= 6, "\(values)")
        for option in options + ["--version", "--help"] {
            #expect(help.contains(option + " ") || help.contains(option + "\n") || help.contains(option + ","), "\(option)")
        }
        for value in values {
            #expect(help.contains(value), "\(value)")
        }
        #expect(!options.contains("--no-fast-path"), "a hidden option is not in the help")
        for key in ["source", "record", "graphemes", "scalars", "utf16", "utf8", "illFormed", "clusters"] {
            #expect(help.contains("  \(key) "), "\(key)")
        }
        for status in ["0", "64", "65", "66", "74"] {
            #expect(help.contains("\n  \(status) "), "exit status \(status)")
        }
        #expect(help.contains("Unicode 18.0.0") && help.contains("UNICODE VERSIONS") && help.contains("--unicode 15.0|15.1|16.0|17.0|18.0"))
    }

    @Test func aMissingFileExits66AndTheOthersAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "abc")
        try directory.write("b.txt", Sample.scientist)

        let summary = try directory.run(["a.txt", "missing.txt", "b.txt"])
        #expect(summary.status == 66)
        #expect(summary.stderr == "emojicount: cannot open 'missing.txt': No such file or directory\n")
        #expect(
            summary.lines == [
                summaryHeading,
                summaryRow([3, 3, 3, 3, 0, 0], "a.txt"),
                summaryRow([1, 3, 5, 11, 0, 1], "b.txt"),
                summaryRow([4, 6, 8, 14, 0, 1], "total"),
            ])

        let json = try directory.run(["--json", "missing.txt", "a.txt"])
        #expect(json.status == 66)
        #expect(json.stdout == jsonLine("a.txt", text: "abc") + "\n")
    }

    @Test func aDirectoryCannotBeRead() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("folder"), withIntermediateDirectories: false)
        try directory.write("a.txt", "abc")
        let result = try directory.run(["--json", "folder", "a.txt"])
        #expect(result.status == 66)
        #expect(result.stderr == "emojicount: cannot read 'folder': Is a directory\n")
        #expect(result.stdout == jsonLine("a.txt", text: "abc") + "\n")
    }

    @Test func strictRejectsIllFormedInputWithItsByteOffset() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.txt", "ok\n")
        // Line 0 is fine; line 1 has an overlong encoding of "/" (C0 AF) at byte 6.
        try directory.write("bad.txt", Array("fine\nx".utf8) + [0xC0, 0xAF] + Array("\nlater\n".utf8))

        let json = try directory.run(["--json", "--records", "line", "--strict", "good.txt", "bad.txt"])
        #expect(json.status == 65)
        #expect(json.stderr == "emojicount: bad.txt: ill-formed UTF-8 at byte offset 6\n")
        // The failing record and the rest of its source print nothing.
        #expect(json.lines == [jsonLine("good.txt", text: "ok"), jsonLine("bad.txt", text: "fine")])

        // A UTF-8 mark is counted in the offset.
        try directory.write("marked.txt", [0xEF, 0xBB, 0xBF, 0x61, 0x80])
        let marked = try directory.run(["--strict", "marked.txt"])
        #expect(marked.status == 65)
        #expect(marked.stdout == "")
        #expect(marked.stderr == "emojicount: marked.txt: ill-formed UTF-8 at byte offset 4\n")

        // A sequence cut short by the end of the input.
        try directory.write("cut.txt", [0x61, 0xF0, 0x9F])
        let cut = try directory.run(["--strict", "--json", "cut.txt"])
        #expect(cut.status == 65)
        #expect(cut.stderr == "emojicount: cut.txt: ill-formed UTF-8 at byte offset 1\n")

        // From standard input.
        let stdin = try directory.run(["--strict", "--json"], input: .file(Data([0x61, 0xED, 0xA0, 0x80])))
        #expect(stdin.status == 65)
        #expect(stdin.stderr == "emojicount: standard input: ill-formed UTF-8 at byte offset 1\n")

        // Without --strict the same input is repaired: C0 and AF are one U+FFFD each.
        let repaired = try directory.run(["--json", "bad.txt"])
        #expect(repaired.status == 0)
        #expect(repaired.stableStdout == jsonLine("bad.txt", graphemes: 15, scalars: 15, utf16: 15, utf8: 15, illFormed: 2) + "\n")
    }

    @Test func aMissingFileWinsOverIllFormedInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.txt", [0xFF])
        let result = try directory.run(["--strict", "bad.txt", "missing.txt"])
        #expect(result.status == 66)
        #expect(
            result.stderr
                == "emojicount: bad.txt: ill-formed UTF-8 at byte offset 0\n"
                + "emojicount: cannot open 'missing.txt': No such file or directory\n")
        // As with wc, the total row comes even when no source could be counted.
        #expect(result.lines == [summaryHeading, summaryRow([0, 0, 0, 0, 0, 0], "total")])
    }

    @Test func anUnwritableStandardOutputExits74() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.txt", "abc")
        let result = try directory.run(["a.txt"], stdoutPath: "/dev/full")
        #expect(result.status == 74)
        #expect(result.stderr == "emojicount: cannot write standard output: No space left on device\n")
    }

    @Test(arguments: [
        (["--bogus"], "Error: Unknown option '--bogus'"),
        (["--records", "page"], "Error: The value 'page' is invalid for '--records <mode>'"),
        (["--encoding", "latin1"], "Error: The value 'latin1' is invalid for '--encoding <encoding>'"),
        (["--clusters", "-"], "Error: --clusters needs --json"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try directory.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message))
    }
}

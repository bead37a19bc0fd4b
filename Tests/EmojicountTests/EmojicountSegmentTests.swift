import Foundation
import Testing

/// `--jobs` cuts a large regular file after line feeds and counts the pieces in parallel; the
/// output must be the sequential run's byte for byte, wherever the cuts fall. `--segment-size`
/// (hidden) makes the pieces small, so that small files are cut at many places.
@Suite struct EmojicountSegmentTests {
    typealias Generator = EmojicountFastPathTests.Generator

    /// Runs `arguments` with `--jobs 1` and with `--jobs 3` cut every `segmentSize` bytes, and
    /// expects the same status, standard output and standard error.
    static func expectSameAsSequential(
        _ arguments: [String], segmentSize: Int, in directory: TemporaryDirectory
    ) throws {
        let sequential = try directory.run(["--jobs", "1"] + arguments)
        let parallel = try directory.run(["--jobs", "3", "--segment-size", "\(segmentSize)"] + arguments)
        #expect(parallel.status == sequential.status, "\(arguments) \(segmentSize)")
        // Compared as a Bool, with the first line that differs: swift-testing would diff the
        // whole outputs element by element.
        let sameOutput = parallel.stdoutData == sequential.stdoutData
        let difference = sameOutput ? nil : zip(parallel.lines, sequential.lines).first { $0 != $1 }
        #expect(sameOutput, "\(arguments) \(segmentSize): \(String(describing: difference))")
        #expect(parallel.stderr == sequential.stderr, "\(arguments) \(segmentSize)")
        #expect(!sequential.stdoutData.isEmpty || sequential.status != 0, "\(arguments)")
    }

    /// Random UTF-8 of about `size` bytes: ``EmojicountFastPathTests/tokens`` (ill-formed bytes
    /// too, with `illFormed`: each before some LF, so a cut never falls inside a sequence),
    /// CJK, and ASCII words with line feeds (LF or CR LF) at random, some runs longer than a
    /// segment so that whole segments fall inside one line.
    static func randomLines(seed: UInt64, size: Int, illFormed: Bool) -> [UInt8] {
        var generator = Generator(state: seed)
        let tokens = EmojicountFastPathTests.tokens.filter { illFormed || String(validating: $0, as: UTF8.self) != nil }
        var bytes: [UInt8] = []
        while bytes.count < size {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                let length = Int.random(in: 1...(Bool.random(using: &generator) ? 30 : 3_000), using: &generator)
                for index in 0..<length { bytes.append(index % 7 == 6 ? 0x20 : UInt8(ascii: "a") + UInt8(index % 26)) }
            case 1:
                bytes += Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A]
            case 2:
                bytes += Array("\u{4E2D}\u{6587}\u{AC00}\u{0915}\u{094D}\u{0937}".utf8)
            default:
                bytes += tokens.randomElement(using: &generator)!
            }
        }
        return bytes
    }

    /// The exact line of a small text cut at every byte, in whole and line mode.
    @Test func aSmallTextCutAtEveryByteGivesItsExactCounts() throws {
        let directory = try TemporaryDirectory()
        let text = Sample.mixed + Sample.scientist + "\r\n\n" + Sample.flagUA + Sample.eAcute + "\n"
        try directory.write("t.txt", text)
        for segmentSize in 1...8 {
            let whole = try directory.run(["--json", "--jobs", "2", "--segment-size", "\(segmentSize)", "t.txt"])
            #expect(whole.status == 0)
            #expect(whole.lines == [jsonLine("t.txt", text: text)], "\(segmentSize)")
            let lines = try directory.run(
                ["--json", "--records", "line", "--jobs", "2", "--segment-size", "\(segmentSize)", "t.txt"])
            let expected = [Sample.eAcute + Sample.scientist + Sample.flagUA + "a", "b", Sample.scientist, "",
                            Sample.flagUA + Sample.eAcute]
            #expect(
                lines.lines == expected.enumerated().map { jsonLine("t.txt", record: $0, text: $1) }, "\(segmentSize)")
        }
    }

    /// `--help` says what `--jobs` cuts, in lines of at most 80 columns (longer ones are rewrapped badly).
    @Test func helpSaysWhatJobsCuts() throws {
        let directory = try TemporaryDirectory()
        let help = try directory.run(["--help"]).stdout
        #expect(help.contains("pieces of a regular FILE of 8 MiB or more, cut after line feeds (always a\n"))
        #expect(help.contains("with --jobs 1, in the order of the arguments, in bounded memory.\n"))
    }

    static let optionSets: [[String]] = [
        [], ["--json"], ["--records", "line"], ["--records", "line", "--json"],
        ["--json", "--policy", "emoji-like"], ["--json", "--only", "flag", "--policy", "fully-qualified-rgi"],
        ["--json", "--no-fast-path"],
        ["--records", "line", "--json", "--clusters"],
        ["--records", "line", "--json", "--max-graphemes", "20", "--max-cluster-scalars", "3", "--max-width", "30"],
        ["--records", "line", "--list"], ["--records", "line", "--top", "3"], ["--records", "line", "--json", "--tally"],
        ["--records", "line", "--explain"],
        // Whole records that need one pass: counted whole, the same output anyway.
        ["--json", "--max-graphemes", "100"], ["--list"], ["--json", "--tally"],
    ]

    @Test func randomUTF8FilesCutAnywhereMatchTheSequentialRun() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for seed in UInt64(1)...3 {
            files.append(try directory.write("mix-\(seed).txt", Self.randomLines(seed: seed, size: 12_000, illFormed: seed != 1)))
        }
        files.append(try directory.write("bom.txt", [0xEF, 0xBB, 0xBF] + Self.randomLines(seed: 7, size: 3_000, illFormed: true)))
        files.append(try directory.write("no-final-lf.txt", Array("ab\ncd\r\n\u{1F600}\r".utf8)))
        // Files of about 12 KB: thousands of pieces of 5 bytes, many of them empty inside a
        // long line; a few pieces of 2,000 bytes.
        for segmentSize in [5, 97, 2000] {
            for options in Self.optionSets {
                try Self.expectSameAsSequential(options + files, segmentSize: segmentSize, in: directory)
            }
        }
        // --strict stops at the first ill-formed byte, which a later piece may hold.
        for segmentSize in [20, 700] {
            for file in files {
                for options in [["--strict", "--json"], ["--strict", "--records", "line"]] {
                    try Self.expectSameAsSequential(options + [file], segmentSize: segmentSize, in: directory)
                }
            }
        }
    }

    /// UTF-16 is cut only after an LF unit at an even offset: "0A 00" (LE) or "00 0A" (BE) at an
    /// odd offset is the end of one unit and the start of the next (U+0A05 U+0100 in UTF-16LE is
    /// 05 0A 00 01), never a line feed. Unpaired surrogates and an odd last byte are repaired.
    @Test(arguments: [false, true])
    func utf16FilesCutAnywhereMatchTheSequentialRun(bigEndian: Bool) throws {
        let directory = try TemporaryDirectory()
        var generator = Generator(state: bigEndian ? 11 : 12)
        let tokens: [[UInt16]] = [
            Array("ab ".utf16), [0x0A], [0x0D, 0x0A], [0x0A05, 0x0100], [0x0100, 0x0A05], [0x0A0A], [0xD800],
            [0xDC00, 0x0A], Array(Sample.scientist.utf16), Array(Sample.flagUA.utf16), Array(Sample.eAcute.utf16),
            Array("\u{4E2D}\u{6587}\u{AC00}".utf16),
        ]
        var units: [UInt16] = []
        while units.count < 3_000 { units += tokens.randomElement(using: &generator)! }
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        let files = [
            try directory.write("u16.txt", mark + utf16Bytes(units, bigEndian: bigEndian)),
            try directory.write("odd.txt", mark + utf16Bytes(units, bigEndian: bigEndian) + [0x41]),
            try directory.write(
                "fixed.txt", utf16Bytes(units, bigEndian: bigEndian)),
        ]
        let encoding = ["--encoding", bigEndian ? "utf16be" : "utf16le"]
        for segmentSize in [1, 6, 1001] {
            for options in [["--json"], ["--records", "line", "--json"], ["--records", "line", "--json", "--clusters"], []] {
                try Self.expectSameAsSequential(options + files.prefix(2), segmentSize: segmentSize, in: directory)
                try Self.expectSameAsSequential(options + encoding + [files[2]], segmentSize: segmentSize, in: directory)
            }
            for options in [["--strict", "--json"], ["--strict", "--records", "line"]] {
                try Self.expectSameAsSequential(options + [files[1]], segmentSize: segmentSize, in: directory)
            }
        }
    }
}

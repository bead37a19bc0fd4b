import Foundation
import Testing

/// The fast lane for UTF-8 input (whole-buffer measures over pieces cut at safe boundaries) must
/// print exactly what the scalar-by-scalar lane (`--no-fast-path`) prints, for every input.
@Suite struct EmojicountFastPathTests {
    /// A small deterministic generator (Knuth's MMIX linear congruential one), so that a
    /// failure can be reproduced.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// Short pieces that stress cluster boundaries: emoji sequences, marks, CR LF, ill-formed bytes.
    static let tokens: [[UInt8]] = [
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family ZWJ sequence
        "\u{1F1FA}\u{1F1E6}", "\u{1F1FA}",  // flag, lone RI
        "1\u{FE0F}\u{20E3}", "#\u{20E3}",  // keycaps
        "\u{1F44D}\u{1F3FD}", "a\u{1F3FB}",  // modifier sequence, a modifier after a letter
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}",  // Wales
        "\u{1F3F4}\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}",  // US-TX, not RGI
        "\u{1F469}\u{200D}\u{1F996}", "\u{2764}", "\u{2764}\u{FE0F}", "\u{00A9}", "\u{1F600}",
        "\u{0301}", "\u{0308}\u{0301}", "\u{200D}", "\u{FE0F}",  // marks, ZWJ, VS16 after anything
        "\u{0600}", "\u{0915}\u{094D}\u{0915}", "\u{1100}\u{1161}\u{11A8}", "\u{AC00}",  // prepend, conjunct, jamo
        "\r\n", "\r", "\n", "\t", "\n\n", " ", "\u{3000}", "\u{00AD}",
        "e\u{0301}", "\u{4E2D}\u{6587}", "\u{0627}\u{0644}",
    ].map { Array($0.utf8) } + [
        [0xFF], [0x80], [0xE4, 0xB8], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98],  // ill-formed
    ]

    /// Random text: runs of ASCII words, CJK and Hangul, mixed with ``tokens``.
    static func randomText(seed: UInt64, size: Int, illFormed: Bool) -> [UInt8] {
        var generator = Generator(state: seed)
        var bytes: [UInt8] = []
        let tokens = illFormed ? Self.tokens : Self.tokens.filter { String(validating: $0, as: UTF8.self) != nil }
        while bytes.count < size {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                let length = Int.random(in: 1...(Bool.random(using: &generator) ? 40 : 70_000), using: &generator)
                for index in 0..<length { bytes.append(index % 7 == 6 ? 0x20 : UInt8(ascii: "a") + UInt8(index % 26)) }
            case 1:
                let length = Int.random(in: 1...(Bool.random(using: &generator) ? 20 : 30_000), using: &generator)
                for index in 0..<length { bytes += Array(String(Unicode.Scalar(0x4E00 + UInt32(index % 500))!).utf8) }
            case 2:
                let length = Int.random(in: 1...200, using: &generator)
                for index in 0..<length { bytes += Array(String(Unicode.Scalar(0xAC00 + UInt32(index % 300))!).utf8) }
            default:
                bytes += tokens.randomElement(using: &generator)!
            }
        }
        return bytes
    }

    /// Files in which one token sequence crosses the 64 KiB chunk boundary at each of its offsets.
    static func straddlingFiles(
        in directory: TemporaryDirectory, after filler: [UInt8], stride: Int = 1
    ) throws -> [String] {
        let sequence = Array(
            ("\u{1F469}\u{200D}\u{1F996}\r\n\u{1F1FA}\u{1F1E6}1\u{FE0F}\u{20E3}\u{0301}\u{4E2D}\r").utf8)
            + [0xE4, 0xB8] + Array("ab\u{1F44D}\u{1F3FD}".utf8)
        let chunk = 64 * 1024
        return try Swift.stride(from: 0, through: sequence.count, by: stride).map { shift in
            var bytes: [UInt8] = []
            while bytes.count < chunk - shift { bytes += filler }
            bytes.removeLast(bytes.count - (chunk - shift))
            bytes += sequence + Array("xy \u{0301}z".utf8)
            return try directory.write("straddle-\(filler.count)-\(shift).txt", bytes)
        }
    }

    static let optionSets: [[String]] = [
        [], ["--json"], ["--records", "line"], ["--records", "line", "--json"],
        ["--json", "--policy", "emoji-like"], ["--records", "line", "--json", "--policy", "fully-qualified-rgi"],
        ["--json", "--only", "flag"], ["--records", "line", "--json", "--only", "zwjSequence", "--policy", "emoji-like"],
        ["--records", "line", "--json", "--strict"],
    ]

    /// Runs both lanes and expects the same status, standard output and standard error.
    static func expectSameOutput(_ arguments: [String], in directory: TemporaryDirectory) throws {
        let fast = try directory.run(arguments)
        let slow = try directory.run(["--no-fast-path"] + arguments)
        #expect(fast.status == slow.status, "\(arguments)")
        #expect(fast.stdoutData == slow.stdoutData, "\(arguments)")
        #expect(fast.stderr == slow.stderr, "\(arguments)")
        #expect(!fast.stdoutData.isEmpty || fast.status != 0, "\(arguments)")
    }

    @Test func randomMixturesMatchTheSlowLane() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for seed in UInt64(1)...3 {
            files.append(try directory.write("mix-\(seed).txt", Self.randomText(seed: seed, size: 120_000, illFormed: seed != 1)))
        }
        files.append(try directory.write("bom.txt", [0xEF, 0xBB, 0xBF] + Self.randomText(seed: 9, size: 100_000, illFormed: true)))
        files.append(try directory.write("empty.txt", []))
        files.append(try directory.write("lf.txt", Array("\n".utf8)))
        files.append(try directory.write("cr.txt", Array("abc\r".utf8)))
        files.append(try directory.write("crlf.txt", Array("\r\n\r\n".utf8)))
        for options in Self.optionSets {
            try Self.expectSameOutput(options + ["--jobs", "2"] + files, in: directory)
        }
        // --strict stops at the first ill-formed file: each one alone too.
        for file in files {
            try Self.expectSameOutput(["--strict", "--records", "line", file], in: directory)
        }
    }

    @Test func sequencesAcrossEveryChunkOffsetMatchTheSlowLane() throws {
        let directory = try TemporaryDirectory()
        let files =
            try Self.straddlingFiles(in: directory, after: Array("ab cd".utf8))
            + Self.straddlingFiles(in: directory, after: Array("\u{4E2D}\u{6587}".utf8), stride: 3)
        for options in [["--json", "--only", "keycap"], ["--records", "line", "--json"]] {
            try Self.expectSameOutput(options + ["--jobs", "2"] + files, in: directory)
        }
        for file in files.prefix(12) {
            try Self.expectSameOutput(["--strict", "--json", file], in: directory)
        }
    }

    @Test func recordsWithoutSafeBoundariesPastTheCarryLimitMatchTheSlowLane() throws {
        let directory = try TemporaryDirectory()
        // 1.1 MB of CJK with marks, a flag and ill-formed bytes: no two ASCII bytes in a row.
        var bytes: [UInt8] = []
        var index = 0
        while bytes.count < 1_100_000 {
            bytes += Array(String(Unicode.Scalar(0x4E00 + UInt32(index % 700))!).utf8)
            if index % 1000 == 999 { bytes += Array("\u{0301}a\u{1F1FA}\u{1F1E6}\r".utf8) }
            if index == 360_000 { bytes += [0xFF] }
            index += 1
        }
        let whole = try directory.write("cjk.txt", bytes + Array("\r\nab\n\u{1F600}".utf8))
        for options in [["--records", "line", "--json"], ["--strict", "--json"]] {
            try Self.expectSameOutput(options + [whole], in: directory)
        }
    }
}

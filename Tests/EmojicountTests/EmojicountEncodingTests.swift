import Foundation
import Testing

/// The bytes of UTF-16 code units in either byte order.
func utf16Bytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
    units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
}

@Suite struct EmojicountEncodingTests {
    @Test(arguments: [false, true])
    func utf16WithAByteOrderMark(bigEndian: Bool) throws {
        let directory = try TemporaryDirectory()
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        try directory.write("u16.txt", mark + utf16Bytes(Array(Sample.mixed.utf16), bigEndian: bigEndian))
        try directory.write("u8.txt", Sample.mixed)

        let result = try directory.run(["--json", "u16.txt"])
        #expect(result.status == 0)
        #expect(result.stableStdout == jsonLine("u16.txt", graphemes: 7, scalars: 12, utf16: 16, utf8: 27) + "\n")

        // The clusters and their UTF-16 offsets are those of the same text in UTF-8.
        let utf16 = try directory.run(["--json", "--clusters", "--records", "line", "u16.txt"])
        let utf8 = try directory.run(["--json", "--clusters", "--records", "line", "u8.txt"])
        #expect(utf16.lines.count == 2)
        #expect(utf16.stdout == utf8.stdout.replacingOccurrences(of: "u8.txt", with: "u16.txt"))
    }

    @Test(arguments: [("utf16le", false), ("utf16be", true)])
    func utf16WithoutAByteOrderMark(encoding: String, bigEndian: Bool) throws {
        let directory = try TemporaryDirectory()
        try directory.write("u16.txt", utf16Bytes(Array(Sample.mixed.utf16), bigEndian: bigEndian))

        let result = try directory.run(["--json", "--encoding", encoding, "u16.txt"])
        #expect(result.status == 0)
        #expect(result.stableStdout == jsonLine("u16.txt", graphemes: 7, scalars: 12, utf16: 16, utf8: 27) + "\n")
        // Without a mark or --encoding the bytes are read as UTF-8, in which the surrogates' bytes are ill-formed.
        let auto = try directory.run(["--json", "u16.txt"])
        #expect(auto.status == 0)
        #expect(!auto.stdout.contains(#""illFormed": 0}"#))
    }

    @Test func aFixedEncodingSkipsOnlyItsOwnByteOrderMark() throws {
        let directory = try TemporaryDirectory()
        try directory.write("u8bom.txt", [0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        try directory.write("u16be-mark.txt", [0xFE, 0xFF] + utf16Bytes([0x61, 0x62], bigEndian: false))

        // The UTF-8 mark is skipped with --encoding utf8 as with auto.
        for arguments in [["--json", "u8bom.txt"], ["--json", "--encoding", "utf8", "u8bom.txt"]] {
            let result = try directory.run(arguments)
            #expect(result.stableStdout == jsonLine("u8bom.txt", graphemes: 2, scalars: 2, utf16: 2, utf8: 2) + "\n")
        }
        // Read as UTF-16LE, FE FF is the noncharacter U+FFFE: text, counted, not a mark.
        let result = try directory.run(["--json", "--clusters", "--encoding", "utf16le", "u16be-mark.txt"])
        #expect(
            result.stableStdout
                == jsonLine(
                    "u16be-mark.txt", graphemes: 3, scalars: 3, utf16: 3, utf8: 5,
                    clusters: #"{"utf16": [0, 1], "scalars": "FFFE", "emoji": null, "rgi": false}, {"utf16": [1, 2], "scalars": "0061", "emoji": null, "rgi": false}, {"utf16": [2, 3], "scalars": "0062", "emoji": null, "rgi": false}"#)
                + "\n")
    }

    @Test(arguments: [false, true])
    func loneSurrogatesInUTF16(bigEndian: Bool) throws {
        let directory = try TemporaryDirectory()
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        // a, a lone high surrogate, b, a lone low surrogate, a high surrogate at the end.
        try directory.write("s.txt", mark + utf16Bytes([0x61, 0xD800, 0x62, 0xDC00, 0xD83D], bigEndian: bigEndian))

        let result = try directory.run(["--json", "--clusters", "s.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let clusters = (0..<5).map { #"{"utf16": [\#($0), \#($0 + 1)], "scalars": "\#(["0061", "FFFD", "0062", "FFFD", "FFFD"][$0])", "emoji": null, "rgi": false}"# }
        #expect(
            result.stableStdout
                == jsonLine(
                    "s.txt", graphemes: 5, scalars: 5, utf16: 5, utf8: 11, illFormed: 3,
                    clusters: clusters.joined(separator: ", ")) + "\n")

        let strict = try directory.run(["--json", "--strict", "s.txt"])
        #expect(strict.status == 65)
        #expect(strict.stdout == "")
        #expect(strict.stderr == "emojicount: s.txt: ill-formed UTF-16\(bigEndian ? "BE" : "LE") (unpaired surrogate) at byte offset 4\n")
    }

    @Test func anOddTrailingByteInUTF16IsRepaired() throws {
        let directory = try TemporaryDirectory()
        try directory.write("odd.txt", [0xFF, 0xFE] + utf16Bytes([0x61, 0x62], bigEndian: false) + [0x63])
        try directory.write("high.txt", [0xFF, 0xFE] + utf16Bytes([0xD83D], bigEndian: false) + [0x63])

        let result = try directory.run(["--json", "--clusters", "odd.txt", "high.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableLines == [
                jsonLine(
                    "odd.txt", graphemes: 3, scalars: 3, utf16: 3, utf8: 5, illFormed: 1,
                    clusters: #"{"utf16": [0, 1], "scalars": "0061", "emoji": null, "rgi": false}, {"utf16": [1, 2], "scalars": "0062", "emoji": null, "rgi": false}, {"utf16": [2, 3], "scalars": "FFFD", "emoji": null, "rgi": false}"#),
                jsonLine(
                    "high.txt", graphemes: 2, scalars: 2, utf16: 2, utf8: 6, illFormed: 2,
                    clusters: #"{"utf16": [0, 1], "scalars": "FFFD", "emoji": null, "rgi": false}, {"utf16": [1, 2], "scalars": "FFFD", "emoji": null, "rgi": false}"#),
            ])

        let strict = try directory.run(["--json", "--strict", "odd.txt", "high.txt"])
        #expect(strict.status == 65)
        #expect(strict.stdout == "")
        #expect(
            strict.stderr
                == "emojicount: odd.txt: ill-formed UTF-16LE (odd trailing byte) at byte offset 6\n"
                + "emojicount: high.txt: ill-formed UTF-16LE (unpaired surrogate) at byte offset 2\n")
    }

    @Test func anOddTrailingByteAfterAnLFIsALastRecord() throws {
        let directory = try TemporaryDirectory()
        try directory.write("odd.txt", [0xFF, 0xFE] + utf16Bytes([0x61, 0x0D, 0x0A], bigEndian: false) + [0x63])
        let result = try directory.run(["--json", "--records", "line", "odd.txt"])
        #expect(
            result.stableLines == [
                jsonLine("odd.txt", record: 0, graphemes: 1, scalars: 1, utf16: 1, utf8: 1),
                jsonLine("odd.txt", record: 1, graphemes: 1, scalars: 1, utf16: 1, utf8: 3, illFormed: 1),
            ])
    }

    // MARK: The 64 KiB chunk boundary

    /// `count` ASCII letters, so that what follows starts at byte `count`.
    private func padding(_ count: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: "a"), count: count) }

    @Test func aValidSequenceSplitAcrossTheChunkBoundary() throws {
        let directory = try TemporaryDirectory()
        // U+1F600 (F0 9F 98 80) takes bytes 65534...65537; WOMAN SCIENTIST then straddles nothing.
        try directory.write("split.txt", padding(chunkSize - 2) + [0xF0, 0x9F, 0x98, 0x80] + Array("b".utf8))
        // WOMAN SCIENTIST takes bytes 65533...65543: the ZWJ sequence (GB11) is cut by the boundary.
        try directory.write("zwj.txt", padding(chunkSize - 3) + Array(Sample.scientist.utf8))

        let result = try directory.run(["--json", "--strict", "split.txt", "zwj.txt"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stableLines == [
                jsonLine("split.txt", graphemes: chunkSize, scalars: chunkSize, utf16: chunkSize + 1, utf8: chunkSize + 3),
                jsonLine("zwj.txt", graphemes: chunkSize - 2, scalars: chunkSize, utf16: chunkSize + 2, utf8: chunkSize + 8),
            ])
    }

    @Test func anIllFormedSequenceSplitAcrossTheChunkBoundary() throws {
        let directory = try TemporaryDirectory()
        // E2 82 (a valid prefix of a 3-byte sequence) ends the first chunk; "b" starts the second:
        // one U+FFFD for the 2 bytes (a maximal subpart, Unicode §3.9).
        try directory.write("truncated.txt", padding(chunkSize - 2) + [0xE2, 0x82] + Array("b".utf8))
        // F0 ends the first chunk, 9F 98 41 start the second: F0 9F 98 is one U+FFFD, then "A".
        try directory.write("cut.txt", padding(chunkSize - 1) + [0xF0, 0x9F, 0x98, 0x41])

        let result = try directory.run(["--json", "truncated.txt", "cut.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableLines == [
                jsonLine(
                    "truncated.txt", graphemes: chunkSize, scalars: chunkSize, utf16: chunkSize, utf8: chunkSize + 1,
                    illFormed: 1),
                jsonLine(
                    "cut.txt", graphemes: chunkSize + 1, scalars: chunkSize + 1, utf16: chunkSize + 1,
                    utf8: chunkSize + 3, illFormed: 1),
            ])

        let strict = try directory.run(["--json", "--strict", "truncated.txt", "cut.txt"])
        #expect(strict.status == 65)
        #expect(strict.stdout == "")
        #expect(
            strict.stderr
                == "emojicount: truncated.txt: ill-formed UTF-8 at byte offset \(chunkSize - 2)\n"
                + "emojicount: cut.txt: ill-formed UTF-8 at byte offset \(chunkSize - 1)\n")
    }

    @Test func aSurrogatePairSplitAcrossTheChunkBoundary() throws {
        let directory = try TemporaryDirectory()
        // After the 2-byte mark, 32,766 units fill bytes 2...65533; U+1F600 (D83D DE00) takes 65534...65537.
        let before = (chunkSize - 2) / 2 - 1
        try directory.write("pair.txt", [0xFF, 0xFE] + utf16Bytes(Array(repeating: 0x61, count: before) + [0xD83D, 0xDE00], bigEndian: false))
        // A lone high surrogate ends the first chunk, "b" starts the second.
        try directory.write("lone.txt", [0xFF, 0xFE] + utf16Bytes(Array(repeating: 0x61, count: before) + [0xD83D, 0x62], bigEndian: false))

        let result = try directory.run(["--json", "pair.txt", "lone.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableLines == [
                jsonLine("pair.txt", graphemes: before + 1, scalars: before + 1, utf16: before + 2, utf8: before + 4),
                jsonLine("lone.txt", graphemes: before + 2, scalars: before + 2, utf16: before + 2, utf8: before + 4, illFormed: 1),
            ])

        // --strict reports the good file and names the offset of the lone surrogate in the other.
        let strict = try directory.run(["--strict", "pair.txt", "lone.txt"])
        #expect(strict.status == 65)
        let pairRow = [before + 1, before + 1, before + 2, before + 4, 0, 1]  // the pair is an emoji
        #expect(strict.lines == [summaryHeading, summaryRow(pairRow, "pair.txt"), summaryRow(pairRow, "total")])
        #expect(strict.stderr == "emojicount: lone.txt: ill-formed UTF-16LE (unpaired surrogate) at byte offset \(chunkSize - 2)\n")
    }

    @Test func aCRLFSplitAcrossTheChunkBoundary() throws {
        let directory = try TemporaryDirectory()
        // CR is the last byte of the first chunk. Before an LF it belongs to no line; before "b" it stays.
        try directory.write("crlf.txt", padding(chunkSize - 1) + Array("\r\nb".utf8))
        try directory.write("cr.txt", padding(chunkSize - 1) + Array("\rb".utf8))
        try directory.write("crcrlf.txt", padding(chunkSize - 1) + Array("\r\r\n".utf8))

        let result = try directory.run(["--json", "--records", "line", "crlf.txt", "cr.txt", "crcrlf.txt"])
        #expect(result.status == 0)
        let lineLength = chunkSize - 1
        #expect(
            result.stableLines == [
                jsonLine("crlf.txt", record: 0, graphemes: lineLength, scalars: lineLength, utf16: lineLength, utf8: lineLength),
                jsonLine("crlf.txt", record: 1, text: "b"),
                jsonLine("cr.txt", record: 0, graphemes: lineLength + 2, scalars: lineLength + 2, utf16: lineLength + 2, utf8: lineLength + 2),
                jsonLine("crcrlf.txt", record: 0, graphemes: lineLength + 1, scalars: lineLength + 1, utf16: lineLength + 1, utf8: lineLength + 1),
            ].map(stableKeys))
        // In whole mode the split CR LF is one grapheme (GB3).
        let whole = try directory.run(["--json", "crlf.txt"])
        #expect(whole.stableStdout == jsonLine("crlf.txt", graphemes: lineLength + 2, scalars: chunkSize + 2, utf16: chunkSize + 2, utf8: chunkSize + 2) + "\n")
    }
}

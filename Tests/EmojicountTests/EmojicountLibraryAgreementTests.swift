import Foundation
import GraphemeMetrics
import Testing

/// Generated multi-megabyte inputs: the CLI, reading them in 64 KiB chunks, must give the counts that
/// the library gives on the whole buffer at once.
@Suite struct EmojicountLibraryAgreementTests {
    /// Pieces that exercise every kind of boundary, and ill-formed UTF-8 at random chunk offsets.
    static let utf8Pieces: [[UInt8]] = {
        let text = [
            "hello ", "The quick brown fox. ", "\r\n", "\n", "\r", "\u{00E9}", Sample.eAcute, Sample.scientist,
            Sample.flagUA, "\u{1F1E9}",  // a lone Regional Indicator: RI pairing (GB12/GB13) shifts
            "\u{1F44D}\u{1F3FD}",  // THUMBS UP SIGN + skin tone
            "1\u{FE0F}\u{20E3}",  // keycap 1
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // flag of England (tag sequence)
            "\u{0915}\u{094D}\u{0937}",  // Devanagari KSSA (GB9c)
            "\u{1000}\u{1039}\u{1001}",  // Myanmar conjunct with U+1039, a GB9c linker new in Unicode 17
            "\u{1100}\u{1161}\u{11A8}",  // conjoining jamo L V T (GB6, GB7)
            "\u{6F22}\u{5B57}",  // CJK
            "\u{200D}", "\u{0301}", "\u{0600}",  // a lone ZWJ, a lone combining mark, a Prepend
        ].map { Array($0.utf8) }
        let illFormed: [[UInt8]] = [[0xFF], [0xE2, 0x82], [0xF0, 0x9F], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80]]
        return text + illFormed
    }()

    /// UTF-16 pieces: the well-formed ones above, and lone surrogates.
    static let utf16Pieces: [[UInt16]] =
        utf8Pieces.compactMap { String(validating: $0, as: UTF8.self).map { Array($0.utf16) } }
        + [[0xD800], [0xDC00], [0xDBFF]]

    /// A reproducible sequence of pieces, about `size` elements long.
    static func generate<Unit>(_ pieces: [[Unit]], size: Int, seed: UInt64) -> [Unit] {
        var state = seed
        var result: [Unit] = []
        result.reserveCapacity(size + 64)
        while result.count < size {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            result += pieces[Int(z % UInt64(pieces.count))]
        }
        return result
    }

    /// The library's counts for one whole buffer of UTF-8.
    static func libraryCounts(utf8 bytes: ArraySlice<UInt8>) -> (graphemes: Int, scalars: Int, utf16: Int, utf8: Int, illFormed: Int) {
        var scanner = UTF8GraphemeScanner()
        bytes.withUnsafeBufferPointer { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return (scanner.clusterCount, scanner.scalarCount, scanner.utf16Count, scanner.utf8Count, scanner.repairedCount)
    }

    @Test func multiMegabyteUTF8() throws {
        let bytes = Self.generate(Self.utf8Pieces, size: 3_000_000, seed: 1)
        let directory = try TemporaryDirectory()
        try directory.write("big.txt", bytes)

        let whole = try directory.run(["--json", "big.txt"])
        #expect(whole.status == 0)
        let counts = Self.libraryCounts(utf8: bytes[...])
        #expect(counts.graphemes == GraphemeClusters.count(utf8: bytes))
        let emoji = Emoji.counts(utf8: bytes)
        #expect(emoji.total > 0)
        #expect(whole.stdout.contains(#""emoji": \#(emoji.total), "#) && whole.stdout.contains(#""rgi": \#(emoji.rgi), "#))
        #expect(counts.illFormed > 0)
        #expect(
            whole.stableStdout
                == jsonLine(
                    "big.txt", graphemes: counts.graphemes, scalars: counts.scalars, utf16: counts.utf16,
                    utf8: counts.utf8, illFormed: counts.illFormed) + "\n")

        // Line by line: split at LF, drop a CR before it, and count each line with the library.
        var expected: [String] = []
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }
        for (index, var line) in lines.enumerated() {
            if index < lines.count - 1 || bytes.last == 0x0A, line.last == 0x0D { line = line.dropLast() }
            let counts = Self.libraryCounts(utf8: line)
            expected.append(
                jsonLine(
                    "big.txt", record: index, graphemes: counts.graphemes, scalars: counts.scalars, utf16: counts.utf16,
                    utf8: counts.utf8, illFormed: counts.illFormed))
        }
        let byLine = try directory.run(["--json", "--records", "line", "big.txt"])
        #expect(byLine.status == 0)
        #expect(byLine.lines.count == expected.count)
        // The first difference only: printing 40,000 lines on a failure helps nobody.
        let difference = zip(byLine.stableLines, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(difference == nil, "record \(difference?.offset ?? 0): \(difference?.element.0 ?? "") instead of \(difference?.element.1 ?? "")")
    }

    @Test func multiMegabyteUTF16() throws {
        let units = Self.generate(Self.utf16Pieces, size: 1_500_000, seed: 2)
        let directory = try TemporaryDirectory()
        try directory.write("big16.txt", [0xFE, 0xFF] + utf16Bytes(units, bigEndian: true))

        var scanner = UTF16GraphemeScanner()
        units.withUnsafeBufferPointer { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        #expect(scanner.clusterCount == GraphemeClusters.count(utf16: units))
        #expect(scanner.repairedCount > 0)

        let result = try directory.run(["--json", "big16.txt"])
        #expect(result.status == 0)
        #expect(
            result.stableStdout
                == jsonLine(
                    "big16.txt", graphemes: scanner.clusterCount, scalars: scanner.scalarCount,
                    utf16: scanner.utf16Count, utf8: scanner.utf8Count, illFormed: scanner.repairedCount) + "\n")
    }

    @Test func clustersOfAGeneratedInputMatchTheLibraryBoundaries() throws {
        // Long enough to cross several chunk boundaries (2 bytes per unit).
        let units = Self.generate(Self.utf16Pieces, size: 100_000, seed: 3)
        let directory = try TemporaryDirectory()
        try directory.write("c16.txt", [0xFF, 0xFE] + utf16Bytes(units, bigEndian: false))

        let result = try directory.run(["--json", "--clusters", "c16.txt"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let clusters = try #require(object["clusters"] as? [[String: Any]])
        let ranges = clusters.compactMap { $0["utf16"] as? [Int] }
        let boundaries = GraphemeClusters.boundaries(utf16: units)
        #expect(ranges.count == clusters.count)
        #expect(ranges.map(\.[0]) == Array(boundaries.dropLast()))
        #expect(ranges.map(\.[1]) == Array(boundaries.dropFirst()))

        // Each cluster's scalars are the units of its range, decoded with U+FFFD for lone surrogates.
        let scalars = clusters.compactMap { $0["scalars"] as? String }
        #expect(scalars.count == clusters.count)
        for (range, hex) in zip(ranges, scalars).prefix(5_000) {
            let decoded = String(decoding: units[range[0]..<range[1]], as: UTF16.self).unicodeScalars
            let expected = decoded.map { String($0.value, radix: 16, uppercase: true) }
                .map { String(repeating: "0", count: max(0, 4 - $0.count)) + $0 }.joined(separator: " ")
            #expect(hex == expected)
        }
    }
}

import Foundation
import GraphemeMetrics
import Testing

/// The counting fast paths (class runs, 64-bit blocks of simple units, inline UTF-8 decoding)
/// against the plain scanners, which take every scalar through the state machine.
@Suite struct FastPathTests {
    /// The plain UTF-16 count: one transition per scalar, nothing skipped.
    static func scannerCount(utf16 units: [UInt16]) -> Int {
        var scanner = UTF16GraphemeScanner()
        units.withUnsafeBufferPointer { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return scanner.clusterCount
    }

    static func scannerCount(utf8 bytes: [UInt8]) -> Int {
        var scanner = UTF8GraphemeScanner()
        bytes.withUnsafeBufferPointer { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return scanner.clusterCount
    }

    static func readCorpus(_ name: String) -> [UInt8]? {
        guard let directory = TestData.corporaDirectory,
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        else { return nil }
        return [UInt8](data)
    }

    @Test(
        .enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the repository"),
        arguments: TestData.corpusNames)
    func corpus(_ name: String) throws {
        let bytes = try #require(Self.readCorpus(name))
        let text = String(decoding: bytes, as: UTF8.self)
        let units = Array(text.utf16)
        let expected = Self.scannerCount(utf16: units)
        #expect(GraphemeClusters.count(utf16: units) == expected)
        #expect(GraphemeClusters.count(utf8: bytes) == expected)
        #expect(GraphemeClusters.count(text) == expected)
        // Every start offset, so blocks meet the text at every alignment.
        for drop in [1, 2, 3, 5, 8, 17, 31] {
            let tail = Array(units.dropFirst(drop))
            #expect(GraphemeClusters.count(utf16: tail) == Self.scannerCount(utf16: tail), "\(name) from unit \(drop)")
            let tailBytes = Array(bytes.dropFirst(drop))
            #expect(GraphemeClusters.count(utf8: tailBytes) == Self.scannerCount(utf8: tailBytes), "\(name) from byte \(drop)")
        }
        // Boundaries of a whole buffer (a count walk, then a walk that takes runs in bulk)
        // against the scanner's, fed through a buffer (non-contiguous input), in both encodings.
        let boundaries = GraphemeClusters.boundaries(utf16: units)
        #expect(boundaries.count == expected + 1)
        #expect(boundaries == GraphemeClusters.boundaries(utf16: units.lazy.map { $0 }), "\(name)")
        #expect(GraphemeClusters.boundaries(utf8: bytes) == GraphemeClusters.boundaries(utf8: bytes.lazy.map { $0 }), "\(name)")
        // forEachCluster (batches of boundaries from UTF-8, in UTF-16 offsets) gives the same ranges.
        var ranges: [Range<Int>] = []
        GraphemeClusters.forEachCluster(text) { ranges.append($0) }
        #expect(ranges == zip(boundaries, boundaries.dropFirst()).map { $0..<$1 }, "\(name)")
        // A Substring that is not native UTF-8 at offset 0 is measured from its own start.
        let tail = text.dropFirst(100)
        var tailRanges = 0
        GraphemeClusters.forEachCluster(tail) { _ in tailRanges += 1 }
        #expect(tailRanges == GraphemeClusters.count(tail), "\(name)")
    }

    struct Enough: Error, Equatable { let clusters: Int }

    /// A throwing closure stops the walk at once, in any batch, and its error comes out typed.
    @Test(arguments: [1, 2, 119, 120, 121, 500, 508, 509, 510, 2_730, 2_731, 2_732, 4_321, 5_461])
    func forEachClusterStopsAtTheThrow(after limit: Int) {
        let text = String(repeating: "Ab\u{301}c\u{1F469}\u{200D}\u{1F4BB} \u{D55C}\u{AE00} ", count: 2_000)
        var seen: [Range<Int>] = []
        let thrown: Enough? = {
            do throws(Enough) {
                try GraphemeClusters.forEachCluster(text) { (range: Range<Int>) throws(Enough) in
                    seen.append(range)
                    if seen.count == limit { throw Enough(clusters: limit) }
                }
                return nil
            } catch {
                return error
            }
        }()
        #expect(thrown == Enough(clusters: limit))
        #expect(seen.count == limit)
        let boundaries = GraphemeClusters.boundaries(utf16: Array(text.utf16))
        #expect(seen == zip(boundaries, boundaries.dropFirst()).prefix(limit).map { $0..<$1 })
    }

    /// Texts just within and just past a small batch (509 bytes) and a large one (8,189
    /// bytes), with every kind of scalar at the cut: forEachCluster picks its memory by the
    /// length and gives the same ranges as the boundaries.
    @Test(arguments: [508, 509, 510, 511, 8_188, 8_189, 8_190, 8_191, 16_378, 16_379, 16_380])
    func forEachClusterAtBatchSizes(bytes: Int) {
        let pieces = ["e\u{301}", "\u{1F469}\u{200D}\u{1F4BB}", "\u{D55C}", "a", "\r\n", "\u{915}\u{94D}\u{937}", "\u{1F1FA}\u{1F1E6}"]
        for shift in 0..<pieces.count {
            var text = ""
            var index = shift
            while text.utf8.count + pieces[index % pieces.count].utf8.count <= bytes {
                text += pieces[index % pieces.count]
                index += 1
            }
            text += String(repeating: "b", count: bytes - text.utf8.count)
            #expect(text.utf8.count == bytes)
            var ranges: [Range<Int>] = []
            GraphemeClusters.forEachCluster(text) { ranges.append($0) }
            let boundaries = GraphemeClusters.boundaries(utf16: Array(text.utf16))
            #expect(ranges == zip(boundaries, boundaries.dropFirst()).map { $0..<$1 }, "\(bytes) bytes, shift \(shift)")
        }
    }

    /// forEachCluster keeps 16 bits of each boundary of a batch: the ranges stay exact past
    /// 65,536 units, across batches of every kind of text, and for clusters longer than a
    /// batch (here 3,000 marks, 6,000 bytes) or than 65,536 units.
    @Test func forEachClusterOnLongTexts() {
        let pieces = [
            String(repeating: "Plain text, ", count: 6_000), String(repeating: "\u{D55C}\u{AE00} ", count: 9_000),
            "e" + String(repeating: "\u{301}", count: 3_000), String(repeating: "\u{1F469}\u{200D}\u{1F4BB}", count: 7_000),
            String(repeating: "\u{915}\u{94D}\u{937}\u{93F} ", count: 8_000),
            "x" + String(repeating: "\u{200D}", count: 70_000), "\r\n\u{1F1FA}\u{1F1E6}",
        ]
        for (index, text) in [pieces.joined(), pieces.reversed().joined()].enumerated() {
            var ranges: [Range<Int>] = []
            GraphemeClusters.forEachCluster(text) { ranges.append($0) }
            let boundaries = GraphemeClusters.boundaries(utf16: Array(text.utf16))
            #expect(text.utf16.count > 200_000)
            #expect(ranges == zip(boundaries, boundaries.dropFirst()).map { $0..<$1 }, "text \(index)")
        }
    }

    /// Units that end runs or change the state: each class, CR and LF, the last unit below
    /// U+0300 and the first above, surrogate pairs and lone surrogates.
    static let interesting: [[UInt16]] = [
        [0x0D], [0x0A], [0x0D, 0x0A], [0x09], [0x00A9] /* © Extended_Pictographic */,
        [0x02FF], [0x0300] /* COMBINING GRAVE ACCENT */, [0x0301], [0x200D] /* ZWJ */,
        [0x200C] /* ZWNJ */, [0x0600] /* ARABIC NUMBER SIGN, Prepend */,
        [0x0915], [0x094D], [0x093E], [0x0903] /* KA, VIRAMA, AA sign, VISARGA */,
        [0x1100], [0x1161], [0x11A8], [0xAC00], [0xAC01] /* Hangul L V T LV LVT */,
        [0x4E00], [0x3042], [0x05D0], [0x0627], [0x064B], [0xFE0F],
        [0xD83D, 0xDC69] /* WOMAN */, [0xD83C, 0xDDFA], [0xD83C, 0xDDE6] /* RI U, A */,
        [0xD83C, 0xDFF4] /* BLACK FLAG */, [0xDB40, 0xDC61] /* TAG LATIN SMALL LETTER A */,
        [0xD800], [0xDC00], [0xFFFD],
    ]

    /// Random text: runs of simple units whose lengths sit around the block widths (16 units,
    /// 32 bytes), broken by the interesting units above, from a fixed seed.
    static func randomText(seed: UInt64, pieces: Int) -> [UInt16] {
        var generator = SplitMix64(seed: seed)
        var units: [UInt16] = []
        for _ in 0..<pieces {
            switch generator.next() % 4 {
            case 0, 1:
                let length = [1, 2, 7, 8, 15, 16, 17, 31, 32, 33, 48, 64][Int(generator.next() % 12)]
                let pool: [UInt16] = [0x61, 0x20, 0x0A, 0xE9, 0x1F, 0x7F, 0x80, 0xFF, 0x2FF]
                for _ in 0..<length {
                    // Mostly ASCII letters, so UTF-8 blocks stay ASCII long enough to be taken.
                    units.append(generator.next() % 8 == 0 ? pool[Int(generator.next() % 9)] : 0x61)
                }
            case 2:
                units.append(contentsOf: interesting[Int(generator.next() % UInt64(interesting.count))])
            default:
                let length = Int(generator.next() % 20)
                let pool: [UInt16] = [0x4E00, 0xAC00, 0xAC01, 0x0915, 0x0627, 0x3042]
                let letter = pool[Int(generator.next() % 6)]
                units.append(contentsOf: repeatElement(letter, count: length))
            }
        }
        return units
    }

    @Test(arguments: 0..<200)
    func randomUTF16(_ seed: Int) {
        let units = Self.randomText(seed: UInt64(seed), pieces: 60)
        let expected = Self.scannerCount(utf16: units)
        #expect(GraphemeClusters.count(utf16: units) == expected, "seed \(seed): \(units.map { String($0, radix: 16) })")
        // Ill-formed UTF-16 becomes U+FFFD in the UTF-8, which counts the same.
        let text = String(decoding: units, as: UTF16.self)
        #expect(GraphemeClusters.count(utf8: Array(text.utf8)) == expected, "seed \(seed)")
        #expect(GraphemeClusters.count(text) == expected, "seed \(seed)")
        // Boundaries of contiguous storage (the count loop) against the scanner's (a sequence
        // without contiguous storage).
        let boundaries = GraphemeClusters.boundaries(utf16: units)
        #expect(boundaries == GraphemeClusters.boundaries(utf16: units.lazy.map { $0 }), "seed \(seed)")
        #expect(boundaries.count == expected + 1, "seed \(seed)")
    }

    @Test(arguments: 0..<200)
    func randomUTF8Bytes(_ seed: Int) {
        // Valid text with stray bytes dropped in: invalid leads, lone continuations, sequences
        // cut short, surrogates and overlong forms, some at the very end.
        var generator = SplitMix64(seed: UInt64(seed) &+ 1000)
        var bytes = Array(String(decoding: Self.randomText(seed: UInt64(seed), pieces: 40), as: UTF16.self).utf8)
        let strays: [[UInt8]] = [
            [0xFF], [0x80], [0xC0, 0xAF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80],
            [0xF0, 0x9F], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x91],
        ]
        for _ in 0..<Int(generator.next() % 6) {
            let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
            bytes.insert(contentsOf: strays[Int(generator.next() % UInt64(strays.count))], at: position)
        }
        if generator.next() % 3 == 0 { bytes.append(contentsOf: strays[Int(generator.next() % UInt64(strays.count))]) }
        #expect(GraphemeClusters.count(utf8: bytes) == Self.scannerCount(utf8: bytes), "seed \(seed): \(bytes)")
        let boundaries = GraphemeClusters.boundaries(utf8: bytes)
        #expect(boundaries == GraphemeClusters.boundaries(utf8: bytes.lazy.map { $0 }), "seed \(seed): \(bytes)")
        #expect(boundaries.count == Self.scannerCount(utf8: bytes) + 1, "seed \(seed)")
    }

    @Test func emptyAndTiny() {
        #expect(GraphemeClusters.count(utf16: [UInt16]()) == 0)
        #expect(GraphemeClusters.count(utf8: [UInt8]()) == 0)
        for length in 1...40 {
            let crlf: [UInt16] = (0..<length).flatMap { _ in [0x0D, 0x0A] }
            #expect(GraphemeClusters.count(utf16: crlf) == length)
            #expect(GraphemeClusters.count(utf8: crlf.map { UInt8($0) }) == length)
            // A CR at every position of a 40-unit ASCII run, then LF: one cluster fewer.
            var units = [UInt16](repeating: 0x61, count: 40)
            units.insert(contentsOf: [0x0D, 0x0A], at: length - 1)
            #expect(GraphemeClusters.count(utf16: units) == 41)
            #expect(GraphemeClusters.count(utf8: units.map { UInt8($0) }) == 41)
        }
    }
}

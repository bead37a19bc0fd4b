@testable import GraphemeMetrics
import Testing

/// The UTF-8 run scanner (`Unicode.UTF8._bitmapPrefix`, which the walk uses to skip runs of
/// always-breaking scalars) against a scan that decodes scalar by scalar, from many starts and
/// ends: its ASCII words, its loops for two- and three-byte letters, the single ASCII byte those
/// loops take between two words, and the eight-byte windows for scripts of two-byte letters,
/// with everything that must stop a window (CR, marks, longer sequences, ill-formed bytes) at
/// every place in one. Also with random bitmaps, so that a run ends at any letter.
@Suite struct RunScannerTests {
    /// The scalars from `start` that are well-formed, in the Basic Multilingual Plane and in
    /// `bitmap`, decoded one at a time: their number, where they end and the last one's value.
    static func reference(
        _ bytes: UnsafePointer<UInt8>, from start: Int, end: Int, bitmap: UnsafePointer<UInt64>
    ) -> (count: Int, end: Int, last: UInt32) {
        var index = start
        var count = 0
        var last: UInt32 = 0
        while index < end {
            let decoded = Unicode.UTF8.decode(bytes, at: index, end: end)
            guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000, bitmapContains(bitmap, decoded.value)
            else { break }
            count += 1
            last = decoded.value
            index += decoded.length
        }
        return (count, index, last)
    }

    /// What the scanner says for `bytes[start..<end]`, in the reference's terms.
    static func scan(
        _ bytes: UnsafePointer<UInt8>, from start: Int, end: Int, bitmap: UnsafePointer<UInt64>
    ) -> (count: Int, end: Int, last: UInt32) {
        var stop = end
        let run = Unicode.UTF8._bitmapPrefix(bytes, from: start, end: &stop, bitmap: bitmap, wordLimit: 0x80)
        return (Int(run & 0xFFFF_FFFF), stop, UInt32(run >> 32))
    }

    /// Letters of two bytes (Arabic, Hebrew, Cyrillic, Latin, the first and last two-byte
    /// scalars) and an Arabic mark (U+064B, Extend: never in a run).
    static let twoByteLetters: [Unicode.Scalar] = ["\u{0627}", "\u{0628}", "\u{05D0}", "\u{0430}", "\u{00E9}", "\u{0080}", "\u{07FF}", "\u{064B}"]

    /// What comes between words, and what must stop a window or end a run.
    static let breaks: [[UInt8]] = [
        Array(" ".utf8), Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array(" | ".utf8), Array("ab".utf8),
        Array("\u{3042}".utf8), Array("\u{200F}".utf8), Array("\u{AC00}".utf8), Array("\u{0903}".utf8),
        Array("\u{FFFD}".utf8), Array("\u{1F600}".utf8),
        // Ill-formed: a lone continuation byte, overlong two-byte leads, a lead cut short by
        // ASCII or by the end, an overlong three-byte sequence, a surrogate, an invalid byte.
        [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xC3, 0x41], [0xD8], [0xE0, 0x80, 0x80],
        [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xFF], [0xF0, 0x9F],
    ]

    /// Text mostly of two-byte words and single spaces (where the windows run), broken now and
    /// then by something from ``breaks``.
    static func text(_ generator: inout SplitMix64, bytes count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            for _ in 0..<Int(1 + generator.next() % 6) {
                let letter = twoByteLetters[Int(generator.next() % UInt64(twoByteLetters.count - 1))]
                bytes.append(contentsOf: String(letter).utf8)
            }
            switch generator.next() % 8 {
            case 0: bytes.append(contentsOf: breaks[Int(generator.next() % UInt64(breaks.count))])
            case 1: bytes.append(contentsOf: String(twoByteLetters.last!).utf8)
            case 2: bytes.append(contentsOf: "\u{AC00}\u{AC01} \u{4E00}".utf8)
            default: bytes.append(generator.next() % 4 == 0 ? 0x0A : 0x20)
            }
        }
        return bytes
    }

    /// A bitmap with every ASCII scalar but CR (the scanner takes ASCII words whole), no
    /// surrogate, and each other code point with a chance of 15 in 16.
    static func randomBitmap(_ generator: inout SplitMix64) -> [UInt64] {
        var bitmap = (0..<1024).map { _ in
            generator.next() | generator.next() | generator.next() | generator.next()
        }
        bitmap[0] = ~(UInt64(1) << 0x0D)
        bitmap[1] = ~0
        for word in (0xD800 >> 6)..<(0xE000 >> 6) { bitmap[word] = 0 }
        return bitmap
    }

    /// Every start in the first 40 bytes and every end in the last 24, on 300 texts, with the
    /// always-breaking bitmap of the default version and a random one for each text.
    @Test func scannerMatchesScalarByScalarDecoding() {
        var generator = SplitMix64(seed: 0x52_554E)
        let tables = GraphemeTables.tables(for: .default)
        var compared = 0
        var windowSized = 0
        for _ in 0..<300 {
            let bytes = Self.text(&generator, bytes: 24 + Int(generator.next() % 80))
            let random = Self.randomBitmap(&generator)
            random.withUnsafeBufferPointer { randomBitmap in
                bytes.withUnsafeBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    for bitmap in [tables.runs.alwaysBreakingBMP, randomBitmap.baseAddress!] {
                        for start in 0..<min(40, bytes.count) {
                            for end in max(start, bytes.count - 24)...bytes.count {
                                let expected = Self.reference(base, from: start, end: end, bitmap: bitmap)
                                let scanned = Self.scan(base, from: start, end: end, bitmap: bitmap)
                                #expect(
                                    scanned == expected,
                                    "from \(start) to \(end) of \(bytes.map { String($0, radix: 16) })")
                                compared += 1
                                if expected.end - start >= 16 { windowSized += 1 }
                            }
                        }
                    }
                }
            }
        }
        // Enough of the runs are long enough for the windows (16 bytes or more).
        #expect(compared > 300_000, "\(compared) scans")
        #expect(windowSized > compared / 4, "\(windowSized) runs of 16 bytes or more")
    }

    /// A window is eight bytes from a two-byte lead after a single space; each thing that must
    /// stop one, at each of the sixteen bytes from there (the eighth byte's sequence ends in
    /// the ninth), in the always-breaking bitmap.
    @Test func everyStopAtEveryPlaceOfAWindow() {
        let tables = GraphemeTables.tables(for: .default)
        let bitmap = tables.runs.alwaysBreakingBMP
        // Two two-byte words and a space: the single space sends the scan to the windows.
        let lead = Array("\u{0627}\u{0628} \u{0627}".utf8)
        let filler = Array("\u{0628}\u{05D0} \u{0430}\u{0627}\n\u{00E9}\u{07FF}\u{0080}\u{0628} \u{0627}\u{0628}\u{0627}".utf8)
        var checked = 0
        for stop in Self.breaks + [Array("\u{064B}".utf8), Array("\u{061C}".utf8), Array("\u{0600}".utf8)] {
            for shift in 0..<2 {
                for place in 0..<17 {
                    var bytes = lead + Array(repeating: 0x20, count: shift) + filler + filler
                    bytes.insert(contentsOf: stop, at: lead.count + shift + place)
                    bytes.withUnsafeBufferPointer { buffer in
                        let base = buffer.baseAddress!
                        for start in [0, 2, 4] {
                            let expected = Self.reference(base, from: start, end: bytes.count, bitmap: bitmap)
                            let scanned = Self.scan(base, from: start, end: bytes.count, bitmap: bitmap)
                            #expect(scanned == expected, "\(stop) at \(place) (shift \(shift)) from \(start)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == (Self.breaks.count + 3) * 2 * 17 * 3)
    }

    /// Whole texts, through the public count: long two-byte texts with spaces and line feeds,
    /// counted as the scanner that steps every scalar counts them.
    @Test func twoByteTextsCountAsThePlainScannerDoes() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<50 {
            let bytes = Self.text(&generator, bytes: 2_000)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(GraphemeClusters.count(utf8: bytes) == FastPathTests.scannerCount(utf8: bytes))
            #expect(GraphemeClusters.count(text) == FastPathTests.scannerCount(utf8: Array(text.utf8)))
        }
    }
}

import GraphemeMetrics
import PropertyBased
import Testing

/// Lengths in every unit in one pass, for String, UTF-16 and UTF-8, whole and chunked.
@Suite struct LengthTests {
    @Test func handPicked() {
        let scientist = "a\u{0301}\u{1F469}\u{200D}\u{1F52C}"   // á (decomposed), WOMAN SCIENTIST (ZWJ sequence)
        #expect(TextMetrics.measure(scientist) == TextLengths(
            graphemes: 2, scalars: 5, utf16: 7, utf8: 14, width: 3, maxClusterScalars: 3, illFormedCount: 0))
        #expect(TextMetrics.measure("") == TextLengths())
        let flag = "\u{1F1FA}\u{1F1E6}!"                          // flag of Ukraine and "!"
        #expect(TextMetrics.measure(flag) == TextLengths(
            graphemes: 2, scalars: 3, utf16: 5, utf8: 9, width: 3, maxClusterScalars: 2, illFormedCount: 0))
        #expect(TextMetrics.measure("\r\n")[.graphemes] == 1)     // CR LF is one cluster (GB3)
    }

    @Test func illFormedInput() {
        // a, lone high surrogate, b: the surrogate is one U+FFFD (3 bytes in UTF-8).
        #expect(TextMetrics.measure(utf16: [0x0061, 0xD800, 0x0062]) == TextLengths(
            graphemes: 3, scalars: 3, utf16: 3, utf8: 5, width: 3, maxClusterScalars: 1, illFormedCount: 1))
        // a, the truncated sequence F0 9F (one maximal subpart), b.
        #expect(TextMetrics.measure(utf8: [0x61, 0xF0, 0x9F, 0x62]) == TextLengths(
            graphemes: 3, scalars: 3, utf16: 3, utf8: 4, width: 3, maxClusterScalars: 1, illFormedCount: 1))
    }

    @Test func adversarialClusters() {
        // "a" + 100,000 × COMBINING ACUTE ACCENT: one grapheme, 100,001 scalars.
        let zalgo = "a" + String(repeating: "\u{0301}", count: 100_000)
        let lengths = TextMetrics.measure(zalgo)
        #expect(lengths.graphemes == 1 && lengths.scalars == 100_001 && lengths.maxClusterScalars == 100_001)
        #expect(lengths.width == 1)
        // WAVING BLACK FLAG + 100,000 tag characters: one cluster of width 2.
        let tags = "\u{1F3F4}" + String(repeating: "\u{E0067}", count: 100_000)
        #expect(TextMetrics.measure(tags).graphemes == 1)
        #expect(TextMetrics.measure(tags).width == 2)
        #expect(TextMetrics.measure(tags).utf16 == 200_002)
        // 10,000 Regional Indicators: 5,000 flags (GB12/GB13), linear time.
        let indicators = String(repeating: "\u{1F1FA}", count: 10_000)
        #expect(TextMetrics.measure(indicators).graphemes == 5_000)
        #expect(TextMetrics.measure(indicators).width == 10_000)
        // A ZWJ chain of 1,000 WOMAN: one cluster (GB11), width 2.
        let chain = Array(repeating: "\u{1F469}", count: 1_000).joined(separator: "\u{200D}")
        #expect(TextMetrics.measure(chain).graphemes == 1)
        #expect(TextMetrics.measure(chain).width == 2)
        #expect(TextMetrics.measure(chain).maxClusterScalars == 1_999)
    }

    @Test func utf16UTF8AndStringAgree() async {
        await propertyCheck(count: 1000, input: LengthTestSupport.utf16) { units in
            let repaired = String(decoding: units, as: UTF16.self)
            let fromUTF16 = TextMetrics.measure(utf16: units)
            let fromString = TextMetrics.measure(repaired)
            #expect(fromUTF16.graphemes == fromString.graphemes)
            #expect(fromUTF16.scalars == fromString.scalars)
            #expect(fromUTF16.utf16 == units.count)
            #expect(fromUTF16.utf8 == fromString.utf8)
            #expect(fromUTF16.width == fromString.width)
            #expect(fromUTF16.maxClusterScalars == fromString.maxClusterScalars)
            #expect(fromString.illFormedCount == 0)
            #expect(fromUTF16.graphemes == GraphemeClusters.count(utf16: units))
        }
    }

    @Test func chunkedEqualsWhole() async {
        await propertyCheck(count: 500, input: LengthTestSupport.utf16, Gen.int(in: 0...30)) { units, split in
            let whole = TextMetrics.measure(utf16: units)
            let cut = min(split, units.count)
            var measurer = UTF16TextMeasurer()
            units.withUnsafeBufferPointer { buffer in
                measurer.measure(UnsafeBufferPointer(rebasing: buffer[..<cut]))
                measurer.measure(UnsafeBufferPointer(rebasing: buffer[cut...]))
            }
            #expect(measurer.finish() == whole)

            let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
            let byteCut = min(split, bytes.count)
            var byteMeasurer = UTF8TextMeasurer()
            bytes.withUnsafeBufferPointer { buffer in
                byteMeasurer.measure(UnsafeBufferPointer(rebasing: buffer[..<byteCut]))
                byteMeasurer.measure(UnsafeBufferPointer(rebasing: buffer[byteCut...]))
            }
            #expect(byteMeasurer.finish() == TextMetrics.measure(utf8: bytes))
        }
    }

    @Test func everySplitOfAFlagSequence() {
        // regression guard: a chunk split inside an RI pair, a surrogate pair and a ZWJ sequence.
        let units = Array("x\u{1F1FA}\u{1F1E6}\u{1F469}\u{200D}\u{1F52C}\r\n".utf16)
        let whole = TextMetrics.measure(utf16: units)
        for cut in 0...units.count {
            var measurer = UTF16TextMeasurer()
            units.withUnsafeBufferPointer { buffer in
                measurer.measure(UnsafeBufferPointer(rebasing: buffer[..<cut]))
                measurer.measure(UnsafeBufferPointer(rebasing: buffer[cut...]))
            }
            #expect(measurer.finish() == whole, "split at \(cut)")
        }
    }

    @Test func documentedMeasurerExamples() {
        // The examples in UTF16TextMeasurer's and UTF8TextMeasurer's documentation: "e" and a flag
        // split inside its first Regional Indicator.
        var measurer = UTF16TextMeasurer()
        let first: [UInt16] = [0x0065, 0xD83C]
        let second: [UInt16] = [0xDDFA, 0xD83C, 0xDDE6]
        first.withUnsafeBufferPointer { measurer.measure($0) }
        second.withUnsafeBufferPointer { measurer.measure($0) }
        let lengths = measurer.finish()
        #expect(lengths.graphemes == 2 && lengths.scalars == 3 && lengths.width == 3)
        var byteMeasurer = UTF8TextMeasurer()
        let firstBytes: [UInt8] = [0x65, 0xF0, 0x9F]
        let secondBytes: [UInt8] = [0x87, 0xBA, 0xF0, 0x9F, 0x87, 0xA6]
        firstBytes.withUnsafeBufferPointer { byteMeasurer.measure($0) }
        secondBytes.withUnsafeBufferPointer { byteMeasurer.measure($0) }
        #expect(byteMeasurer.finish() == lengths)
    }

    @Test func unitsSubscript() {
        let lengths = TextMetrics.measure("e\u{0301}\u{1F1FA}\u{1F1E6}")   // é (decomposed) and a flag
        #expect(LengthUnit.allCases.map { lengths[$0] } == [2, 4, 6, 11, 3])
    }
}

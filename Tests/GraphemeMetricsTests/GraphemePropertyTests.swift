import GraphemeMetrics
import PropertyBased
import Testing

/// Properties every segmentation must have, on thousands of generated texts biased toward the
/// rule-relevant classes (see `GeneratedText.Piece`), including ill-formed UTF-16 and UTF-8.
@Suite struct GraphemePropertyTests {
    static let validText = GeneratedText.generator()
    static let anyText = GeneratedText.generator(illFormed: true)

    // MARK: Clusters partition the input

    @Test func clustersPartitionTheInput() async {
        await propertyCheck(count: 3000, input: Self.anyText) { text in
            let units = text.units
            let boundaries = GraphemeClusters.boundaries(utf16: units)
            #expect(boundaries.first == 0)
            #expect(boundaries.last == units.count)
            #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 }, "not strictly increasing: \(boundaries)")
            #expect(GraphemeClusters.count(utf16: units) == boundaries.count - 1)
            // No boundary splits a surrogate pair.
            for boundary in boundaries where boundary > 0 && boundary < units.count {
                #expect(!(UTF16.isLeadSurrogate(units[boundary - 1]) && UTF16.isTrailSurrogate(units[boundary])),
                        "boundary \(boundary) inside a surrogate pair")
            }
        }
    }

    @Test func clusterSlicesRejoinToTheInput() async {
        await propertyCheck(count: 3000, input: Self.validText) { text in
            let string = String(decoding: text.units, as: UTF16.self)
            var slices: [String] = []
            GraphemeClusters.forEachCluster(string) { range in
                slices.append(String(decoding: text.units[range], as: UTF16.self))
            }
            #expect(slices.joined() == string)
            #expect(slices.allSatisfy { !$0.isEmpty })
            #expect(slices.count == GraphemeClusters.count(string))
            // The same slices in UTF-8.
            let bytes = Array(string.utf8)
            let utf8Boundaries = GraphemeClusters.boundaries(utf8: bytes)
            let utf8Slices = zip(utf8Boundaries, utf8Boundaries.dropFirst()).map {
                String(decoding: bytes[$0..<$1], as: UTF8.self)
            }
            #expect(utf8Slices == slices)
        }
    }

    // MARK: Whole == chunked

    /// Cut points reduced modulo the input length: empty chunks, one-unit chunks and cuts inside
    /// surrogate pairs, UTF-8 sequences, CR LF, flags and conjuncts all occur.
    static let cuts = Gen<UInt16>.value().map(Int.init).array(of: 0...12)

    @Test func utf16WholeEqualsChunked() async {
        await propertyCheck(count: 3000, input: zip(Self.anyText, Self.cuts)) { text, cuts in
            let whole = Scan.utf16(text.units)
            let chunked = Scan.utf16(text.units, cuts: cuts)
            #expect(chunked.scalars == whole.scalars, "cuts \(Scan.chunks(count: text.units.count, cuts: cuts))")
            #expect(Self.counters(chunked.scanner) == Self.counters(whole.scanner))
            // The count-only fast path and the sequence paths agree with the scanner.
            #expect(GraphemeClusters.count(utf16: text.units) == whole.scanner.clusterCount)
            #expect(GraphemeClusters.count(utf16: text.units.lazy.map { $0 }) == whole.scanner.clusterCount)
            #expect(GraphemeClusters.boundaries(utf16: text.units) == Scan.utf16Boundaries(whole))
        }
    }

    @Test func utf8WholeEqualsChunked() async {
        await propertyCheck(count: 3000, input: zip(Self.utf8Bytes, Self.cuts)) { bytes, cuts in
            let whole = Scan.utf8(bytes)
            let chunked = Scan.utf8(bytes, cuts: cuts)
            #expect(chunked.scalars == whole.scalars, "cuts \(Scan.chunks(count: bytes.count, cuts: cuts))")
            #expect(Self.counters(chunked.scanner) == Self.counters(whole.scanner))
            #expect(GraphemeClusters.count(utf8: bytes) == whole.scanner.clusterCount)
            #expect(GraphemeClusters.count(utf8: bytes.lazy.map { $0 }) == whole.scanner.clusterCount)
        }
    }

    @Test func oneUnitChunksEqualWhole() async {
        await propertyCheck(count: 2000, input: Self.anyText) { text in
            let units = text.units
            #expect(Scan.utf16(units, cuts: Array(0...units.count)).scalars == Scan.utf16(units).scalars)
            let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
            #expect(Scan.utf8(bytes, cuts: Array(0...bytes.count)).scalars == Scan.utf8(bytes).scalars)
        }
    }

    // MARK: UTF-8 == UTF-16

    @Test func utf8AgreesWithUTF16() async {
        await propertyCheck(count: 3000, input: Self.anyText) { text in
            Self.expectEncodingsAgree(text.units)
        }
    }

    @Test func utf8AgreesWithUTF16OnRawUnits() async {
        // Raw units: mostly BMP letters of every script, with lone surrogates about 3% of the time.
        await propertyCheck(count: 3000, input: Gen.uint16().array(of: 0...64)) { units in
            Self.expectEncodingsAgree(units)
        }
    }

    /// Ill-formed UTF-8 repaired by the UTF-8 scanner gives the scalars Swift's decoder gives
    /// (one U+FFFD per maximal subpart), and then the same clusters as the UTF-16 scanner.
    @Test func illFormedUTF8RepairsLikeTheStandardLibrary() async {
        await propertyCheck(count: 3000, input: Self.utf8Bytes) { bytes in
            let utf8 = Scan.utf8(bytes)
            let repaired = String(decoding: bytes, as: UTF8.self)
            #expect(utf8.scalars.map(\.scalar) == Array(repaired.unicodeScalars))
            let utf16 = Scan.utf16(Array(repaired.utf16))
            #expect(utf8.scalars.map(\.startsCluster) == utf16.scalars.map(\.startsCluster))
            #expect(utf8.scalars.map(\.utf16Offset) == utf16.scalars.map(\.utf16Offset))
            // The scalars tile the input bytes.
            var offset = 0
            for scalar in utf8.scalars {
                #expect(scalar.utf8Offset == offset)
                offset += scalar.encodedLength
            }
            #expect(offset == bytes.count)
            #expect(utf8.scanner.utf8Count == bytes.count)
            // One repaired U+FFFD per maximal subpart.
            #expect(utf8.scanner.repairedCount == utf8.scalars.filter(\.isRepaired).count)
        }
    }

    /// UTF-8 bytes: the UTF-8 of generated text (valid), with some bytes replaced by random ones
    /// or dropped, so truncated sequences, overlongs, surrogates and stray continuations occur.
    static let utf8Bytes: Generator<[UInt8], AnySequence<([(Int, UInt64)], [UInt8], [UInt16])>> = zip(anyText, Gen<UInt8>.value().array(of: 0...4), Gen<UInt16>.value().array(of: 0...4))
        .map { text, replacements, positions in
            var bytes = Array(String(decoding: text.units, as: UTF16.self).utf8)
            for (replacement, position) in zip(replacements, positions) where !bytes.isEmpty {
                let index = Int(position) % bytes.count
                if replacement & 1 == 0 { bytes[index] = replacement } else { bytes.remove(at: index) }
            }
            return bytes
        }
        .eraseToAnySequence()

    static func expectEncodingsAgree(_ units: [UInt16], sourceLocation: SourceLocation = #_sourceLocation) {
        let utf16 = Scan.utf16(units)
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        let utf8 = Scan.utf8(bytes)
        // A lone surrogate is one U+FFFD on both sides, one unit in UTF-16 and 3 bytes in UTF-8.
        #expect(utf8.scalars.map(\.scalar) == utf16.scalars.map(\.scalar), sourceLocation: sourceLocation)
        #expect(utf8.scalars.map(\.startsCluster) == utf16.scalars.map(\.startsCluster), sourceLocation: sourceLocation)
        #expect(utf8.scalars.map(\.utf16Offset) == utf16.scalars.map(\.utf16Offset), sourceLocation: sourceLocation)
        #expect(utf8.scalars.map(\.utf8Offset) == utf16.scalars.map(\.utf8Offset), sourceLocation: sourceLocation)
        #expect(utf8.scanner.clusterCount == utf16.scanner.clusterCount, sourceLocation: sourceLocation)
        #expect(utf8.scanner.scalarCount == utf16.scanner.scalarCount, sourceLocation: sourceLocation)
        #expect(utf8.scanner.utf16Count == utf16.scanner.utf16Count, sourceLocation: sourceLocation)
        #expect(utf8.scanner.utf8Count == utf16.scanner.utf8Count, sourceLocation: sourceLocation)
        #expect(utf8.scanner.utf16Count == units.count, sourceLocation: sourceLocation)
        #expect(utf16.scanner.repairedCount == utf16.scalars.filter(\.isRepaired).count, sourceLocation: sourceLocation)
        // UTF-8 boundaries mapped to UTF-16 offsets through the scanner's reports.
        let utf8Boundaries = GraphemeClusters.boundaries(utf8: bytes)
        var utf16ByUTF8 = [bytes.count: units.count]
        for scalar in utf8.scalars { utf16ByUTF8[scalar.utf8Offset] = scalar.utf16Offset }
        #expect(utf8Boundaries.map { utf16ByUTF8[$0] } == GraphemeClusters.boundaries(utf16: units).map { $0 },
                sourceLocation: sourceLocation)
    }

    // MARK: Ordering of the counts

    @Test func countsAreOrderedForValidText() async {
        await propertyCheck(count: 3000, input: Self.validText) { text in
            let scanner = Scan.utf16(text.units).scanner
            let string = String(decoding: text.units, as: UTF16.self)
            #expect(scanner.clusterCount <= scanner.scalarCount)
            #expect(scanner.scalarCount <= scanner.utf16Count)
            #expect(scanner.utf16Count <= scanner.utf8Count)
            #expect(scanner.scalarCount == string.unicodeScalars.count)
            #expect(scanner.utf8Count == string.utf8.count)
            #expect(scanner.repairedCount == 0)
            #expect((scanner.clusterCount == 0) == text.units.isEmpty)
        }
    }

    // MARK: Rules explain the boundaries

    @Test func rulesAgreeWithBoundaries() async {
        await propertyCheck(count: 3000, input: Self.anyText) { text in
            let scanned = Scan.utf16(text.units).scalars
            let rules = GraphemeBreakRule.rules(for: scanned.map(\.scalar))
            #expect(rules.map(\.isBoundary) == scanned.map(\.startsCluster))
            #expect(rules.first.map { $0 == .gb1 } ?? true)
            #expect(!rules.dropFirst().contains(.gb1))
        }
    }

    // MARK: Generator

    @Test(arguments: UnicodeVersion.allCases)
    func poolsCoverEveryClass(version: UnicodeVersion) {
        // The pools come from Data/grapheme-properties-<version>.txt; 15.0's conjunct pools borrow
        // 15.1's Indic_Conjunct_Break (ScalarPools.init).
        let pools = ScalarPools.assigned(by: version)
        for pool in ScalarPools.Pool.allCases {
            #expect(!pools.isEmpty(pool), "empty \(version) pool \(pool)")
        }
        let linkers = Set(pools.scalars(.linker).map(\.value))
        let newLinkers: Set<UInt32> = [0x1CF5, 0x1CF6, 0x11A3A]  // InCB=Linker from 18.0, Grapheme_Cluster_Break=Other
        #expect(newLinkers.isSubset(of: linkers) == (version == .v18_0))
        #expect(pools.scalars(.prepend).contains("\u{11A3A}") == (version < .v17_0))
        #expect(pools.scalars(.emojiModifier).count == 5)
        #expect(ScalarPools.all.scalars(.any).count == 0x110000 - 0x800)
        #expect(ScalarPools.all.scalars(.variationSelector16) == ["\u{FE0F}"])
        #expect(ScalarPools.all.scalars(.tag).count == 0x60)
    }

    /// The generated corpus of each version holds lone surrogates and the scalars the version
    /// changed, so the UTF-16 paths and the profiles' differences are exercised.
    @Test(arguments: UnicodeVersion.allCases)
    func generatedCorpusCoversTheVersion(version: UnicodeVersion) {
        let texts = GeneratedCorpus.texts(for: version)
        let assigned = AssignedCodePoints.by(version)
        var loneSurrogates = 0
        var versionSensitive = 0
        let sensitive = Set(ScalarPools.assigned(by: version).scalars(.versionSensitive).map(\.value))
        for text in texts {
            let codePoints = text.codePoints
            #expect(codePoints.allSatisfy(assigned.contains), "\(text.testDescription) holds a scalar \(version) did not assign")
            if codePoints.contains(where: { (0xD800...0xDFFF).contains($0) }) { loneSurrogates += 1 }
            if codePoints.contains(where: sensitive.contains) { versionSensitive += 1 }
        }
        #expect(texts.count == GeneratedCorpus.count)
        #expect(loneSurrogates > 1000)
        #expect(versionSensitive > 1000)
        print("Generated \(version): \(texts.count) texts, \(texts.map(\.units.count).reduce(0, +)) UTF-16 units, \(loneSurrogates) with lone surrogates, \(versionSensitive) with version-sensitive scalars")
    }

    static func counters(_ scanner: UTF16GraphemeScanner) -> [Int] {
        [scanner.clusterCount, scanner.scalarCount, scanner.utf16Count, scanner.utf8Count, scanner.repairedCount]
    }

    static func counters(_ scanner: UTF8GraphemeScanner) -> [Int] {
        [scanner.clusterCount, scanner.scalarCount, scanner.utf16Count, scanner.utf8Count, scanner.repairedCount]
    }
}

import Foundation
import GraphemeMetrics
import Testing

/// Our clusters against ICU 72 (Unicode 15.0) through the CICUShim, on generated text limited to
/// scalars Unicode 15.0 assigned (`Data/assigned-by-15.0.txt`) and on the corpora. ICU is two
/// versions behind, so they may differ, but every divergence must have one of these reasons.
@Suite struct ICUCrossCheckTests {
    enum Reason: String, CaseIterable {
        /// A scalar in the differing span has other properties in 15.0 than in 17.0.0
        /// (``ICUExpectedDivergences``: Extended_Pictographic removed from non-emoji pictographs
        /// by Emoji 17.0; U+11A3A no longer Prepend).
        case propertyChangedSince15
        /// We join by GB9c, which Unicode 15.1 introduced (and 17.0 extended to more linkers);
        /// ICU 72 has only CLDR's narrower tailoring for conjuncts (Deva, Beng, Gujr, Orya, Telu,
        /// Mlym consonants, their viramas, and only Extend with ccc ≠ 0 or ZWJ in between).
        case conjunctRuleSince15_1
        /// Neither: a failure.
        case unexplained
    }

    @Test func icuImplementsUnicode15() {
        #expect(ICUGraphemeIterator.unicodeVersion == "15.0")
        #expect(ICUGraphemeIterator.icuVersion.hasPrefix("72."))
        // A truncated data file would shrink the generated text silently.
        #expect(AssignedCodePoints.unicode15.rangeCount > 700)
        #expect(AssignedCodePoints.unicode15.contains(0x1FAE8))   // SHAKING FACE (Unicode 15.0)
        #expect(!AssignedCodePoints.unicode15.contains(0x1FAE9))  // FACE WITH BAGS UNDER EYES (16.0)
        #expect(!AssignedCodePoints.unicode15.contains(0x16D63))  // KIRAT RAI VOWEL SIGN AA (16.0)
    }

    /// One probe partner per property pool (the first 15.0 scalar of each).
    static let partners: [Unicode.Scalar] = ScalarPools.Pool.allCases
        .filter { ![.any, .tag, .variationSelector16].contains($0) }
        .map { ScalarPools.assignedBy15.scalars($0)[0] }

    /// `p X LF X p LF` for every partner, then `U+1F600 ZWJ X`: pairs and the GB11 triple. LF
    /// breaks on both sides (GB4/GB5), so the segments do not interact.
    static func probe(_ scalar: Unicode.Scalar) -> [UInt16] {
        var scalars: [Unicode.Scalar] = []
        for partner in partners { scalars += [partner, scalar, "\n", scalar, partner, "\n"] }
        scalars += ["\u{1F600}", "\u{200D}", scalar]  // GRINNING FACE, ZERO WIDTH JOINER, X
        return Array(String(String.UnicodeScalarView(scalars)).utf16)
    }

    /// The diff behind ``ICUExpectedDivergences``: exactly the listed scalars behave differently.
    @Test func propertyDifferencesAreTheListedOnes() throws {
        let icu = try ICUGraphemeIterator()
        var differing: [Unicode.Scalar] = []
        var assigned = 0
        for value in UInt32(0)...0x10FFFF where AssignedCodePoints.unicode15.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            assigned += 1
            let units = Self.probe(scalar)
            if try icu.boundaries(units) != GraphemeClusters.boundaries(utf16: units) { differing.append(scalar) }
        }
        let listed = (ICUExpectedDivergences.extendedPictographicRemoved + ICUExpectedDivergences.prependRemoved)
            .flatMap { $0 }.compactMap(Unicode.Scalar.init)
        let unlisted = differing.filter { !ICUExpectedDivergences.contains($0) }
        let stale = Set(listed).subtracting(differing)
        #expect(unlisted.isEmpty, "differ but not listed: \(unlisted.map { "U+" + GeneratedText.hex($0.value) })")
        #expect(stale.isEmpty, "listed but agree: \(stale.map { "U+" + GeneratedText.hex($0.value) }.sorted())")
        // The reasons hold in our data: no listed scalar is Extended_Pictographic or Prepend now.
        for scalar in listed {
            let properties = GraphemeBreakProperties(scalar)
            #expect(!properties.isExtendedPictographic && properties.clusterBreak == .other)
        }
        // ICU still joins U+11A3A to a following letter (GB9b) and ZWJ to U+2605 BLACK STAR (GB11).
        #expect(try icu.boundaries([0xD806, 0xDE3A, 0x0061]) == [0, 3])
        #expect(try icu.boundaries([0xD83D, 0xDE00, 0x200D, 0x2605]) == [0, 4])
        print("ICU property diff: \(assigned) scalars assigned in 15.0 probed, \(differing.count) differ (\(listed.count) listed)")
    }

    /// Our and ICU's boundaries of one text, with every divergence classified.
    struct Comparison {
        var ours: [Int]
        var icu: [Int]
        var divergences: [(offset: Int, reason: Reason)] = []

        init(_ units: [UInt16], icu iterator: ICUGraphemeIterator) throws {
            let scanned = Scan.utf16(units)
            let scalars = scanned.scalars.map(\.scalar)
            ours = Scan.utf16Boundaries(scanned)
            icu = try iterator.boundaries(units)
            guard ours != icu else { return }
            let rules = GraphemeBreakRule.rules(for: scalars)
            var indexByOffset: [Int: Int] = [:]
            for (index, scalar) in scanned.scalars.enumerated() { indexByOffset[scalar.utf16Offset] = index }
            let common = Set(ours).intersection(icu).sorted()
            for offset in Set(ours).symmetricDifference(icu).sorted() {
                guard let index = indexByOffset[offset] else {
                    divergences.append((offset, .unexplained))
                    continue
                }
                // The span between the nearest boundaries both agree on.
                let start = common.last { $0 < offset } ?? 0
                let end = common.first { $0 > offset } ?? units.count
                let span = scanned.scalars.filter { $0.utf16Offset >= start && $0.utf16Offset < end }.map(\.scalar)
                if span.contains(where: ICUExpectedDivergences.contains) {
                    divergences.append((offset, .propertyChangedSince15))
                } else if rules[index] == .gb9c, icu.contains(offset) {
                    divergences.append((offset, .conjunctRuleSince15_1))
                } else {
                    divergences.append((offset, .unexplained))
                }
            }
        }
    }

    /// Hand-picked cases for each reason, and a conjunct ICU 72's tailoring already joins.
    @Test(arguments: [
        // GRINNING FACE, ZWJ, BLACK STAR: ICU joins (★ was Extended_Pictographic in 15.0).
        ([0xD83D, 0xDE00, 0x200D, 0x2605], Reason.propertyChangedSince15),
        // ZANABAZAR SQUARE CLUSTER-INITIAL LETTER RA, "a": ICU joins (Prepend in 15.0).
        ([0xD806, 0xDE3A, 0x0061], Reason.propertyChangedSince15),
        // MYANMAR LETTER KA, MYANMAR SIGN VIRAMA, MYANMAR LETTER KA: GB9c with a 17.0 linker.
        ([0x1000, 0x1039, 0x1000], Reason.conjunctRuleSince15_1),
        // KHMER LETTER KA, KHMER SIGN COENG, KHMER LETTER KA: GB9c with a 17.0 linker.
        ([0x1780, 0x17D2, 0x1780], Reason.conjunctRuleSince15_1),
    ] as [([UInt16], Reason)])
    func classifiedExamples(units: [UInt16], reason: Reason) throws {
        let comparison = try Comparison(units, icu: ICUGraphemeIterator())
        #expect(comparison.divergences.map(\.reason) == [reason])
    }

    @Test func icuTailoringJoinsDevanagariConjuncts() throws {
        // DEVANAGARI KA, VIRAMA, SSA (क्ष): ICU 72's CLDR tailoring and our GB9c both join.
        let units: [UInt16] = [0x0915, 0x094D, 0x0937]
        let comparison = try Comparison(units, icu: ICUGraphemeIterator())
        #expect(comparison.icu == [0, 3])
        #expect(comparison.ours == [0, 3])
    }

    @Test func generatedText() throws {
        let icu = try ICUGraphemeIterator()
        let cases = 20_000
        var counts: [Reason: Int] = [:]
        var identical = 0
        var failures: [String] = []
        for text in GeneratedText.corpus(count: cases, seed: 3, pools: .assignedBy15) {
            let comparison = try Comparison(text.units, icu: icu)
            if comparison.divergences.isEmpty { identical += 1 }
            for reason in Set(comparison.divergences.map(\.reason)) { counts[reason, default: 0] += 1 }
            if comparison.divergences.contains(where: { $0.reason == .unexplained }), failures.count < 10 {
                failures.append("\(text.testDescription): ours \(comparison.ours), ICU \(comparison.icu)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print("ICU generated: \(cases) cases, \(identical) identical; cases per reason: \(Reason.allCases.map { "\($0)=\(counts[$0, default: 0])" }.joined(separator: " "))")
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
          arguments: TestData.corpusNames)
    func corpus(name: String) throws {
        let directory = try #require(TestData.corporaDirectory)
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let icu = try ICUGraphemeIterator()
        var identical = 0
        var counts: [Reason: Int] = [:]
        var oursTotal = 0
        var icuTotal = 0
        var failures: [String] = []
        for (number, line) in lines.enumerated() {
            let units = Array(line.utf16)
            let comparison = try Comparison(units, icu: icu)
            oursTotal += comparison.ours.count - 1
            let icuCount = try icu.count(units)
            #expect(icuCount == comparison.icu.count - 1)
            icuTotal += icuCount
            if comparison.divergences.isEmpty { identical += 1 }
            for divergence in comparison.divergences { counts[divergence.reason, default: 0] += 1 }
            if comparison.divergences.contains(where: { $0.reason == .unexplained }), failures.count < 10 {
                failures.append("line \(number + 1): \(GeneratedText(units: units).testDescription): ours \(comparison.ours), ICU \(comparison.icu)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        print("ICU corpus \(name): \(lines.count) lines, \(identical) identical; divergent boundaries per reason: \(Reason.allCases.map { "\($0)=\(counts[$0, default: 0])" }.joined(separator: " ")); graphemes (sum over lines) ours \(oursTotal), ICU \(icuTotal)")
    }
}

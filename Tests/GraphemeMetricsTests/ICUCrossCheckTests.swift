import Foundation
import GraphemeMetrics
import Testing

/// Profile 15.1 against ICU 72 (Debian's libicu-dev, root locale character break iterator through
/// the CICUShim): boundaries must be identical on every generated 15.1 text, every scalar Unicode
/// 15.1 assigned and every line of the corpora. No difference is pinned.
///
/// ICU 72's data is Unicode 15.0 (`u_getUnicodeVersion`), but its grapheme rules already have
/// GB9c with 15.1's conjunct sets (shipped early from CLDR), so for grapheme clusters it counts
/// exactly like Unicode 15.1: the scalars 15.1 added (CJK Extension I, four ideographic
/// description characters, U+31EF) are Other in both. The default profile (18.0) is not compared
/// with ICU: its differences are the version changes, which ``ReferenceRulesDifferentialTests``
/// checks against the rules themselves.
@Suite struct ICUCrossCheckTests {
    static let version = UnicodeVersion.v15_1

    @Test func icuIs72WithTheRulesOf15_1() throws {
        #expect(ICUGraphemeIterator.icuVersion.hasPrefix("72."))
        #expect(ICUGraphemeIterator.unicodeVersion == "15.0")
        let icu = try ICUGraphemeIterator()
        // DEVANAGARI KA, VIRAMA, SSA: GB9c (15.1) joins.
        #expect(try icu.boundaries([0x0915, 0x094D, 0x0937]) == [0, 3])
        // MYANMAR LETTER KA, MYANMAR SIGN VIRAMA, MYANMAR LETTER KA: U+1039 is a linker from 17.0 only.
        #expect(try icu.boundaries([0x1000, 0x1039, 0x1000]) == [0, 2, 3])
        // GRINNING FACE, ZWJ, BLACK STAR: ★ is Extended_Pictographic until Emoji 17.0 (GB11).
        #expect(try icu.boundaries([0xD83D, 0xDE00, 0x200D, 0x2605]) == [0, 4])
        // A truncated data file would shrink the generated text silently.
        #expect(AssignedCodePoints.unicode15_1.rangeCount > 700)
        #expect(AssignedCodePoints.unicode15_1.contains(0x2EBF0))   // CJK UNIFIED IDEOGRAPH-2EBF0 (15.1)
        #expect(!AssignedCodePoints.unicode15_1.contains(0x1FAE9))  // FACE WITH BAGS UNDER EYES (16.0)
    }

    /// One probe partner per property pool (the first 15.1 scalar of each).
    static let partners: [Unicode.Scalar] = ScalarPools.Pool.allCases
        .filter { ![.any, .tag, .variationSelector16, .emojiModifier, .versionSensitive, .linkerInSomeVersion].contains($0) }
        .map { ScalarPools.assigned(by: version).scalars($0)[0] }

    /// `p X LF X p LF` for every partner, then `U+1F600 ZWJ X`: pairs and the GB11 triple. LF
    /// breaks on both sides (GB4/GB5), so the segments do not interact.
    static func probe(_ scalar: Unicode.Scalar) -> [UInt16] {
        var scalars: [Unicode.Scalar] = []
        for partner in partners { scalars += [partner, scalar, "\n", scalar, partner, "\n"] }
        scalars += ["\u{1F600}", "\u{200D}", scalar]  // GRINNING FACE, ZERO WIDTH JOINER, X
        return scalars.flatMap { Array(String($0).utf16) }
    }

    /// Every scalar Unicode 15.1 assigned, next to each class: the same boundaries in ICU and 15.1.
    @Test func everyAssignedScalarAgrees() throws {
        let icu = try ICUGraphemeIterator()
        var differing: [BoundaryDifference] = []
        var probed = 0
        for value in UInt32(0)...0x10FFFF where AssignedCodePoints.unicode15_1.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            probed += 1
            let units = Self.probe(scalar)
            let ours = GraphemeClusters.boundaries(utf16: units, unicode: Self.version)
            let theirs = try icu.boundaries(units)
            if ours != theirs {
                differing.append(BoundaryDifference(units: units, ours: ours, peer: theirs, peerName: "ICU 72", version: Self.version))
            }
        }
        #expect(probed > 280_000)
        #expect(differing.isEmpty, "\(differing.count) scalars differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("ICU 72 vs 15.1, every assigned scalar: \(probed) scalars probed next to \(Self.partners.count) classes, \(differing.count) differ")
    }

    @Test func generatedTexts() throws {
        let icu = try ICUGraphemeIterator()
        let texts = GeneratedCorpus.texts(for: Self.version)
        var differing: [BoundaryDifference] = []
        var joinedByGB9c = 0
        for text in texts {
            let scanned = Scan.utf16(text.units, unicode: Self.version)
            let ours = Scan.utf16Boundaries(scanned)
            let theirs = try icu.boundaries(text.units)
            #expect(GraphemeClusters.boundaries(utf16: text.units, unicode: Self.version) == ours)
            if GraphemeBreakRule.rules(for: scanned.scalars.map(\.scalar), unicode: Self.version).contains(.gb9c) {
                joinedByGB9c += 1
            }
            if ours != theirs {
                differing.append(BoundaryDifference(units: text.units, ours: ours, peer: theirs, peerName: "ICU 72", version: Self.version))
            }
        }
        #expect(texts.count >= 100_000)
        #expect(joinedByGB9c > 1000)
        #expect(differing.isEmpty, "\(differing.count) of \(texts.count) texts differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("ICU 72 vs 15.1, generated: \(texts.count) texts compared (\(joinedByGB9c) joined by GB9c), \(differing.count) differ")
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
          arguments: TestData.corpusNames)
    func corpus(name: String) throws {
        let directory = try #require(TestData.corporaDirectory)
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let icu = try ICUGraphemeIterator()
        var differing: [BoundaryDifference] = []
        var clusters = 0
        for line in lines {
            let units = Array(line.utf16)
            let ours = GraphemeClusters.boundaries(utf16: units, unicode: Self.version)
            let theirs = try icu.boundaries(units)
            #expect(try icu.count(units) == theirs.count - 1)
            clusters += ours.count - 1
            if ours != theirs {
                differing.append(BoundaryDifference(units: units, ours: ours, peer: theirs, peerName: "ICU 72", version: Self.version))
            }
        }
        #expect(differing.isEmpty, "\(name): \(differing.count) of \(lines.count) lines differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("ICU 72 vs 15.1, corpus \(name): \(lines.count) lines, \(clusters) clusters, \(differing.count) lines differ")
    }
}

import Foundation
import GraphemeMetrics
import Testing

/// Profile 17.0 against Swift's `Character`s (Swift 6.3.1, Unicode 17.0 properties), which must
/// agree exactly except for two pinned, explained differences. Both are stated against 17.0, the
/// version Swift implements (the default profile, 18.0, differs from Swift by 18.0's changes too).
///
/// The pinned difference: Swift's stdlib (`StringGraphemeBreaking.swift`) hard-codes the six
/// conjunct linkers of Unicode 15.1 (``swiftKnownLinkers``) instead of reading InCB=Linker from
/// the data, so it misses every other InCB=Linker of DerivedCoreProperties-17.0.0.txt: not only
/// U+1039 MYANMAR SIGN VIRAMA, U+17D2 KHMER SIGN COENG and U+1B44 BALINESE ADEG ADEG but also
/// U+1A60 TAI THAM SIGN SAKOT, U+1BAB, U+A9C0, U+AAF6, U+10A3F, U+11133, U+113D0, U+1193E,
/// U+11A47, U+11A99 and U+11F42 (14 in all; ``swiftMissesEveryOtherLinker`` checks each one
/// against Swift). Swift walks over such a scalar as
/// if it were InCB=Extend, so it still joins when the run also holds one of the six. Hence:
/// Swift breaks exactly where we join by GB9c and the linker run between the two consonants
/// holds no linker Swift knows.
///
/// A second pinned difference, found by this test: Swift recognizes Hangul jamo by the ranges of
/// the Hangul blocks (``swiftJamoRanges``) rather than by Grapheme_Cluster_Break, so it misses the
/// Grapheme_Cluster_Break=V vowel signs Unicode 16.0 gave Kirat Rai (U+16D63, U+16D67..U+16D6A)
/// and treats them as Other: it breaks where we join by GB6/GB7/GB8 next to one of them.
/// Nowhere else may the two differ.
@Suite struct CharacterDifferentialTests {
    /// The profile Swift 6.3.1's `Character` is compared with.
    static let version = UnicodeVersion.v17_0

    /// The linkers Swift 6.3.1 hard-codes: Unicode 15.1's InCB=Linker, the viramas of
    /// Devanagari, Bengali, Gujarati, Oriya, Telugu and Malayalam. This describes the oracle's
    /// code, not our data; our linkers come from ``IndicConjunctBreak``.
    static let swiftKnownLinkers: Set<Unicode.Scalar> = ["\u{094D}", "\u{09CD}", "\u{0ACD}", "\u{0B4D}", "\u{0C4D}", "\u{0D4D}"]

    /// The code point ranges in which Swift 6.3.1 looks for Hangul L, V, T, LV and LVT: the
    /// Hangul Jamo, Jamo Extended-A, Hangul Syllables and Jamo Extended-B blocks.
    static let swiftJamoRanges: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF]

    /// Whether the scalar has a Hangul-type Grapheme_Cluster_Break that Swift does not see.
    static func isJamoSwiftMisses(_ scalar: Unicode.Scalar) -> Bool {
        switch GraphemeClusterBreak(scalar, unicode: version) {
        case .l, .v, .t, .lv, .lvt: !swiftJamoRanges.contains { $0.contains(scalar.value) }
        default: false
        }
    }

    /// Swift's boundaries by forward iteration over `Character`s (its backward walk is quadratic
    /// on long Regional Indicator runs), with lone surrogates repaired to U+FFFD as we do.
    static func swiftBoundaries(_ units: [UInt16]) -> [Int] {
        var result = [0]
        var offset = 0
        for character in String(decoding: units, as: UTF16.self) {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// Why Swift breaks where we join.
    enum PinnedReason: String, CaseIterable {
        /// GB9c through a linker Swift does not know (``swiftKnownLinkers``).
        case linkerSwiftMisses
        /// GB6/GB7/GB8 next to a jamo outside ``swiftJamoRanges``.
        case jamoOutsideHangulBlocks
    }

    /// The comparison of one text.
    struct Comparison {
        var ours: [Int]
        var swift: [Int]
        /// Where Swift is expected to break although we join, and why.
        var pinned: [(offset: Int, reason: PinnedReason)]
        var rules: [GraphemeBreakRule]

        init(_ units: [UInt16]) {
            let version = CharacterDifferentialTests.version
            let scanned = Scan.utf16(units, unicode: version)
            let scalars = scanned.scalars.map(\.scalar)
            ours = Scan.utf16Boundaries(scanned)
            swift = CharacterDifferentialTests.swiftBoundaries(units)
            let rules = GraphemeBreakRule.rules(for: scalars, unicode: version)
            self.rules = rules
            pinned = scanned.scalars.indices.compactMap { index in
                let offset = scanned.scalars[index].utf16Offset
                switch rules[index] {
                case .gb9c:
                    guard let linkers = Scan.conjunctLinkers(before: index, in: scalars, unicode: version),
                          !linkers.contains(where: { CharacterDifferentialTests.swiftKnownLinkers.contains($0) })
                    else { return nil }
                    return (offset, .linkerSwiftMisses)
                case .gb6, .gb7, .gb8:
                    guard CharacterDifferentialTests.isJamoSwiftMisses(scalars[index])
                        || CharacterDifferentialTests.isJamoSwiftMisses(scalars[index - 1])
                    else { return nil }
                    return (offset, .jamoOutsideHangulBlocks)
                default:
                    return nil
                }
            }
        }

        /// Ours with Swift's pinned extra breaks: what Swift must give.
        var expectedSwift: [Int] { Array(Set(ours).union(pinned.map(\.offset))).sorted() }
        var agrees: Bool { swift == expectedSwift }
    }

    @Test func swiftMissesEveryOtherLinker() {
        let linkers = ScalarPools.assigned(by: Self.version).scalars(.linker)
        let missed = linkers.filter { !Self.swiftKnownLinkers.contains($0) }
        #expect(Self.swiftKnownLinkers.isSubset(of: linkers))
        for scalar: Unicode.Scalar in ["\u{1039}", "\u{17D2}", "\u{1B44}"] {
            #expect(missed.contains(scalar), "U+\(GeneratedText.hex(scalar.value)) should be a linker Swift misses")
        }
        // Swift really does miss each of them, and knows each of its six: KA + linker + KA.
        for linker in linkers {
            let units = Array(String(String.UnicodeScalarView(["\u{0915}", linker, "\u{0915}"])).utf16)
            let swiftJoins = Self.swiftBoundaries(units).count == 2
            #expect(swiftJoins == Self.swiftKnownLinkers.contains(linker), "U+\(GeneratedText.hex(linker.value))")
        }
        print("linkers Swift 6.3.1 misses (InCB=Linker in 17.0, not in its list): \(missed.count)")
    }

    @Test func theMissedJamoAreUnicode16Additions() {
        let jamo = [ScalarPools.Pool.l, .v, .t, .lv, .lvt].flatMap { ScalarPools.assigned(by: Self.version).scalars($0) }
        let missed = jamo.filter(Self.isJamoSwiftMisses)
        #expect(!missed.isEmpty)
        // None of them existed in Unicode 15.0, which is when Swift's ranges were complete.
        #expect(missed.allSatisfy { !AssignedCodePoints.unicode15.contains($0.value) })
        print("jamo Swift 6.3.1 misses: \(missed.map { "U+" + GeneratedText.hex($0.value) }.joined(separator: " "))")
    }

    /// Hand-picked cases of the pin, and one just outside it.
    @Test(arguments: [
        // MYANMAR LETTER KA, MYANMAR SIGN VIRAMA, MYANMAR LETTER KA (stacked consonant): Swift splits.
        ([0x1000, 0x1039, 0x1000], [0, 3], [0, 2, 3]),
        // KHMER LETTER KA, KHMER SIGN COENG, KHMER LETTER KA (subscript consonant): Swift splits.
        ([0x1780, 0x17D2, 0x1780], [0, 3], [0, 2, 3]),
        // BALINESE LETTER KA, BALINESE ADEG ADEG, BALINESE LETTER KA: Swift splits.
        ([0x1B13, 0x1B44, 0x1B13], [0, 3], [0, 2, 3]),
        // DEVANAGARI KA, VIRAMA, MYANMAR VIRAMA, KA: a known linker in the run, so Swift joins too.
        ([0x0915, 0x094D, 0x1039, 0x0915], [0, 4], [0, 4]),
        // HANGUL CHOSEONG KIYEOK, KIRAT RAI VOWEL SIGN AA (L × V, GB6): Swift splits.
        ([0x1100, 0xD81B, 0xDD63], [0, 3], [0, 1, 3]),
        // HANGUL CHOSEONG KIYEOK, HANGUL JUNGSEONG A (L × V, GB6): both join.
        ([0x1100, 0x1161], [0, 2], [0, 2]),
    ] as [([UInt16], [Int], [Int])])
    func pinnedExamples(units: [UInt16], ours: [Int], swift: [Int]) {
        let comparison = Comparison(units)
        #expect(comparison.ours == ours)
        #expect(comparison.swift == swift)
        #expect(comparison.agrees)
    }

    /// The generated 17.0 texts (``GeneratedCorpus``: 17.0's assigned scalars, lone surrogates included).
    @Test func generatedCorpus() {
        let texts = GeneratedCorpus.texts(for: Self.version)
        let cases = texts.count
        var pinnedCases: [PinnedReason: Int] = [:]
        var failures: [String] = []
        var ruleCounts: [GraphemeBreakRule: Int] = [:]
        var differing = 0
        for text in texts {
            let comparison = Comparison(text.units)
            for rule in comparison.rules { ruleCounts[rule, default: 0] += 1 }
            for reason in Set(comparison.pinned.map(\.reason)) { pinnedCases[reason, default: 0] += 1 }
            if !comparison.agrees {
                differing += 1
                if failures.count < 10 {
                    failures.append("\(text.testDescription): ours \(comparison.ours), Swift \(comparison.swift), pinned \(comparison.pinned)")
                }
            }
        }
        #expect(failures.isEmpty, "\(differing) texts differ beyond the pins:\n\(failures.joined(separator: "\n"))")
        // The pin is not vacuous, and the generator reaches every rule.
        for reason in PinnedReason.allCases {
            #expect(pinnedCases[reason, default: 0] > 0, "no case of \(reason) in the corpus")
        }
        for rule in GraphemeBreakRule.allCases where rule != .gb1 {
            #expect(ruleCounts[rule, default: 0] > 0, "the corpus never exercises \(rule.rawValue)")
        }
        print("Character vs 17.0: \(cases) generated texts compared, \(differing) differ beyond the pins; cases with a pinned difference: \(PinnedReason.allCases.map { "\($0)=\(pinnedCases[$0, default: 0])" }.joined(separator: " ")); rules: \(GraphemeBreakRule.allCases.map { "\($0.rawValue)=\(ruleCounts[$0, default: 0])" }.joined(separator: " "))")
    }

    /// `graphemes (Swift String.count)` per file from the corpora README's table.
    static func readmeCounts(_ directory: URL) throws -> [String: Int] {
        let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        var counts: [String: Int] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| ") && line.contains(".txt") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count > 4, let count = Int(cells[4].replacingOccurrences(of: ",", with: "")) {
                counts[cells[0]] = count
            }
        }
        return counts
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
          arguments: TestData.corpusNames)
    func corpus(name: String) throws {
        let directory = try #require(TestData.corporaDirectory)
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var agreeing = 0
        var pinnedLines = 0
        var pinnedPositions = 0
        var failures: [String] = []
        for (number, line) in lines.enumerated() {
            let comparison = Comparison(Array(line.utf16))
            if !comparison.pinned.isEmpty {
                pinnedLines += 1
                pinnedPositions += comparison.pinned.count
            }
            if comparison.swift == comparison.ours { agreeing += 1 }
            if !comparison.agrees, failures.count < 10 {
                failures.append("line \(number + 1): ours \(comparison.ours), Swift \(comparison.swift)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Whole file: Swift's count matches the README's, and ours differs by the pinned breaks only.
        let ours = GraphemeClusters.count(utf8: [UInt8](data), unicode: Self.version)
        let swiftCount = text.count
        let readme = try #require(try Self.readmeCounts(directory)[name])
        #expect(swiftCount == readme)
        #expect(ours == swiftCount - pinnedPositions)
        print("Character vs 17.0, corpus \(name): \(lines.count) lines, \(agreeing) identical, \(pinnedLines) pinned; graphemes ours \(ours), Swift \(swiftCount), README \(readme)")
    }
}

import Foundation
import GraphemeMetrics
import Testing

/// Profile 17.0 against Swift's `Character`s (Swift 6.3.1, Unicode 17.0 properties), which must
/// agree exactly except for the two pinned, explained differences of ``SwiftCharacterOracle``
/// (linkers new in 17.0 that Swift's hard-coded list misses; Kirat Rai vowel signs outside the
/// Hangul blocks, the second found by this test). Both are stated against 17.0, the version
/// Swift implements (the default profile, 18.0, differs from Swift by 18.0's changes too).
@Suite struct CharacterDifferentialTests {
    typealias Oracle = SwiftCharacterOracle
    typealias PinnedReason = SwiftCharacterOracle.PinnedReason
    /// The profile Swift 6.3.1's `Character` is compared with.
    static let version = Oracle.version

    /// The comparison of one text.
    struct Comparison {
        var ours: [Int]
        var swift: [Int]
        /// Where Swift is expected to break although we join, and why.
        var pinned: [(offset: Int, reason: PinnedReason)]
        var rules: [GraphemeBreakRule]

        init(_ units: [UInt16]) {
            let scanned = Scan.utf16(units, unicode: Oracle.version)
            let scalars = scanned.scalars.map(\.scalar)
            ours = Scan.utf16Boundaries(scanned)
            swift = Oracle.boundaries(units)
            rules = GraphemeBreakRule.rules(for: scalars, unicode: Oracle.version)
            pinned = Oracle.pinnedBreaks(scalars: scalars, rules: rules).map {
                (scanned.scalars[$0.index].utf16Offset, $0.reason)
            }
        }

        /// Ours with Swift's pinned extra breaks: what Swift must give.
        var expectedSwift: [Int] { Array(Set(ours).union(pinned.map(\.offset))).sorted() }
        var agrees: Bool { swift == expectedSwift }
    }

    @Test func swiftMissesEveryOtherLinker() {
        let linkers = ScalarPools.assigned(by: Self.version).scalars(.linker)
        let missed = linkers.filter { !Oracle.knownLinkers.contains($0) }
        #expect(Oracle.knownLinkers.isSubset(of: linkers))
        // The 14 linkers 17.0 added, as DerivedCoreProperties-17.0.0.txt lists them.
        let addedIn17: [UInt32] = [0x1039, 0x17D2, 0x1A60, 0x1B44, 0x1BAB, 0xA9C0, 0xAAF6,
                                   0x10A3F, 0x11133, 0x113D0, 0x1193E, 0x11A47, 0x11A99, 0x11F42]
        #expect(missed.map(\.value).sorted() == addedIn17)
        // Swift really does miss each of them, and knows each of its six: KA + linker + KA.
        for linker in linkers {
            let units = Array(String(String.UnicodeScalarView(["\u{0915}", linker, "\u{0915}"])).utf16)
            let swiftJoins = Oracle.boundaries(units).count == 2
            #expect(swiftJoins == Oracle.knownLinkers.contains(linker), "U+\(GeneratedText.hex(linker.value))")
        }
        print("linkers Swift 6.3.1 misses (InCB=Linker in 17.0, not in its list): \(missed.count)")
    }

    @Test func theMissedJamoAreUnicode16Additions() {
        let jamo = [ScalarPools.Pool.l, .v, .t, .lv, .lvt].flatMap { ScalarPools.assigned(by: Self.version).scalars($0) }
        let missed = jamo.filter(Oracle.isJamoSwiftMisses)
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

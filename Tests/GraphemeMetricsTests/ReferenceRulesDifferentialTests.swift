import GraphemeMetrics
import Testing

/// Every profile against ``ReferenceGraphemeRules``: UAX #29 written out rule by rule over that
/// version's `Data/grapheme-properties-<version>.txt`, independent of the library's state machine
/// and tables. This is the exact check for 15.0 and 16.0, which no peer on this machine implements
/// (ICU 76 inside Foundation keeps 15.1's InCB sets), and a second one for the other versions.
@Suite struct ReferenceRulesDifferentialTests {
    /// The lines of each version's GraphemeBreakTest.
    static let breakTestLines: [UnicodeVersion: Int] = [.v15_0: 602, .v15_1: 1187, .v16_0: 1093, .v17_0: 766, .v18_0: 853]

    /// The reference itself passes every line of its version's GraphemeBreakTest.
    @Test(arguments: UnicodeVersion.allCases)
    func referencePassesBreakTest(version: UnicodeVersion) throws {
        let reference = ReferenceGraphemeRules(version)
        let cases = try TestData.lines("grapheme-break-test-\(version).0.txt").compactMap(BreakTestCase.init(line:))
        #expect(cases.count == Self.breakTestLines[version])
        for testCase in cases {
            let marks = reference.rules(for: testCase.scalars).map(\.isBoundary) + [true]
            #expect(marks == testCase.boundaries, "\(version) \(testCase.testDescription): reference \(BreakTestCase.marks(testCase.scalars, marks, properties: true, unicode: version))")
        }
    }

    /// The version's generated texts (``GeneratedCorpus``): the UTF-16 scanner, `boundaries(utf16:)`
    /// and the rule explainer against the reference, position by position.
    @Test(arguments: UnicodeVersion.allCases)
    func generatedTexts(version: UnicodeVersion) {
        let reference = ReferenceGraphemeRules(version)
        let texts = GeneratedCorpus.texts(for: version)
        var failures: [String] = []
        var differing = 0
        var ruleCounts: [GraphemeBreakRule: Int] = [:]
        var leadingLinkerJoins = 0
        var newLinkers = 0
        for text in texts {
            let scanned = Scan.utf16(text.units, unicode: version)
            let scalars = scanned.scalars.map(\.scalar)
            let expectedRules = reference.rules(for: scalars)
            let expected = reference.boundaries(utf16: text.units)
            let ours = Scan.utf16Boundaries(scanned)
            let rules = GraphemeBreakRule.rules(for: scalars, unicode: version)
            let api = GraphemeClusters.boundaries(utf16: text.units, unicode: version)
            for rule in expectedRules { ruleCounts[rule, default: 0] += 1 }
            if scalars.contains(where: { [0x1CF5, 0x1CF6, 0x11A3A].contains($0.value) }) { newLinkers += 1 }
            if expectedRules.indices.contains(where: { expectedRules[$0] == .gb9c
                && conjunctLinkers(before: $0, in: scalars, unicode: version) == nil }) {
                leadingLinkerJoins += 1
            }
            guard ours != expected || api != expected || rules != expectedRules else { continue }
            differing += 1
            if failures.count < 10 {
                let marks = expectedRules.map(\.isBoundary) + [true]
                failures.append("\(text.testDescription): reference \(expected) \(BreakTestCase.marks(scalars, marks, properties: true, unicode: version)); scanner \(ours), boundaries(utf16:) \(api); rules differ at \(zip(rules, expectedRules).enumerated().filter { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element.0.rawValue) vs \($0.element.1.rawValue)" })")
            }
        }
        #expect(differing == 0, "\(differing) of \(texts.count) texts differ:\n\(failures.joined(separator: "\n"))")
        // The texts reach every rule (GB9c from 15.1 on), and 18.0's new GB9c forms.
        for rule in GraphemeBreakRule.allCases where !(rule == .gb9c && version == .v15_0) {
            #expect(ruleCounts[rule, default: 0] > 0, "\(version): no text exercises \(rule.rawValue)")
        }
        if version == .v18_0 {
            #expect(leadingLinkerJoins > 100, "GB9c without a leading consonant")
            #expect(newLinkers > 100, "U+1CF5, U+1CF6, U+11A3A")
        }
        print("Reference rules \(version): \(texts.count) texts compared, \(differing) differ; GB9c without a leading consonant in \(leadingLinkerJoins), U+1CF5/U+1CF6/U+11A3A in \(newLinkers); rules: \(GraphemeBreakRule.allCases.map { "\($0.rawValue)=\(ruleCounts[$0, default: 0])" }.joined(separator: " "))")
    }
}

import GraphemeMetrics
import Testing

/// The per-scalar break explanations that the CLI prints with --explain.
@Suite struct ValidationBreakDecisionTests {
    @Test func explainsEveryScalar() {
        let decisions = BreakDecision.explain("e\u{0301}\r\n\u{1F1FA}\u{1F1E6}")  // é, CR LF, flag of Ukraine
        #expect(decisions.map(\.rule) == [.gb1, .gb9, .gb5, .gb3, .gb4, .gb13])
        #expect(decisions.map(\.utf16Offset) == [0, 1, 2, 3, 4, 6])
        #expect(decisions.map(\.utf8Offset) == [0, 1, 3, 4, 5, 9])
        #expect(decisions.map(\.isBoundary) == [true, false, true, false, true, false])
    }

    @Test func matchesTheRulesAndTheBoundaries() {
        let text = "\u{0915}\u{094D}\u{0937}a\u{1F469}\u{200D}\u{1F52C}"   // KA VIRAMA SSA, a, WOMAN SCIENTIST
        let decisions = BreakDecision.explain(text)
        #expect(decisions.map(\.rule) == GraphemeBreakRule.rules(for: text.unicodeScalars))
        let starts = decisions.filter(\.isBoundary).map(\.utf16Offset)
        #expect(starts + [text.utf16.count] == GraphemeClusters.boundaries(utf16: Array(text.utf16)))
    }

    @Test func illFormedUTF16() {
        let decisions = BreakDecision.explain(utf16: [0x0061, 0xD800, 0x0301])   // a, lone surrogate, COMBINING ACUTE
        #expect(decisions.map(\.scalar) == ["a", "\u{FFFD}", "\u{0301}"])
        #expect(decisions.map(\.rule) == [.gb1, .gb999, .gb9])
    }
}

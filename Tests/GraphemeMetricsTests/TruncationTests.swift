import GraphemeMetrics
import PropertyBased
import Testing

/// Truncation by every unit never splits a cluster, and counts the ellipsis within the limit.
@Suite struct TruncationTests {
    struct Sequence: CustomTestStringConvertible, Sendable {
        var text: String
        var name: String
        var testDescription: String { name }
    }

    /// One of each kind of cluster that a careless cut breaks.
    static let sequences: [Sequence] = [
        Sequence(text: "\u{1F1FA}\u{1F1E6}", name: "flag of Ukraine (RI pair)"),
        Sequence(text: "\u{1F469}\u{200D}\u{1F52C}", name: "WOMAN SCIENTIST (ZWJ sequence)"),
        Sequence(text: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", name: "family MWGB (ZWJ sequence)"),
        Sequence(text: "1\u{FE0F}\u{20E3}", name: "keycap 1"),
        Sequence(text: "\u{1F44D}\u{1F3FD}", name: "THUMBS UP, medium skin tone (modifier sequence)"),
        Sequence(text: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", name: "flag of England (tag sequence)"),
        Sequence(text: "\u{2764}\u{FE0F}", name: "red heart (VS16 presentation sequence)"),
        Sequence(text: "\u{0915}\u{094D}\u{0937}", name: "DEVANAGARI KA VIRAMA SSA (conjunct, GB9c)"),
        Sequence(text: "\r\n", name: "CR LF"),
        Sequence(text: "\u{1F600}", name: "GRINNING FACE (surrogate pair)"),
        Sequence(text: "e\u{0301}", name: "e + COMBINING ACUTE ACCENT"),
        Sequence(text: "\u{1100}\u{1161}\u{11A8}", name: "Hangul L V T"),
    ]

    @Test(arguments: sequences) func neverCutsInside(_ sequence: Sequence) {
        let text = "ab" + sequence.text + "cd"
        let lengths = TextMetrics.measure(text)
        for unit in LengthUnit.allCases {
            let inside = TextMetrics.measure("ab" + sequence.text)[unit]
            let before = TextMetrics.measure("ab")[unit]
            // Every limit that ends inside the sequence keeps "ab" and drops the whole sequence.
            for maximum in before..<inside {
                #expect(Truncation.truncate(text, to: maximum, in: unit) == "ab", "\(unit) ≤ \(maximum)")
            }
            #expect(Truncation.truncate(text, to: inside, in: unit) == "ab" + sequence.text, "\(unit)")
            #expect(Truncation.truncate(text, to: lengths[unit], in: unit) == text, "\(unit)")
        }
    }

    @Test func ellipsisCountsWithinTheLimit() {
        #expect(Truncation.truncate("Hello, world", to: 8, in: .graphemes, ellipsis: "\u{2026}") == "Hello, \u{2026}")
        #expect(Truncation.truncate("Hello", to: 5, in: .graphemes, ellipsis: "\u{2026}") == "Hello")   // fits: no ellipsis
        #expect(Truncation.truncate("Hello", to: 4, in: .utf8, ellipsis: "\u{2026}") == "H\u{2026}")   // … is 3 bytes
        #expect(Truncation.truncate("Hello", to: 2, in: .utf8, ellipsis: "\u{2026}") == "He")          // ellipsis too long: left out
        #expect(Truncation.truncate("\u{65E5}\u{672C}\u{8A9E}", to: 5, in: .width, ellipsis: "...") == "\u{65E5}...")
    }

    @Test func prependJoinsTheEllipsis() {
        // regression (shrunk property failure): ARABIC NUMBER SIGN is Prepend (GB9b), so the
        // ellipsis after it joins its cluster. The prefix still ends on a boundary of the input.
        let text = "aaaaaa\u{0600}\ra"
        #expect(Truncation.truncate(text, to: 8, in: .graphemes, ellipsis: "\u{2026}") == "aaaaaa\u{0600}\u{2026}")
        #expect(Truncation.prefix(text, fitting: 8, in: .graphemes, ellipsis: "\u{2026}").utf16Length == 7)
    }

    @Test func utf16Prefix() {
        // a, flag, lone high surrogate, b
        let units: [UInt16] = [0x0061, 0xD83C, 0xDDFA, 0xD83C, 0xDDE6, 0xD800, 0x0062]
        #expect(Truncation.prefix(utf16: units, fitting: 4, in: .utf16).utf16Length == 1)
        #expect(Truncation.prefix(utf16: units, fitting: 5, in: .utf16).utf16Length == 5)
        #expect(Truncation.prefix(utf16: units, fitting: 3, in: .graphemes).utf16Length == 6)
        let point = Truncation.prefix(utf16: units, fitting: 100, in: .graphemes)
        #expect(point == TruncationPoint(utf16Length: 7, utf8Length: 13, isTruncated: false, appendsEllipsis: false))
    }

    @Test func adversarial() {
        // "a" + 100,000 marks is one cluster: kept whole or dropped whole.
        let zalgo = "x" + "a" + String(repeating: "\u{0301}", count: 100_000)
        #expect(Truncation.truncate(zalgo, to: 50_000, in: .scalars) == "x")
        // 10,000 RIs truncated to 3 graphemes keep 3 whole flags.
        let indicators = String(repeating: "\u{1F1FA}", count: 10_000)
        #expect(Truncation.truncate(indicators, to: 3, in: .graphemes) == String(repeating: "\u{1F1FA}", count: 6))
        #expect(Truncation.truncate(indicators, to: 7, in: .utf16) == "\u{1F1FA}\u{1F1FA}")  // 4 units, not 6: no half flag
    }

    /// The result is a prefix that ends on a cluster boundary and satisfies the limit; with no
    /// truncation it is the whole text.
    @Test func prefixOnABoundaryWithinTheLimit() async {
        await propertyCheck(count: 500, input: LengthTestSupport.string, Gen.int(in: 0...20)) { text, maximum in
            let boundaries = GraphemeClusters.boundaries(utf16: Array(text.utf16))
            for unit in LengthUnit.allCases {
                for ellipsis in ["", "\u{2026}"] {
                    let point = Truncation.prefix(text, fitting: maximum, in: unit, ellipsis: ellipsis)
                    #expect(boundaries.contains(point.utf16Length), "\(unit)")
                    let result = Truncation.truncate(text, to: maximum, in: unit, ellipsis: ellipsis)
                    // Cut by code units, not Characters: the ellipsis may join the prefix's last
                    // cluster (see prependJoinsTheEllipsis).
                    let kept = String(Substring(result.utf16.prefix(point.utf16Length)))
                    #expect(result == kept + (point.appendsEllipsis ? ellipsis : ""))
                    #expect(text.utf16.starts(with: kept.utf16))
                    #expect(kept.utf16.count == point.utf16Length)
                    let total = TextMetrics.measure(kept)[unit] + (point.appendsEllipsis ? TextMetrics.measure(ellipsis)[unit] : 0)
                    if point.isTruncated {
                        #expect(total <= maximum, "\(unit)")
                    } else {
                        #expect(result == text)
                    }
                }
            }
        }
    }
}

/// The UAX #29 rule that decides whether a grapheme cluster boundary falls before a scalar.
///
/// The rules are tried in order and the first that matches decides; ``isBoundary`` tells
/// whether it breaks (÷) or joins (×).
///
/// ```swift
/// // "\u{0915}\u{094D}\u{0937}": KA, VIRAMA, SSA (the conjunct क्ष)
/// // before U+094D: .gb9  (× Extend)
/// // before U+0937: .gb9c (Consonant Linker × Consonant)
/// ```
///
/// See [UAX #29, Grapheme Cluster Boundary Rules](https://www.unicode.org/reports/tr29/tr29-49.html#Grapheme_Cluster_Boundary_Rules).
public enum GraphemeBreakRule: String, CaseIterable, Sendable {
    /// GB1: break at the start of text (`sot ÷ Any`).
    case gb1 = "GB1"
    /// GB3: do not break between a CR and LF (`CR × LF`).
    case gb3 = "GB3"
    /// GB4: break after controls (`(Control | CR | LF) ÷`).
    case gb4 = "GB4"
    /// GB5: break before controls (`÷ (Control | CR | LF)`).
    case gb5 = "GB5"
    /// GB6: do not break Hangul syllable sequences (`L × (L | V | LV | LVT)`).
    case gb6 = "GB6"
    /// GB7: do not break Hangul syllable sequences (`(LV | V) × (V | T)`).
    case gb7 = "GB7"
    /// GB8: do not break Hangul syllable sequences (`(LVT | T) × T`).
    case gb8 = "GB8"
    /// GB9: do not break before extending characters or ZWJ (`× (Extend | ZWJ)`).
    case gb9 = "GB9"
    /// GB9a: do not break before spacing marks (`× SpacingMark`).
    case gb9a = "GB9a"
    /// GB9b: do not break after prepend characters (`Prepend ×`).
    case gb9b = "GB9b"
    /// GB9c: do not break within Indic conjuncts. Unicode 18.0:
    /// `\p{InCB=Linker} \p{InCB=Extend}* × \p{InCB=Consonant}`; Unicode 15.1 to 17.0:
    /// `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]* \p{InCB=Linker} [\p{InCB=Extend}\p{InCB=Linker}]* × \p{InCB=Consonant}`;
    /// not in Unicode 15.0.
    case gb9c = "GB9c"
    /// GB11: do not break within emoji ZWJ sequences (`\p{Extended_Pictographic} Extend* ZWJ × \p{Extended_Pictographic}`).
    case gb11 = "GB11"
    /// GB12: do not break within a flag at the start of text (`sot (RI RI)* RI × RI`).
    case gb12 = "GB12"
    /// GB13: do not break within a flag elsewhere (`[^RI] (RI RI)* RI × RI`).
    case gb13 = "GB13"
    /// GB999: otherwise, break everywhere (`Any ÷ Any`).
    case gb999 = "GB999"

    /// Whether the rule puts a boundary (÷) before the scalar; `false` for the rules that join (×).
    public var isBoundary: Bool {
        switch self {
        case .gb1, .gb4, .gb5, .gb999: true
        default: false
        }
    }
}

extension GraphemeBreakRule {
    /// The rule that decides the position before each scalar, in order: the first is always
    /// ``gb1``. The end of text (GB2) is not a position before a scalar and is not listed.
    ///
    /// ```swift
    /// GraphemeBreakRule.rules(for: "\r\n\u{1F1FA}\u{1F1E6}".unicodeScalars)
    /// // [.gb1, .gb3, .gb4, .gb13]
    /// ```
    ///
    /// This walks the same state machine as the scanners, so it explains exactly what they do.
    ///
    /// - Complexity: O(n) in scalars; allocates the result.
    public static func rules(
        for scalars: some Sequence<Unicode.Scalar>, unicode version: UnicodeVersion = .default
    ) -> [GraphemeBreakRule] {
        let tables = GraphemeTables.tables(for: version)
        var sink = RuleSink(tables: tables)
        var state = WalkState()
        for scalar in scalars {
            let decoded = DecodedScalar(value: scalar.value, length: 1, status: DecodedScalar.valid)
            GraphemeWalk.step(decoded, at: 0, tables: tables, state: &state, into: &sink)
        }
        return sink.rules
    }
}

/// Collects the rule that decided each position.
struct RuleSink: GraphemeSink {
    let tables: GraphemeTables
    var rules: [GraphemeBreakRule] = []

    mutating func take(_ step: WalkStep) {
        rules.append(tables.rule(step.stateBefore, step.graphemeClass))
    }
}

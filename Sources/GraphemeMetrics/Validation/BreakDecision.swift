/// Why a grapheme cluster boundary falls, or does not, before one scalar: the UAX #29 rule
/// that decided, with the scalar and its offsets. ``explain(_:unicode:)`` lists one per scalar.
///
/// ```swift
/// for decision in BreakDecision.explain("e\u{0301}\r\n") {
///     print(decision.utf16Offset, decision.isBoundary ? "÷" : "×", decision.rule.rawValue)
/// }
/// // 0 ÷ GB1   sot ÷ e
/// // 1 × GB9   e × COMBINING ACUTE ACCENT
/// // 2 ÷ GB5   ÷ CR
/// // 3 × GB3   CR × LF
/// ```
///
/// The end of text (GB2) is a boundary at the text's length and is not listed.
public struct BreakDecision: Hashable, Sendable {
    /// The scalar the decision is before; U+FFFD for ill-formed input.
    public var scalar: Unicode.Scalar
    /// The scalar's offset in UTF-16 code units.
    public var utf16Offset: Int
    /// The scalar's offset in UTF-8 bytes.
    public var utf8Offset: Int
    /// The rule that decided.
    public var rule: GraphemeBreakRule
    /// Whether a grapheme cluster starts at the scalar.
    public var isBoundary: Bool { rule.isBoundary }

    /// Creates a decision.
    public init(scalar: Unicode.Scalar, utf16Offset: Int, utf8Offset: Int, rule: GraphemeBreakRule) {
        self.scalar = scalar
        self.utf16Offset = utf16Offset
        self.utf8Offset = utf8Offset
        self.rule = rule
    }

    /// The decision before every scalar of a string, in order, by the rules of a Unicode version
    /// (by default 18.0).
    ///
    /// It walks the scanners' own state machine, so it explains exactly what they do.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates the result.
    public static func explain(_ text: some StringProtocol, unicode version: UnicodeVersion = .default) -> [BreakDecision] {
        GraphemeClusters.withUTF8(of: text) { explain($0, as: Unicode.UTF8.self, tables: .tables(for: version)) }
    }

    /// The decision before every scalar of UTF-16 code units (an unpaired surrogate is U+FFFD).
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates the result.
    public static func explain(
        utf16 units: some Sequence<UInt16>, unicode version: UnicodeVersion = .default
    ) -> [BreakDecision] {
        let tables = GraphemeTables.tables(for: version)
        if let decisions = units.withContiguousStorageIfAvailable({ explain($0, as: Unicode.UTF16.self, tables: tables) }) {
            return decisions
        }
        return Array(units).withUnsafeBufferPointer { explain($0, as: Unicode.UTF16.self, tables: tables) }
    }

    private static func explain<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, tables: GraphemeTables
    ) -> [BreakDecision] {
        var sink = Explainer<Encoding>(tables: tables)
        GraphemeWalk.walk(units, as: Encoding.self, tables: tables, into: &sink)
        return sink.decisions
    }

    private struct Explainer<Encoding: GraphemeEncoding>: GraphemeSink {
        let tables: GraphemeTables
        var other = OtherEncodingOffset<Encoding>()
        var decisions: [BreakDecision] = []

        mutating func take(_ step: WalkStep) {
            let (utf8Offset, utf16Offset) = other.take(step)
            decisions.append(BreakDecision(
                scalar: step.scalar, utf16Offset: utf16Offset, utf8Offset: utf8Offset,
                rule: tables.rule(step.stateBefore, step.graphemeClass)))
        }
    }
}

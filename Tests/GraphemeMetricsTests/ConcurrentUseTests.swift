import GraphemeMetrics
import Testing

/// The library from many threads at once: its tables are built on first use and then shared
/// read-only, so concurrent calls (the first ones included, which race to build them) give the
/// one-thread results. Run alone under ThreadSanitizer, this is where a data race in that first
/// use would show: `scripts/sanitizers.sh thread --filter ConcurrentUse`.
@Suite struct ConcurrentUseTests {
    static let text = String(repeating:
        "Caf\u{E9} cafe\u{301} \u{1F469}\u{200D}\u{1F52C} \u{1F1FA}\u{1F1E6} 1\u{FE0F}\u{20E3} "
        + "\u{915}\u{94D}\u{937} \u{D55C}\u{AD6D}\u{C5B4} \u{6F22}\u{5B57} \u{5D0}\u{5B4} \u{2764}\u{FE0F}\n", count: 50)

    /// Every measure the library offers for a text, as one comparable value.
    static func measures(_ text: String) -> [Int] {
        let units = Array(text.utf16)
        let bytes = Array(text.utf8)
        let lengths = TextMetrics.measure(utf16: units)
        let validation = LengthLimit(maximum: 100, in: .graphemes).validate(text)
        return [
            GraphemeClusters.count(text), GraphemeClusters.count(utf16: units), GraphemeClusters.count(utf8: bytes),
            Emoji.counts(text).total, Emoji.counts(utf16: units).rgi, Emoji.counts(utf8: bytes).clusters,
            DisplayWidth.of(utf16: units), DisplayWidth.of(utf8: bytes, options: .eastAsian),
            lengths.graphemes, lengths.width, lengths.utf8, TextMetrics.measure(utf8: bytes).maxClusterScalars,
            validation.isValid ? 1 : 0, Truncation.prefix(text, fitting: 40, in: .width).utf8Length,
        ]
    }

    @Test func concurrentCallsAgreeWithOneThread() async {
        let results = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<16 { group.addTask { Self.measures(Self.text) } }
            return await group.reduce(into: [[Int]]()) { $0.append($1) }
        }
        let expected = Self.measures(Self.text)
        #expect(results.count == 16)
        for result in results { #expect(result == expected) }
        #expect(expected[0] == 50 * 29, "\(expected)")  // 29 clusters a line
    }
}

/// Turns counted records into output: ``JSONLinesFormatter`` and ``SummaryFormatter`` for the
/// counts, ``EmojiListFormatter`` and ``EmojiFrequencyFormatter`` for the emoji, and
/// ``ExplainFormatter`` for the boundaries.
///
/// A formatter is told about each complete record, each emoji found (with `--list`, `--top`,
/// `--unique`), each source that was read completely and the end of the run. A source that
/// failed gets no ``sourceFinished(_:totals:)`` call.
protocol RecordFormatter {
    func record(_ record: CountedRecord, of source: String)
    func emoji(_ emoji: FoundEmoji, of source: String)
    func sourceFinished(_ source: String, totals: RecordCounts)
    /// `totals` sums the sources that finished; `sourceCount` is the number of sources given.
    func runFinished(totals: RecordCounts, sourceCount: Int)
}

extension RecordFormatter {
    func record(_ record: CountedRecord, of source: String) {}
    func emoji(_ emoji: FoundEmoji, of source: String) {}
    func sourceFinished(_ source: String, totals: RecordCounts) {}
    func runFinished(totals: RecordCounts, sourceCount: Int) {}
}

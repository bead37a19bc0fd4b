/// Turns counted records into output; ``JSONLinesFormatter`` and ``SummaryFormatter`` are the two formats.
///
/// A formatter is told about each complete record, each source that was read completely and the
/// end of the run. A source that failed gets no ``sourceFinished(_:totals:)`` call.
protocol RecordFormatter {
    func record(_ record: CountedRecord, of source: String)
    func sourceFinished(_ source: String, totals: RecordCounts)
    /// `totals` sums the sources that finished; `sourceCount` is the number of sources given.
    func runFinished(totals: RecordCounts, sourceCount: Int)
}

/// Turns the events of a source's segments, taken in file order, into the events that counting
/// the source in one pass gives.
///
/// In line mode each segment numbers its records from 0; the joiner adds the number of records
/// of the segments before (to the records and to their emoji). In whole mode each segment reports
/// one record with its own counts; the joiner adds them up (``RecordCounts/+=`` takes the
/// maximum of the largest cluster) and reports the one record after the last segment. The first
/// segment that fails ends the source, as a sequential read stops at the failure: the events
/// of later segments are dropped.
struct SegmentJoiner {
    let mode: RecordMode
    /// The records of the segments before the current one.
    private var recordOffset = 0
    private var recordsInSegment = 0
    /// In whole mode, the sum of the segments' records so far.
    private var sum = RecordCounts()
    private var totals = RecordCounts()
    /// Whether a segment failed: the source has ended.
    private(set) var hasEnded = false

    init(mode: RecordMode) {
        self.mode = mode
    }

    /// Takes one event of segment `segment` of `count`, passing the source's events to `emit`.
    /// Every segment, even an empty one, ends with `.finished`, `.unreadable` or `.illFormed`.
    mutating func take(_ event: SourceEvent, segment: Int, of count: Int, emit: (SourceEvent) -> Void) {
        guard !hasEnded else { return }
        switch event {
        case .record(let record):
            guard mode == .line else {
                sum += record.counts
                return
            }
            recordsInSegment += 1
            emit(
                .record(
                    CountedRecord(
                        index: record.index + recordOffset, counts: record.counts, violations: record.violations,
                        clusters: record.clusters, explained: record.explained)))
        case .emoji(let emoji):
            emit(
                .emoji(
                    FoundEmoji(
                        record: emoji.record + recordOffset, utf16Offset: emoji.utf16Offset, scalars: emoji.scalars,
                        info: emoji.info)))
        case .finished(let segmentTotals):
            totals += segmentTotals
            recordOffset += recordsInSegment
            recordsInSegment = 0
            guard segment == count - 1 else { return }
            if mode == .whole {
                emit(.record(CountedRecord(index: 0, counts: sum, violations: [], clusters: nil, explained: nil)))
            }
            emit(.finished(totals))
        case .unreadable, .illFormed:
            hasEnded = true
            emit(event)
        }
    }
}

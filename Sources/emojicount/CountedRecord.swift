import GraphemeMetrics

/// A record whose counting is complete, ready to be formatted.
struct CountedRecord: Sendable {
    /// The record's index in its source, from 0.
    let index: Int
    let counts: RecordCounts
    /// The `--max-*` limits the record exceeds, in ``LimitKind`` order.
    let violations: [LimitViolation]
    /// With `--clusters`, the elements of the `clusters` JSON array, already encoded.
    let clusters: ClusterList?
    /// With `--explain`, the record's first scalars (at most the cap), offsets from the record's start.
    let explained: [ScannedScalar]?
}

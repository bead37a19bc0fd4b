/// A record whose counting is complete, ready to be formatted.
struct CountedRecord {
    /// The record's index in its source, from 0.
    let index: Int
    let counts: RecordCounts
    /// With `--clusters`, the elements of the `clusters` JSON array, already encoded.
    let clusters: [UInt8]?
}

/// Cuts the chunks of a source into the parts of its records, for both record counters
/// (``RecordCounter`` and ``FastRecordCounter``): the one place that finds where records end.
///
/// In whole mode a chunk is one part, which ends no record (the source's end does). In line
/// mode each LF ends a record: a chunk `"ab\ncd\n\nef"` gives the parts `"ab"` (ends a record),
/// `"cd"` (ends one), `""` (ends one) and `"ef"` (goes on in the next chunk). The LF belongs to
/// no part; what to do with a CR before it is the counter's business (``RecordMode/line``).
enum RecordSplitter {
    /// Calls `part` with each part of a record that `units` holds, in order: the part, its
    /// index in `units`, and whether an LF ends it (and so the record).
    ///
    /// - Complexity: O(n) in units.
    @inline(__always)
    static func forEachPart<Unit: FixedWidthInteger>(
        of units: UnsafeBufferPointer<Unit>, mode: RecordMode,
        _ part: (_ part: UnsafeBufferPointer<Unit>, _ start: Int, _ endsRecord: Bool) throws -> Void
    ) rethrows {
        guard mode == .line else { return try part(units, 0, false) }
        var start = 0
        while start < units.count {
            var end = start
            while end < units.count, units[end] != 0x0A { end += 1 }
            guard end < units.count else {
                return try part(UnsafeBufferPointer(rebasing: units[start...]), start, false)
            }
            try part(UnsafeBufferPointer(rebasing: units[start..<end]), start, true)
            start = end + 1
        }
    }
}

import GraphemeMetrics

/// What ``SourceCounter`` needs of a counter of UTF-8 records: ``RecordCounter`` or ``FastRecordCounter``.
protocol UTF8RecordCounting {
    /// Counts the next chunk of bytes, reporting each record that it completes.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, report: (CountedRecord) -> Void) throws
    /// Ends the source, reporting its last record.
    mutating func finish(report: (CountedRecord) -> Void) throws
}

extension RecordCounter: UTF8RecordCounting where Encoding == Unicode.UTF8 {}

/// Counts the records of a UTF-8 source with the library's whole-buffer measures, for runs that
/// need no per-cluster output (no `--clusters`, `--list`, `--top`, `--unique`, `--explain` or
/// `--max-*`). Its records are the same as ``RecordCounter``'s, byte for byte.
///
/// Each record is measured in *pieces* cut at safe boundaries: between two bytes that are each
/// printable ASCII (0x20...0x7E) or LF. Both are scalars that form a cluster of their own and no
/// emoji, so a boundary falls between them and a fresh scanner after the first one sees what the
/// scanner over the whole record would; the pieces' figures add up (the largest cluster is the
/// maximum). The bytes after a chunk's last safe boundary are carried to the next chunk.
///
/// Ill-formed bytes are repaired and counted by the library's measure as by the scanner (one
/// U+FFFD per maximal ill-formed subpart, which never spans a safe boundary); only with
/// `--strict` does a piece with ill-formed bytes go to a ``RecordCounter``, which reports the
/// first one's offset. When a record's carried bytes pass ``carryLimit`` without a safe
/// boundary, a ``RecordCounter`` started there counts the rest of the record, so that memory
/// stays bounded.
struct FastRecordCounter: UTF8RecordCounting {
    private let mode: RecordMode
    private let layout: SourceLayout
    private let strict: Bool
    private let analysis: AnalysisOptions

    /// The most bytes carried before the rest of the record goes to a ``RecordCounter``.
    static let carryLimit = 1 << 20

    /// The current record's bytes not measured yet; they start at a safe boundary.
    private var carry: [UInt8] = []
    /// The offset after the byte order mark of ``carry``'s first byte.
    private var carryStart = 0
    /// The offset after the byte order mark of the next byte ``feed(_:report:)`` takes.
    private var consumed = 0
    /// The figures of the current record's pieces measured so far.
    private var counts = RecordCounts()
    /// Whether the current record has a byte yet: a last line without an LF is a record only then.
    private var recordHasUnits = false
    private var recordIndex = 0
    /// The counter of the rest of the current record, once its carry passed ``carryLimit``.
    private var rest: RecordCounter<Unicode.UTF8>?

    /// Whether the fast counter gives the records `analysis` asks for.
    static func serves(_ analysis: AnalysisOptions) -> Bool {
        analysis.limits.isEmpty && !analysis.collectsClusters && !analysis.reportsEmoji
            && analysis.explainedScalars == nil
    }

    /// Creates a counter at the start of a record `unitOffset` bytes after the byte order mark
    /// (0 for the start of the source, else just after a line feed).
    init(mode: RecordMode, layout: SourceLayout, strict: Bool, analysis: AnalysisOptions, unitOffset: Int = 0) {
        consumed = unitOffset
        carryStart = unitOffset
        self.mode = mode
        self.layout = layout
        self.strict = strict
        self.analysis = analysis
    }

    /// Counts the next chunk of bytes, reporting each record that it completes.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, report: (CountedRecord) -> Void) throws {
        defer { consumed += bytes.count }
        try RecordSplitter.forEachPart(of: bytes, mode: mode) { part, start, endsRecord in
            try take(part, at: consumed + start, endsRecord: endsRecord, report: report)
            if endsRecord { carryStart = consumed + start + part.count + 1 }
        }
    }

    /// Ends the source, reporting its last record: in whole mode always, in line mode when the
    /// last line is not empty.
    mutating func finish(report: (CountedRecord) -> Void) throws {
        if var rest {
            try rest.finish { counts += $0.counts }
            return finishRecord(report: report)
        }
        guard mode == .whole || recordHasUnits else { return }
        try measureCarry()
        finishRecord(report: report)
    }

    /// Takes the next bytes of the current record, which holds no LF; with `endsRecord` an LF
    /// follows them (line mode), so a CR at their end belongs to no record.
    private mutating func take(
        _ part: UnsafeBufferPointer<UInt8>, at offset: Int, endsRecord: Bool, report: (CountedRecord) -> Void
    ) throws {
        if !part.isEmpty { recordHasUnits = true }
        if rest != nil {
            try rest!.feed(part) { _ in }
            if endsRecord {
                try withUnsafePointer(to: UInt8(0x0A)) { lineFeed in
                    try rest!.feed(UnsafeBufferPointer(start: lineFeed, count: 1)) { counts += $0.counts }
                }
                finishRecord(report: report)
            }
            return
        }
        var start = 0
        if !carry.isEmpty {
            guard let first = Self.firstCut(part, after: carry[carry.count - 1]) else {
                carry.append(contentsOf: part)
                if endsRecord {
                    if carry.last == 0x0D { carry.removeLast() }
                    try measureCarry()
                    finishRecord(report: report)
                } else if carry.count > Self.carryLimit {
                    var counter = RecordCounter<Unicode.UTF8>(
                        mode: mode, layout: layout, strict: strict, analysis: analysis, found: { _ in },
                        unitOffset: carryStart)
                    try carry.withUnsafeBufferPointer { try counter.feed($0) { _ in } }
                    rest = counter
                    carry = []
                }
                return
            }
            carry.append(contentsOf: part[..<first])
            try measureCarry()
            start = first
        }
        if endsRecord {
            var end = part.count
            if end > start && part[end - 1] == 0x0D { end -= 1 }
            counts += try figures(of: UnsafeBufferPointer(rebasing: part[start..<end]), at: offset + start)
            return finishRecord(report: report)
        }
        let cut = Self.lastCut(part, from: start)
        if cut > start {
            counts += try figures(of: UnsafeBufferPointer(rebasing: part[start..<cut]), at: offset + start)
        }
        carry.append(contentsOf: part[cut...])
        carryStart = offset + cut
    }

    /// Whether a cut next to `byte` may be safe: printable ASCII or LF.
    @inline(__always)
    private static func isSafe(_ byte: UInt8) -> Bool {
        byte &- 0x20 < 0x5F || byte == 0x0A
    }

    /// The first index `i` of `part` with a safe boundary before `part[i]` (the byte before
    /// `part[0]` being `previous`), or nil.
    private static func firstCut(_ part: UnsafeBufferPointer<UInt8>, after previous: UInt8) -> Int? {
        var previousIsSafe = isSafe(previous)
        for index in part.indices {
            let safe = isSafe(part[index])
            if safe && previousIsSafe { return index }
            previousIsSafe = safe
        }
        return nil
    }

    /// The last index `i > start` of `part` with a safe boundary before `part[i]`, or `start`.
    private static func lastCut(_ part: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = part.count - 1
        while index > start {
            if isSafe(part[index]) && isSafe(part[index - 1]) { return index }
            index -= 1
        }
        return start
    }

    /// Measures the carried bytes and empties the carry.
    private mutating func measureCarry() throws {
        counts += try carry.withUnsafeBufferPointer { try figures(of: $0, at: carryStart) }
        carry.removeAll(keepingCapacity: true)
    }

    /// The figures of a piece of the current record that starts at a safe boundary (or at the
    /// record's start) `offset` bytes after the byte order mark.
    private func figures(of piece: UnsafeBufferPointer<UInt8>, at offset: Int) throws -> RecordCounts {
        let summary = TextMetrics.summarize(utf8: piece, policy: analysis.policy, unicode: analysis.unicode)
        if strict && summary.lengths.illFormedCount > 0 {
            var counter = RecordCounter<Unicode.UTF8>(
                mode: .whole, layout: layout, strict: strict, analysis: analysis, found: { _ in },
                unitOffset: offset)
            var counts = RecordCounts()
            try counter.feed(piece) { _ in }
            try counter.finish { counts = $0.counts }
            return counts
        }
        return RecordCounts(lengths: summary.lengths, emoji: summary.emoji, onlyKind: analysis.onlyKind)
    }

    /// Reports the current record and starts the next one.
    private mutating func finishRecord(report: (CountedRecord) -> Void) {
        report(CountedRecord(index: recordIndex, counts: counts, violations: [], clusters: nil, explained: nil))
        recordIndex += 1
        counts = RecordCounts()
        recordHasUnits = false
        rest = nil
        carry.removeAll(keepingCapacity: carry.capacity <= 2 * Self.carryLimit)
    }
}

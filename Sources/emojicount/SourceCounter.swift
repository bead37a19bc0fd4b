import GraphemeMetrics

/// Reads one source in chunks, decides its encoding and counts its records; or counts one
/// ``FileSegment`` of a large file.
struct SourceCounter {
    let encoding: InputEncoding
    let mode: RecordMode
    let strict: Bool
    let analysis: AnalysisOptions
    /// Whether UTF-8 sources may go to ``FastRecordCounter`` when it serves `analysis`
    /// (`--no-fast-path` turns it off, to compare).
    var allowsFastPath = true

    /// Whether cutting a file into ``FileSegment``s at line feeds gives the records of one pass,
    /// once ``SegmentJoiner`` has renumbered (line mode) or summed (whole mode) them.
    ///
    /// In line mode every record lies within one segment, so everything a record holds is
    /// local to it. In whole mode the segments' counts add up (the largest cluster is their
    /// maximum), but cluster offsets (`--clusters`, `--list`), where a `--max-*` limit is first
    /// exceeded and the first scalars (`--explain`) depend on what came before: those run whole.
    var countsSegments: Bool {
        mode == .line
            || (!analysis.collectsClusters && analysis.limits.isEmpty && analysis.explainedScalars == nil
                && !analysis.reportsEmoji)
    }

    /// Counts the source at `path` ("-" for standard input), reporting each record as it
    /// completes, and with `--list`, `--top` or `--unique` each emoji to `found`.
    /// `progress` is told the number of bytes of each chunk read.
    ///
    /// - Throws: ``InputFailure`` when the source cannot be opened or read, ``IllFormedInput``
    ///   with `strict` at its first ill-formed sequence. Records before the failure have been reported.
    func count(
        path: String, report: (CountedRecord) -> Void, found: @escaping (FoundEmoji) -> Void,
        progress: (Int) throws -> Void = { _ in }
    ) throws {
        let file = try InputFile(path: path)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: InputFile.chunkSize)
        defer { buffer.deallocate() }

        let filled = try file.fill(buffer)
        try progress(filled)
        let (encoding, markLength) = SourceEncoding.detect(
            self.encoding, prefix: UnsafeBufferPointer(rebasing: buffer[..<filled]))
        let layout = SourceLayout(encoding: encoding, byteOrderMarkLength: markLength)
        try count(
            layout: layout, unitOffset: 0, buffer: buffer, filled: filled, start: markLength,
            refill: { try file.fill(buffer) }, report: report, found: found, progress: progress)
    }

    /// Counts one segment of a large file: its records in line mode (numbered from 0 within the
    /// segment), or in whole mode one record with the segment's counts. An empty segment
    /// reports nothing.
    ///
    /// - Throws: as ``count(path:report:found:progress:)``, with byte offsets from the start of the file.
    func count(
        _ segment: FileSegment, report: (CountedRecord) -> Void, found: @escaping (FoundEmoji) -> Void,
        progress: (Int) throws -> Void = { _ in }
    ) throws {
        let file = segment.file
        let input = try InputFile(path: file.path)
        let layout = file.layout
        let unitSize = file.unitSize
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: InputFile.chunkSize)
        defer { buffer.deallocate() }

        // The start: after the first LF unit from nominalStart - unitSize, if it comes before the
        // next segment's nominal start (less a unit), else the segment is empty.
        var start = layout.byteOrderMarkLength
        if !segment.isFirst {
            let searchEnd = segment.nominalEnd - unitSize
            var offset = segment.nominalStart - unitSize
            var cut: Int?
            while cut == nil && offset < searchEnd {
                let length = min(buffer.count, searchEnd + unitSize - offset)
                let read = try input.fill(UnsafeMutableBufferPointer(rebasing: buffer[..<length]), at: offset)
                if read < unitSize { break }
                let bytes = UnsafeBufferPointer(rebasing: buffer[..<read])
                if let index = file.indexAfterLineFeed(in: bytes, from: 0), offset + index - unitSize < searchEnd {
                    cut = offset + index
                }
                offset += read - (read % unitSize)
            }
            guard let cut else { return }
            start = cut
        }

        // The end: after the first LF unit from nominalEnd - unitSize (the next segment's start),
        // or the end of the file.
        let endSearch = segment.isLast ? Int.max : segment.nominalEnd - unitSize
        var offset = start
        var ended = false
        let refill = { () throws -> Int in
            guard !ended else { return 0 }
            var count = try input.fill(buffer, at: offset)
            if offset + count > endSearch,
                let cut = file.indexAfterLineFeed(
                    in: UnsafeBufferPointer(rebasing: buffer[..<count]), from: max(0, endSearch - offset))
            {
                count = cut
                ended = true
            }
            offset += count
            return count
        }
        let filled = try refill()
        try progress(filled)
        try count(
            layout: layout, unitOffset: (start - layout.byteOrderMarkLength) / unitSize, buffer: buffer,
            filled: filled, start: 0, refill: refill, report: report, found: found, progress: progress)
    }

    /// Counts the units of `layout`'s encoding that `refill` reads into `buffer`, `filled` bytes
    /// of which are there already, from index `start`; the first of them is `unitOffset` units
    /// after the byte order mark, at a line feed's cut or the start of the source.
    private func count(
        layout: SourceLayout, unitOffset: Int, buffer: UnsafeMutableBufferPointer<UInt8>, filled: Int, start: Int,
        refill: () throws -> Int, report: (CountedRecord) -> Void, found: @escaping (FoundEmoji) -> Void,
        progress: (Int) throws -> Void
    ) throws {
        var filled = filled
        var start = start
        switch layout.encoding {
        case .utf8:
            var counter: any UTF8RecordCounting =
                if allowsFastPath && FastRecordCounter.serves(analysis) {
                    FastRecordCounter(
                        mode: mode, layout: layout, strict: strict, analysis: analysis, unitOffset: unitOffset)
                } else {
                    RecordCounter<Unicode.UTF8>(
                        mode: mode, layout: layout, strict: strict, analysis: analysis, found: found,
                        unitOffset: unitOffset)
                }
            while start < filled {
                try counter.feed(UnsafeBufferPointer(rebasing: buffer[start..<filled]), report: report)
                filled = try refill()
                try progress(filled)
                start = 0
            }
            try counter.finish(report: report)

        case .utf16LittleEndian, .utf16BigEndian:
            var assembler = UTF16ByteAssembler(bigEndian: layout.encoding == .utf16BigEndian)
            let units = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: InputFile.chunkSize / 2 + 1)
            defer { units.deallocate() }
            var counter = RecordCounter<Unicode.UTF16>(
                mode: mode, layout: layout, strict: strict, analysis: analysis, found: found, unitOffset: unitOffset)
            while start < filled {
                let count = assembler.assemble(UnsafeBufferPointer(rebasing: buffer[start..<filled]), into: units)
                try counter.feed(UnsafeBufferPointer(rebasing: units[..<count]), report: report)
                filled = try refill()
                try progress(filled)
                start = 0
            }
            if assembler.leftoverByte != nil {
                try counter.scanOddTrailingByte()
            }
            try counter.finish(report: report)
        }
    }
}

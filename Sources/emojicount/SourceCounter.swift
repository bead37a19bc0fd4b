import GraphemeMetrics

/// Reads one source in chunks, decides its encoding and counts its records.
struct SourceCounter {
    let encoding: InputEncoding
    let mode: RecordMode
    let strict: Bool
    let analysis: AnalysisOptions
    /// Whether UTF-8 sources may go to ``FastRecordCounter`` when it serves `analysis`
    /// (`--no-fast-path` turns it off, to compare).
    var allowsFastPath = true

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

        var filled = try file.fill(buffer)
        try progress(filled)
        let (encoding, markLength) = SourceEncoding.detect(
            self.encoding, prefix: UnsafeBufferPointer(rebasing: buffer[..<filled]))
        let layout = SourceLayout(encoding: encoding, byteOrderMarkLength: markLength)
        var start = markLength

        switch encoding {
        case .utf8:
            var counter: any UTF8RecordCounting =
                if allowsFastPath && FastRecordCounter.serves(analysis) {
                    FastRecordCounter(mode: mode, layout: layout, strict: strict, analysis: analysis)
                } else {
                    RecordCounter<Unicode.UTF8>(
                        mode: mode, layout: layout, strict: strict, analysis: analysis, found: found)
                }
            while start < filled {
                try counter.feed(UnsafeBufferPointer(rebasing: buffer[start..<filled]), report: report)
                filled = try file.fill(buffer)
                try progress(filled)
                start = 0
            }
            try counter.finish(report: report)

        case .utf16LittleEndian, .utf16BigEndian:
            var assembler = UTF16ByteAssembler(bigEndian: encoding == .utf16BigEndian)
            let units = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: InputFile.chunkSize / 2 + 1)
            defer { units.deallocate() }
            var counter = RecordCounter<Unicode.UTF16>(
                mode: mode, layout: layout, strict: strict, analysis: analysis, found: found)
            while start < filled {
                let count = assembler.assemble(UnsafeBufferPointer(rebasing: buffer[start..<filled]), into: units)
                try counter.feed(UnsafeBufferPointer(rebasing: units[..<count]), report: report)
                filled = try file.fill(buffer)
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

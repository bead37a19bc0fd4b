import GraphemeMetrics

/// Counts the records of a source's code units (cut by ``RecordSplitter``), each with a fresh
/// grapheme scanner.
///
/// The units arrive in chunks of any size; records are reported as soon as they are complete.
/// In line mode an LF ends a record, and a CR just before it belongs to no record. A CR that
/// ends a chunk is held back until the next unit shows whether an LF follows it.
///
/// With `strict`, the first repaired scalar throws ``IllFormedInput`` and the record it is in is
/// never reported. Each scalar also goes through a ``RecordAnalysis`` (emoji, width, limits,
/// `--clusters`, `--explain`), which reports each emoji to `found` as it completes.
struct RecordCounter<Encoding: GraphemeEncoding> {
    typealias Scanner = GraphemeScanner<Encoding>
    typealias Unit = Encoding.CodeUnit

    private let mode: RecordMode
    private let layout: SourceLayout
    private let strict: Bool
    /// The current record's analysis. Nil while ``visit(_:)`` holds it.
    private var analysis: RecordAnalysis?
    private let found: (FoundEmoji) -> Void

    private var scanner: Scanner
    /// The Unicode version every record is scanned by.
    private let unicode: UnicodeVersion
    /// The offset of the current record's first unit, counted in units after the byte order mark.
    private var recordStart = 0
    /// The offset after the byte order mark of the next unit ``feed(_:report:)`` takes.
    private var consumed = 0
    /// Whether the current line has a unit yet: a last line without an LF is a record only then.
    private var lineHasUnits = false
    /// A CR that ended the previous chunk in line mode: dropped if an LF follows, else scanned.
    private var heldCarriageReturn = false
    /// Ill-formed input that the scanner took as well-formed: an odd trailing byte of UTF-16.
    private var extraIllFormed = 0

    /// Creates a counter at the start of a record `unitOffset` units after the byte order mark
    /// (0 for the start of the source, else a grapheme boundary where a fresh scanner is valid).
    init(
        mode: RecordMode, layout: SourceLayout, strict: Bool, analysis: AnalysisOptions,
        found: @escaping (FoundEmoji) -> Void, unitOffset: Int = 0
    ) {
        recordStart = unitOffset
        consumed = unitOffset
        unicode = analysis.unicode
        scanner = Scanner(unicode: analysis.unicode)
        self.mode = mode
        self.layout = layout
        self.strict = strict
        self.analysis = RecordAnalysis(options: analysis)
        self.found = found
    }

    /// Counts the next chunk of units, reporting each record that it completes.
    mutating func feed(_ units: UnsafeBufferPointer<Unit>, report: (CountedRecord) -> Void) throws {
        defer { consumed += units.count }
        try RecordSplitter.forEachPart(of: units, mode: mode) { part, start, endsRecord in
            guard mode == .line else { return try scan(part) }
            try scanLine(part, endsWithLineFeed: endsRecord)
            guard endsRecord else { return }
            try finishRecord(report: report)
            recordStart = consumed + start + part.count + 1
        }
    }

    /// Ends the source, reporting its last record: in whole mode always, in line mode when the
    /// last line is not empty.
    mutating func finish(report: (CountedRecord) -> Void) throws {
        try releaseCarriageReturn()
        if mode == .whole || lineHasUnits {
            try finishRecord(report: report)
        }
    }

    /// Scans the part of a line that one chunk holds; a CR at its end is dropped before an LF
    /// and held back otherwise.
    private mutating func scanLine(_ units: UnsafeBufferPointer<Unit>, endsWithLineFeed: Bool) throws {
        if heldCarriageReturn {
            heldCarriageReturn = false
            if units.isEmpty && endsWithLineFeed { return }
            try scan(unit: 0x0D)
        }
        guard !units.isEmpty else { return }
        lineHasUnits = true
        var content = units
        if units[units.count - 1] == 0x0D {
            content = UnsafeBufferPointer(rebasing: units.dropLast())
            heldCarriageReturn = !endsWithLineFeed
        }
        try scan(content)
    }

    private mutating func releaseCarriageReturn() throws {
        if heldCarriageReturn {
            heldCarriageReturn = false
            try scan(unit: 0x0D)
        }
    }

    private mutating func finishRecord(report: (CountedRecord) -> Void) throws {
        try visit { scanner, body in try scanner.finish(body) }
        let scanned = TextLengths(
            graphemes: scanner.clusterCount, scalars: scanner.scalarCount, utf16: scanner.utf16Count,
            utf8: scanner.utf8Count, illFormedCount: scanner.repairedCount + extraIllFormed)
        report(analysis!.finishRecord(scanned: scanned, found: found))
        scanner = Scanner(unicode: unicode)
        extraIllFormed = 0
        lineHasUnits = false
    }

    private mutating func scan(_ units: UnsafeBufferPointer<Unit>) throws {
        try visit { scanner, body in try scanner.scan(units, body) }
    }

    private mutating func scan(unit: Unit) throws {
        try withUnsafePointer(to: unit) { try scan(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Runs `operation` on the scanner with the per-scalar work: the analysis, and `--strict`.
    ///
    /// The work closure captures local copies, never `self`, whose scanner `operation` mutates;
    /// the analysis is moved out of `self` meanwhile, so that updating it never copies it.
    private mutating func visit(
        _ operation: (inout Scanner, (ScannedScalar) throws -> Void) throws -> Void
    ) throws {
        var analysis = self.analysis.take()!
        defer { self.analysis = analysis }
        let strict = strict
        let layout = layout
        let recordStart = recordStart
        let found = found
        try operation(&scanner) { scalar in
            if strict && scalar.isRepaired {
                throw IllFormedInput(
                    kind: Scanner.illFormedKind, encoding: layout.encoding,
                    byteOffset: layout.byteOffset(ofUnit: recordStart + Scanner.inputOffset(of: scalar)))
            }
            analysis.take(scalar, found: found)
        }
    }
}

extension RecordCounter where Encoding == Unicode.UTF16 {
    /// Counts the odd last byte of a UTF-16 source as one repaired U+FFFD, in the last record.
    ///
    /// Call it after the last ``feed(_:report:)`` and before ``finish(report:)``.
    mutating func scanOddTrailingByte() throws {
        try releaseCarriageReturn()
        // A well-formed U+FFFD takes the byte's place in the segmentation; a high surrogate
        // still pending before it is repaired (and, with --strict, reported) first.
        try scan(unit: 0xFFFD)
        if strict {
            throw IllFormedInput(
                kind: .oddTrailingByte, encoding: layout.encoding, byteOffset: layout.byteOffset(ofUnit: consumed))
        }
        extraIllFormed += 1
        lineHasUnits = true
    }
}

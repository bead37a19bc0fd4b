/// An incremental grapheme cluster scanner over UTF-16 code units.
///
/// See ``GraphemeScanner``: `UTF16GraphemeScanner` reports each scalar at its offset in the input
/// and at its offset in the UTF-8 encoding of the (repaired) text.
public typealias UTF16GraphemeScanner = GraphemeScanner<Unicode.UTF16>

/// An incremental grapheme cluster scanner over UTF-8 bytes.
///
/// See ``GraphemeScanner``: `UTF8GraphemeScanner` reports each scalar at its byte offset in the
/// input and at its offset in the UTF-16 encoding of the (repaired) text.
public typealias UTF8GraphemeScanner = GraphemeScanner<Unicode.UTF8>

/// An incremental grapheme cluster scanner over UTF-16 code units or UTF-8 bytes.
///
/// Feed the text in chunks of any size with ``scan(_:_:)``, then call ``finish(_:)`` once. The
/// scanner reports every scalar with its offsets and whether a grapheme cluster (UAX #29, in the
/// Unicode version it was made for, by default 18.0) starts there. The result is the same for every way of splitting the input:
/// a surrogate pair or UTF-8 sequence, CR LF, flag, ZWJ sequence or conjunct split across chunks
/// is still seen whole, because the scanner carries the segmentation state and at most one
/// unfinished scalar (one high surrogate, or up to three bytes).
///
/// ```swift
/// var scanner = UTF16GraphemeScanner()
/// var starts: [Int] = []
/// let text = Array("🇺🇦🇫".utf16)           // U+1F1FA U+1F1E6 U+1F1EB
/// text.withUnsafeBufferPointer { units in
///     scanner.scan(UnsafeBufferPointer(rebasing: units[..<3])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
///     scanner.scan(UnsafeBufferPointer(rebasing: units[3...])) { if $0.startsCluster { starts.append($0.utf16Offset) } }
/// }
/// scanner.finish { if $0.startsCluster { starts.append($0.utf16Offset) } }
/// // starts == [0, 4]; scanner.clusterCount == 2
/// ```
///
/// Ill-formed input is repaired, never dropped, and the scanner never traps, whatever the
/// input: an unpaired surrogate is one U+FFFD (Grapheme_Cluster_Break=Other), and so is each
/// maximal subpart of an ill-formed UTF-8 sequence (Unicode §3.9, the practice of the W3C
/// Encoding Standard, ICU and Swift's `String(decoding:as:)`). ``repairedCount`` counts those
/// U+FFFDs: for the bytes `E2 82 41 FF` it is 2 (`E2 82` and `FF`).
///
/// It is the library's one grapheme walk (the same that counts whole texts), fed chunk by chunk.
///
/// - Complexity: O(n) in code units, O(1) memory: one table lookup and one state transition
///   per scalar, never a look-back over the text.
public struct GraphemeScanner<Encoding: GraphemeEncoding>: Sendable {
    /// The number of grapheme clusters started so far.
    public private(set) var clusterCount = 0
    /// The number of scalars reported so far (a repaired unit or subpart counts as one U+FFFD).
    public private(set) var scalarCount = 0
    /// The number of U+FFFDs that stand for ill-formed input so far: unpaired surrogates in
    /// UTF-16, maximal ill-formed subparts in UTF-8.
    public private(set) var repairedCount = 0

    /// The Unicode version whose data and rules the scanner follows.
    public let unicodeVersion: UnicodeVersion
    /// The number of code units fed so far.
    private var inputCount = 0
    /// The scalars reported so far, measured in the encoding the input is not in.
    private var other = OtherEncodingOffset<Encoding>()
    private var walk = WalkState()
    /// The code units of a scalar that the previous chunk ended inside (at most three).
    private var pending: (Encoding.CodeUnit, Encoding.CodeUnit, Encoding.CodeUnit, Encoding.CodeUnit) = (0, 0, 0, 0)
    private var pendingCount = 0

    /// The number of UTF-16 code units so far: those fed (UTF-16), or the UTF-16 length of the
    /// scalars reported (UTF-8; a repaired subpart counts as one unit).
    public var utf16Count: Int { OtherEncodingOffset<Encoding>.inputIsUTF16 ? inputCount : other.count }

    /// The number of UTF-8 bytes so far: those fed (UTF-8), or the UTF-8 length of the scalars
    /// reported (UTF-16; a repaired unit counts as the 3 bytes of U+FFFD).
    public var utf8Count: Int { OtherEncodingOffset<Encoding>.inputIsUTF16 ? other.count : inputCount }

    /// Creates a scanner at the start of a text that follows the data and rules of a Unicode
    /// version (by default 18.0).
    public init(unicode version: UnicodeVersion = .default) {
        unicodeVersion = version
    }

    /// Scans the next chunk of the text, calling `body` for each scalar that it completes.
    ///
    /// A scalar that `chunk` ends inside is held back until the next call or ``finish(_:)``.
    /// When `body` throws, scanning stops there and the error is rethrown; the scanner is then
    /// at an unspecified point of the text.
    @inlinable
    public mutating func scan<Failure: Error>(
        _ chunk: UnsafeBufferPointer<Encoding.CodeUnit>, _ body: (ScannedScalar) throws(Failure) -> Void
    ) throws(Failure) {
        // The walk runs in this module, specialised for each encoding (through the encoding's
        // witness, once per chunk); the caller's closure is called through a non-throwing adapter.
        var failure: Failure?
        Encoding._scan(&self, chunk) { scanned in
            do throws(Failure) { try body(scanned) } catch { failure = error; return false }
            return true
        }
        if let failure { throw failure }
    }

    /// Ends the text: a scalar still unfinished becomes one U+FFFD and is reported.
    ///
    /// Calling it again does nothing. Use a new scanner for the next text.
    @inlinable
    public mutating func finish<Failure: Error>(_ body: (ScannedScalar) throws(Failure) -> Void) throws(Failure) {
        var failure: Failure?
        Encoding._finish(&self) { scanned in
            do throws(Failure) { try body(scanned) } catch { failure = error; return false }
            return true
        }
        if let failure { throw failure }
    }

    /// ``scan(_:_:)`` with a body that returns false to stop.
    @inline(__always)
    mutating func scanStopping(_ chunk: UnsafeBufferPointer<Encoding.CodeUnit>, _ body: (ScannedScalar) -> Bool) {
        do {
            try scanTyped(chunk) { (scanned) throws(StopScanning) in if !body(scanned) { throw StopScanning() } }
        } catch {}
    }

    /// ``finish(_:)`` with a body that returns false to stop.
    @inline(__always)
    mutating func finishStopping(_ body: (ScannedScalar) -> Bool) {
        do {
            try finishTyped { (scanned) throws(StopScanning) in if !body(scanned) { throw StopScanning() } }
        } catch {}
    }

    /// Scans the next chunk; the library's own callers use it with their error type.
    @inline(__always)
    mutating func scanTyped<Failure: Error>(
        _ chunk: UnsafeBufferPointer<Encoding.CodeUnit>, _ body: (ScannedScalar) throws(Failure) -> Void
    ) throws(Failure) {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        // Read once per chunk, not stored: the library makes a scanner per stretch of text.
        let tables = GraphemeTables.tables(for: unicodeVersion)
        let count = chunk.count
        let chunkStart = inputCount
        inputCount &+= count
        try withoutActuallyEscaping(body) { (body) throws(Failure) in
            var sink = ScannedScalarSink<Encoding, Failure>(body: body, other: other)
            defer { absorb(sink) }
            var index = 0
            if pendingCount > 0 {
                let held = pendingCount
                let taken = min(Encoding.maximumScalarLength &- held, count)
                let decoded = withPending { window in
                    for position in 0..<taken { window[held &+ position] = base[position] }
                    return Encoding.decode(window, at: 0, end: held &+ taken)
                }
                if decoded.status == DecodedScalar.truncated {
                    // Still inside the scalar, and this chunk is used up.
                    pendingCount &+= taken
                    return
                }
                index = decoded.length &- pendingCount
                let start = chunkStart &- pendingCount
                pendingCount = 0
                try GraphemeWalk.step(decoded, at: start, tables: tables, state: &walk, into: &sink)
            }
            let stop = try GraphemeWalk.walk(
                base, from: index, to: count, as: Encoding.self, offset: chunkStart, isFinal: false,
                tables: tables, state: &walk, into: &sink)
            if stop < count {
                let held = count &- stop
                pendingCount = held
                withPending { window in
                    for position in 0..<held { window[position] = base[stop &+ position] }
                }
            }
        }
    }

    /// Ends the text; the library's own callers use it with their error type.
    @inline(__always)
    mutating func finishTyped<Failure: Error>(_ body: (ScannedScalar) throws(Failure) -> Void) throws(Failure) {
        guard pendingCount > 0 else { return }
        let tables = GraphemeTables.tables(for: unicodeVersion)
        let length = pendingCount
        pendingCount = 0
        try withoutActuallyEscaping(body) { (body) throws(Failure) in
            var sink = ScannedScalarSink<Encoding, Failure>(body: body, other: other)
            defer { absorb(sink) }
            let decoded = DecodedScalar(value: 0xFFFD, length: length, status: DecodedScalar.truncated)
            try GraphemeWalk.step(decoded, at: inputCount &- length, tables: tables, state: &walk, into: &sink)
        }
    }

    private mutating func absorb(_ sink: ScannedScalarSink<Encoding, some Error>) {
        other = sink.other
        clusterCount &+= sink.clusters
        scalarCount &+= sink.scalars
        repairedCount &+= sink.repaired
    }

    /// Calls `body` with the held-back code units as a buffer of four.
    private mutating func withPending<R>(_ body: (UnsafeMutablePointer<Encoding.CodeUnit>) -> R) -> R {
        withUnsafeMutablePointer(to: &pending) { tuple in
            tuple.withMemoryRebound(to: Encoding.CodeUnit.self, capacity: 4, body)
        }
    }
}

/// Thrown by a scan body to stop early; never escapes the library.
struct StopScanning: Error {}

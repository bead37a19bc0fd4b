/// Counting and finding extended grapheme clusters (UAX #29, Unicode 18.0.0 by default, or any
/// ``UnicodeVersion`` from 15.0): the characters a person sees.
///
/// ```swift
/// GraphemeClusters.count("e\u{0301}")                          // 1  (e + COMBINING ACUTE ACCENT)
/// GraphemeClusters.count("\u{1F469}\u{200D}\u{1F52C}")         // 1  WOMAN SCIENTIST (ZWJ sequence)
/// GraphemeClusters.count("\u{1F1FA}\u{1F1E6}\u{1F1FA}")        // 2  a flag and a lone Regional Indicator
/// GraphemeClusters.count(utf16: [0x0061, 0xD800])              // 2  "a" and an unpaired surrogate (as U+FFFD)
/// GraphemeClusters.boundaries(utf16: Array("a\r\nb".utf16))    // [0, 1, 3, 4]
/// GraphemeClusters.count("\u{0915}\u{094D}\u{0937}")           // 1  क्ष (GB9c)
/// GraphemeClusters.count("\u{0915}\u{094D}\u{0937}", unicode: .v15_0)  // 2  (no GB9c before 15.1)
/// ```
///
/// Every input is accepted: ill-formed UTF-16 or UTF-8 is counted as U+FFFD (see
/// ``ScannedScalar``). For chunked input, use ``UTF16GraphemeScanner`` or ``UTF8GraphemeScanner``.
///
/// Pass the version that the other side of a conversation counts by (see <doc:UnicodeVersions>):
/// Debian's ICU 72 counts like ``UnicodeVersion/v15_1``, node 20's `Intl.Segmenter` (ICU 78.2)
/// like ``UnicodeVersion/v17_0``. Swift 6.3's `String.count` is 17.0 but misses rule GB9c for
/// the conjunct linkers new in 17.0 (U+1039 MYANMAR SIGN VIRAMA, U+17D2 KHMER SIGN COENG,
/// U+1B44 BALINESE ADEG ADEG and others), which ``UnicodeVersion/v17_0`` follows.
public enum GraphemeClusters {
    /// The number of grapheme clusters in UTF-16 code units: an array, a buffer, a string's UTF-16
    /// view or any other sequence.
    ///
    /// Contiguous storage (an `Array`, `ContiguousArray`, buffer or slice) is read in place, a
    /// string's UTF-16 view is counted on the string's UTF-8, any other sequence is copied
    /// through a fixed-size buffer.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage and
    ///   native strings.
    public static func count(utf16 units: some Sequence<UInt16>, unicode version: UnicodeVersion = .default) -> Int {
        if let view = units as? String.UTF16View { return count(String(view), unicode: version) }
        if let view = units as? Substring.UTF16View { return count(Substring(view), unicode: version) }
        // The closure names the encoding, so the walk it calls is specialised.
        return units.withContiguousStorageIfAvailable { count(buffer: $0, as: Unicode.UTF16.self, tables: .tables(for: version)) }
            ?? count(chunks: units, as: Unicode.UTF16.self, unicode: version)
    }

    /// The number of grapheme clusters in UTF-8 bytes: an array, a buffer or any other sequence.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage.
    public static func count(utf8 bytes: some Sequence<UInt8>, unicode version: UnicodeVersion = .default) -> Int {
        bytes.withContiguousStorageIfAvailable { count(buffer: $0, as: Unicode.UTF8.self, tables: .tables(for: version)) }
            ?? count(chunks: bytes, as: Unicode.UTF8.self, unicode: version)
    }

    /// The number of grapheme clusters in a string or substring.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func count(_ text: some StringProtocol, unicode version: UnicodeVersion = .default) -> Int {
        withUTF8(of: text) { count(buffer: $0, as: Unicode.UTF8.self, tables: .tables(for: version)) }
    }

    /// The UTF-16 offsets of every grapheme cluster boundary, from 0 to the length of the input
    /// inclusive (`[0]` for empty input).
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates the result.
    public static func boundaries(utf16 units: some Sequence<UInt16>, unicode version: UnicodeVersion = .default) -> [Int] {
        units.withContiguousStorageIfAvailable { boundaries(buffer: $0, as: Unicode.UTF16.self, unicode: version) }
            ?? boundaries(chunks: units, as: Unicode.UTF16.self, unicode: version)
    }

    /// The UTF-8 offsets of every grapheme cluster boundary, from 0 to the length of the input
    /// inclusive (`[0]` for empty input).
    ///
    /// - Complexity: O(n) in bytes; allocates the result.
    public static func boundaries(utf8 bytes: some Sequence<UInt8>, unicode version: UnicodeVersion = .default) -> [Int] {
        bytes.withContiguousStorageIfAvailable { boundaries(buffer: $0, as: Unicode.UTF8.self, unicode: version) }
            ?? boundaries(chunks: bytes, as: Unicode.UTF8.self, unicode: version)
    }

    /// Calls `body` with the UTF-16 offset range of each grapheme cluster of a string, in order.
    ///
    /// ```swift
    /// GraphemeClusters.forEachCluster("a\u{1F1FA}\u{1F1E6}") { print($0) }   // 0..<1, 1..<5
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes, O(1) memory: for a native string of up to 509 bytes
    ///   it allocates nothing; for a longer one, one buffer of 16 KiB per call (on the stack
    ///   where the platform can tell that it has room; on Linux, from the heap).
    @inlinable
    public static func forEachCluster<Failure: Error>(
        _ text: some StringProtocol, unicode version: UnicodeVersion = .default,
        _ body: (Range<Int>) throws(Failure) -> Void
    ) throws(Failure) {
        // The walk runs in this module, specialised, and writes the boundaries a batch at a time
        // into memory on this frame; the loop over a batch runs here, in the caller's module,
        // so the caller's closure (and its error type) is inlined into it, with no call per
        // cluster. A batch's boundaries lie within 65,535 units of where it starts, so 16 bits
        // of each locate it (see `_ClusterBatch.capacity(forBytes:)` for the memory).
        func walk(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            var failure: Failure?
            let capacity = _ClusterBatch.capacity(forBytes: bytes.count)
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { memory in
                var batch = _ClusterBatch(capacity: capacity)
                var start = 0
                repeat {
                    let base = batch.position
                    let boundaries = _nextClusterBatch(
                        utf8: bytes, unicode: version, batch: &batch, into: memory.baseAddress!)
                    var index = boundaries.lowerBound
                    while index < boundaries.upperBound {
                        let end = base &+ Int(memory[index] &- UInt16(truncatingIfNeeded: base))
                        do throws(Failure) { try body(Range(uncheckedBounds: (start, end))) } catch {
                            failure = error
                            return
                        }
                        start = end
                        index &+= 1
                    }
                } while !batch.isFinished
            }
            if let failure { throw failure }
        }
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
            Result { () throws(Failure) in try walk(bytes) }
        }) {
            return try result.get()
        }
        var copy = String(text)
        try copy.withUTF8 { bytes in Result { () throws(Failure) in try walk(bytes) } }.get()
    }

    /// Where ``forEachCluster(_:unicode:_:)``'s walk stands between two batches. An
    /// implementation detail, usable from inlinable code.
    @usableFromInline
    struct _ClusterBatch {
        /// The room for the boundaries of a text of `count` bytes: a batch of `capacity - 3`
        /// bytes adds at most one boundary per byte, and the memory also holds the text's start,
        /// one more written but not kept, and the text's end. A text that fits 1 KiB gets that,
        /// which `withUnsafeTemporaryAllocation` always takes from the stack; a longer one gets
        /// 16 KiB, which it takes from the stack only where it can tell that there is room (on
        /// Linux it allocates): about 20 ns per call, repaid by sixteen times fewer batches (a
        /// batch restarts the walk). Measured: forEachCluster 6-19% faster on the corpora.
        @inlinable
        static func capacity(forBytes count: Int) -> Int {
            count <= smallCapacity &- 3 ? smallCapacity : largeCapacity
        }

        @inlinable
        static var smallCapacity: Int { 512 }

        @inlinable
        static var largeCapacity: Int { 8192 }

        /// The bytes walked per batch.
        let bytesPerBatch: Int

        /// The next byte to walk.
        var index = 0
        /// The state of the machine there.
        var walkState = WalkState()
        /// The UTF-16 offset there.
        @usableFromInline
        var position = 0
        /// Whether the last batch has been handed over.
        @usableFromInline
        var isFinished = false

        /// A walk from the start of text, with memory for `capacity` boundaries.
        @usableFromInline
        init(capacity: Int) {
            bytesPerBatch = capacity &- 3
        }
    }

    /// Walks the next batch of UTF-8 `bytes` and writes the UTF-16 offsets of the cluster
    /// boundaries after its start to `memory` (room for ``_ClusterBatch/capacity(forBytes:)``),
    /// each as its low 16 bits; returns the range of `memory` that holds them. The boundaries between
    /// two batches are each in the batch before; the last batch ends with the text's UTF-16
    /// length and sets ``_ClusterBatch/isFinished``.
    ///
    /// - Complexity: O(1) per call, O(n) in bytes over all of them.
    @usableFromInline
    static func _nextClusterBatch(
        utf8 bytes: UnsafeBufferPointer<UInt8>, unicode version: UnicodeVersion, batch: inout _ClusterBatch,
        into memory: UnsafeMutablePointer<UInt16>
    ) -> Range<Int> {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            batch.isFinished = true
            return 0..<0
        }
        // The walk from the start of text writes its start, 0 (GB1), which is no cluster's end.
        let first = batch.index == 0 ? 1 : 0
        var sink = BoundarySink<Unicode.UTF8, Unicode.UTF16, UInt16>(units: base, cursor: memory)
        sink.position = batch.position
        let end = min(batch.index &+ batch.bytesPerBatch, bytes.count)
        let isFinal = end == bytes.count
        // A batch that cuts a scalar off stops before it; the next one begins there.
        batch.index = GraphemeWalk.walk(
            base, from: batch.index, to: end, as: Unicode.UTF8.self, offset: 0, isFinal: isFinal,
            tables: .tables(for: version), state: &batch.walkState, into: &sink)
        batch.position = sink.position
        batch.isFinished = isFinal
        if isFinal {
            sink.cursor.pointee = UInt16(truncatingIfNeeded: sink.position)  // GB2
            sink.cursor += 1
        }
        return first..<(sink.cursor - memory)
    }

    /// The number of clusters in contiguous code units: the walk with a counting sink.
    ///
    /// Kept out of line (specialised per encoding): inlined into callers' own loops, such as the
    /// stretch loop of emoji counting, it made them slower.
    @inline(never)
    static func count<Encoding: GraphemeEncoding>(
        buffer units: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, tables: GraphemeTables
    ) -> Int {
        var sink = ClusterCountSink()
        GraphemeWalk.walk(units, as: Encoding.self, tables: tables, into: &sink)
        return sink.clusters
    }

    /// The number of clusters in a non-contiguous sequence of code units, fed to a scanner
    /// through a fixed-size buffer (the scanner reaches its specialised walk by itself).
    static func count<Encoding: GraphemeEncoding>(
        chunks units: some Sequence<Encoding.CodeUnit>, as _: Encoding.Type, unicode version: UnicodeVersion
    ) -> Int {
        var scanner = GraphemeScanner<Encoding>(unicode: version)
        forEachChunk(of: units) { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return scanner.clusterCount
    }

    /// The offsets of every cluster boundary in contiguous code units, from 0 to their length.
    @inline(never)
    static func boundaries<Encoding: GraphemeEncoding>(
        buffer: UnsafeBufferPointer<Encoding.CodeUnit>, as _: Encoding.Type, unicode version: UnicodeVersion
    ) -> [Int] {
        guard !buffer.isEmpty else { return [0] }
        // Counting first is several times faster than collecting, and saves growing the array
        // (a copy and fresh pages at each doubling, and a capacity check per boundary).
        let tables = GraphemeTables.tables(for: version)
        let clusters = count(buffer: buffer, as: Encoding.self, tables: tables)
        return [Int](unsafeUninitializedCapacity: clusters + 1) { memory, initialized in
            guard let base = memory.baseAddress else { return }
            var sink = BoundarySink<Encoding, Encoding, Int>(units: buffer.baseAddress!, cursor: base)
            GraphemeWalk.walk(buffer, as: Encoding.self, tables: tables, into: &sink)
            precondition(sink.cursor == base + clusters, "the count and the boundaries walks disagree")
            sink.cursor.pointee = buffer.count  // GB2
            initialized = clusters + 1
        }
    }

    /// The offsets of every cluster boundary in a non-contiguous sequence of code units.
    static func boundaries<Encoding: GraphemeEncoding>(
        chunks units: some Sequence<Encoding.CodeUnit>, as _: Encoding.Type, unicode version: UnicodeVersion
    ) -> [Int] {
        var result: [Int] = []
        var scanner = GraphemeScanner<Encoding>(unicode: version)
        let collect = { (scalar: ScannedScalar) in
            if scalar.startsCluster {
                result.append(OtherEncodingOffset<Encoding>.inputIsUTF16 ? scalar.utf16Offset : scalar.utf8Offset)
            }
        }
        forEachChunk(of: units) { scanner.scan($0, collect) }
        scanner.finish(collect)
        result.append(OtherEncodingOffset<Encoding>.inputIsUTF16 ? scanner.utf16Count : scanner.utf8Count)  // GB2
        return result
    }

    /// Calls `body` with the contiguous UTF-8 of `text`, copying only when it is not native.
    static func withUTF8<R, Failure: Error>(
        of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> R
    ) throws(Failure) -> R {
        // The standard library's `withUTF8` functions rethrow untyped errors: carry the typed
        // one out of them in a Result.
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
            Result { () throws(Failure) in try body(bytes) }
        }) {
            return try result.get()
        }
        var copy = String(text)
        return try copy.withUTF8 { bytes in Result { () throws(Failure) in try body(bytes) } }.get()
    }

    /// Calls `body` with `elements` in place when they are contiguous, else with a copy.
    static func withContiguous<Element, R>(_ elements: some Sequence<Element>, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        elements.withContiguousStorageIfAvailable(body) ?? Array(elements).withUnsafeBufferPointer(body)
    }

    /// Feeds a non-contiguous sequence to `body` in chunks of at most 1,024 elements.
    static func forEachChunk<Element>(
        of elements: some Sequence<Element>, _ body: (UnsafeBufferPointer<Element>) -> Void
    ) where Element: FixedWidthInteger {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1024) { buffer in
            var filled = 0
            for element in elements {
                buffer[filled] = element
                filled += 1
                if filled == buffer.count {
                    body(UnsafeBufferPointer(buffer))
                    filled = 0
                }
            }
            body(UnsafeBufferPointer(rebasing: buffer[..<filled]))
        }
    }
}

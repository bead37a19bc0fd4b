/// Counting and finding extended grapheme clusters (UAX #29, Unicode 17.0.0): the characters a
/// person sees.
///
/// ```swift
/// GraphemeClusters.count("e\u{0301}")                          // 1  (e + COMBINING ACUTE ACCENT)
/// GraphemeClusters.count("\u{1F469}\u{200D}\u{1F52C}")         // 1  WOMAN SCIENTIST (ZWJ sequence)
/// GraphemeClusters.count("\u{1F1FA}\u{1F1E6}\u{1F1FA}")        // 2  a flag and a lone Regional Indicator
/// GraphemeClusters.count(utf16: [0x0061, 0xD800])              // 2  "a" and an unpaired surrogate (as U+FFFD)
/// GraphemeClusters.boundaries(utf16: Array("a\r\nb".utf16))    // [0, 1, 3, 4]
/// ```
///
/// Every input is accepted: ill-formed UTF-16 or UTF-8 is counted as U+FFFD (see
/// ``ScannedScalar``). For chunked input, use ``UTF16GraphemeScanner`` or ``UTF8GraphemeScanner``.
///
/// Unlike Swift's `String.count` in Swift 6.3, this follows rule GB9c for all the Unicode 17.0
/// conjunct linkers (including U+1039 MYANMAR SIGN VIRAMA, U+17D2 KHMER SIGN COENG and
/// U+1B44 BALINESE ADEG ADEG), and unlike ICU 72 it uses Unicode 17.0's properties and rules.
public enum GraphemeClusters {
    /// The number of grapheme clusters in UTF-16 code units.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing.
    public static func count(utf16 units: UnsafeBufferPointer<UInt16>) -> Int {
        UTF16Counting.count(units)
    }

    /// The number of grapheme clusters in a sequence of UTF-16 code units.
    ///
    /// Contiguous storage (an `Array`, `ContiguousArray` or buffer slice) is read in place;
    /// any other sequence is copied through a fixed-size buffer.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage.
    public static func count(utf16 units: some Sequence<UInt16>) -> Int {
        if let count = units.withContiguousStorageIfAvailable({ UTF16Counting.count($0) }) {
            return count
        }
        var scanner = UTF16GraphemeScanner()
        forEachChunk(of: units) { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return scanner.clusterCount
    }

    /// The number of grapheme clusters in a string's UTF-16 view.
    ///
    /// The same as counting `view` as a sequence of code units, computed on the string's UTF-8.
    public static func count(utf16 view: String.UTF16View) -> Int {
        count(String(view))
    }

    /// The number of grapheme clusters in a substring's UTF-16 view.
    public static func count(utf16 view: Substring.UTF16View) -> Int {
        count(Substring(view))
    }

    /// The number of grapheme clusters in UTF-8 bytes.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing.
    public static func count(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        UTF8Counting.count(bytes)
    }

    /// The number of grapheme clusters in a sequence of UTF-8 bytes.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage.
    public static func count(utf8 bytes: some Sequence<UInt8>) -> Int {
        if let count = bytes.withContiguousStorageIfAvailable({ count(utf8: $0) }) {
            return count
        }
        var scanner = UTF8GraphemeScanner()
        forEachChunk(of: bytes) { scanner.scan($0) { _ in } }
        scanner.finish { _ in }
        return scanner.clusterCount
    }

    /// The number of grapheme clusters in a string or substring.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func count(_ text: some StringProtocol) -> Int {
        withUTF8(of: text) { count(utf8: $0) }
    }

    /// The UTF-16 offsets of every grapheme cluster boundary, from 0 to the length of the input
    /// inclusive (`[0]` for empty input).
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates the result.
    public static func boundaries(utf16 units: some Sequence<UInt16>) -> [Int] {
        if let result = units.withContiguousStorageIfAvailable(UTF16Counting.boundaries) { return result }
        var result: [Int] = []
        var scanner = UTF16GraphemeScanner()
        let collect = { (scalar: ScannedScalar) in
            if scalar.startsCluster { result.append(scalar.utf16Offset) }
        }
        if units.withContiguousStorageIfAvailable({ scanner.scan($0, collect) }) == nil {
            forEachChunk(of: units) { scanner.scan($0, collect) }
        }
        scanner.finish(collect)
        result.append(scanner.utf16Count)
        return result
    }

    /// The UTF-8 offsets of every grapheme cluster boundary, from 0 to the length of the input
    /// inclusive (`[0]` for empty input).
    ///
    /// - Complexity: O(n) in bytes; allocates the result.
    public static func boundaries(utf8 bytes: some Sequence<UInt8>) -> [Int] {
        if let result = bytes.withContiguousStorageIfAvailable(UTF8Counting.boundaries) { return result }
        var result: [Int] = []
        var scanner = UTF8GraphemeScanner()
        let collect = { (scalar: ScannedScalar) in
            if scalar.startsCluster { result.append(scalar.utf8Offset) }
        }
        if bytes.withContiguousStorageIfAvailable({ scanner.scan($0, collect) }) == nil {
            forEachChunk(of: bytes) { scanner.scan($0, collect) }
        }
        scanner.finish(collect)
        result.append(scanner.utf8Count)
        return result
    }

    /// Calls `body` with the UTF-16 offset range of each grapheme cluster of a string, in order.
    ///
    /// ```swift
    /// GraphemeClusters.forEachCluster(in: "a\u{1F1FA}\u{1F1E6}") { print($0) }   // 0..<1, 1..<5
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func forEachCluster(
        in text: some StringProtocol, _ body: (Range<Int>) throws -> Void
    ) rethrows {
        try withUTF8(of: text) { bytes in
            var scanner = UTF8GraphemeScanner()
            var start: Int?
            try scanner.scan(bytes) { scalar in
                guard scalar.startsCluster else { return }
                if let start { try body(start..<scalar.utf16Offset) }
                start = scalar.utf16Offset
            }
            scanner.finish { _ in }
            if let start { try body(start..<scanner.utf16Count) }
        }
    }

    /// Calls `body` with the contiguous UTF-8 of `text`, copying only when it is not native.
    static func withUTF8<R>(
        of text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
    ) rethrows -> R {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = String(text)
        return try copy.withUTF8(body)
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

/// Measures text in every ``LengthUnit`` at once: graphemes, scalars, UTF-16 units, UTF-8 bytes,
/// display width, the largest cluster and the ill-formed count, in one pass.
///
/// ```swift
/// TextMetrics.measure("\u{1F1FA}\u{1F1E6}!")                  // flag of Ukraine and "!"
/// // TextLengths(graphemes: 2, scalars: 3, utf16: 5, utf8: 9, width: 3, largestCluster: 2, illFormedCount: 0)
/// TextMetrics.measure(utf16: [0x0061, 0xD800]).illFormedCount  // 1 (an unpaired surrogate)
/// ```
///
/// Every function measures by the data and rules of a Unicode version, by default 18.0
/// (``UnicodeVersion``). For text that arrives in chunks use ``UTF16TextMeasurer`` or ``UTF8TextMeasurer``: their
/// results equal these for every split.
public enum TextMetrics {
    /// The lengths of a string or substring.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func measure(
        _ text: some StringProtocol, options: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        GraphemeClusters.withUTF8(of: text) { measure(utf8: $0, options: options, unicode: version) }
    }

    /// The lengths of UTF-16 code units, ill-formed or not.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing.
    public static func measure(
        utf16 units: UnsafeBufferPointer<UInt16>, options: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        // Plain text in one loop, the clusters around emoji by the scan (see StretchWalk).
        LengthsMeasure<Unicode.UTF16>.measure(units, options: options, unicode: version)
    }

    /// The lengths of UTF-16 code units in an array or any other sequence.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage.
    public static func measure(
        utf16 units: some Sequence<UInt16>, options: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        if let lengths = units.withContiguousStorageIfAvailable({ measure(utf16: $0, options: options, unicode: version) }) {
            return lengths
        }
        var measurer = UTF16TextMeasurer(options: options, unicode: version)
        GraphemeClusters.forEachChunk(of: units) { measurer.measure($0) }
        return measurer.finish()
    }

    /// The lengths of UTF-8 bytes, ill-formed or not.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing.
    public static func measure(
        utf8 bytes: UnsafeBufferPointer<UInt8>, options: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        // Plain text in one loop, the clusters around emoji by the scan (see StretchWalk).
        LengthsMeasure<Unicode.UTF8>.measure(bytes, options: options, unicode: version)
    }

    /// The lengths of UTF-8 bytes in an array or any other sequence.
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage.
    public static func measure(
        utf8 bytes: some Sequence<UInt8>, options: DisplayWidth.Options = .standard,
        unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        if let lengths = bytes.withContiguousStorageIfAvailable({ measure(utf8: $0, options: options, unicode: version) }) {
            return lengths
        }
        var measurer = UTF8TextMeasurer(options: options, unicode: version)
        GraphemeClusters.forEachChunk(of: bytes) { measurer.measure($0) }
        return measurer.finish()
    }
}

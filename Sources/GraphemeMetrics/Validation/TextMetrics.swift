/// Measures text in every ``LengthUnit`` at once: graphemes, scalars, UTF-16 units, UTF-8 bytes,
/// display width, the largest cluster and the ill-formed count, in one pass.
///
/// ```swift
/// TextMetrics.measure("\u{1F1FA}\u{1F1E6}!")                  // flag of Ukraine and "!"
/// // TextLengths(graphemes: 2, scalars: 3, utf16: 5, utf8: 9, width: 3, maxClusterScalars: 2, illFormedCount: 0)
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
        GraphemeClusters.withUTF8(of: text) { LengthsMeasure<Unicode.UTF8>.measure($0, options: options, unicode: version) }
    }

    /// The lengths of UTF-16 code units, ill-formed or not, in an array, a buffer or any other
    /// sequence.
    ///
    /// Contiguous storage is read in place; any other sequence is fed to a ``TextMeasurer``
    /// through a fixed-size buffer.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing.
    public static func measure(
        utf16 units: some Sequence<UInt16>, options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        units.withContiguousStorageIfAvailable { LengthsMeasure<Unicode.UTF16>.measure($0, options: options, unicode: version) }
            ?? UTF16TextMeasurer.measure(chunks: units, options: options, unicode: version)
    }

    /// The lengths of UTF-8 bytes, ill-formed or not, in an array, a buffer or any other
    /// sequence (read as ``measure(utf16:options:unicode:)`` reads UTF-16).
    ///
    /// - Complexity: O(n) in bytes; allocates nothing.
    public static func measure(
        utf8 bytes: some Sequence<UInt8>, options: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) -> TextLengths {
        bytes.withContiguousStorageIfAvailable { LengthsMeasure<Unicode.UTF8>.measure($0, options: options, unicode: version) }
            ?? UTF8TextMeasurer.measure(chunks: bytes, options: options, unicode: version)
    }

    /// The lengths, width and emoji counts of a string or substring, in one pass (see
    /// ``TextSummary``).
    ///
    /// ```swift
    /// let summary = TextMetrics.summarize("a\u{0301}\u{1F469}\u{200D}\u{1F52C}")  // á, WOMAN SCIENTIST
    /// summary.lengths.graphemes                  // 2
    /// summary.lengths.width                      // 3
    /// summary.emoji[kind: .zwjSequence]          // 1
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func summarize(
        _ text: some StringProtocol, options: DisplayWidth.Options = .standard, policy: EmojiPolicy = .default,
        unicode version: UnicodeVersion = .default
    ) -> TextSummary {
        GraphemeClusters.withUTF8(of: text) {
            SummaryMeasure<Unicode.UTF8>.summarize($0, options: options, policy: policy, unicode: version)
        }
    }

    /// The lengths, width and emoji counts of UTF-16 code units, ill-formed or not, in an array,
    /// a buffer or any other sequence, in one pass: the same figures as
    /// ``measure(utf16:options:unicode:)`` and ``Emoji/counts(utf16:policy:unicode:)``, without
    /// reading the text twice.
    ///
    /// Plain text is measured by one loop that needs no emoji classification; only the
    /// clusters around emoji and other special scalars are scanned one by one.
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage, copies
    ///   any other sequence.
    public static func summarize(
        utf16 units: some Sequence<UInt16>, options: DisplayWidth.Options = .standard,
        policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) -> TextSummary {
        GraphemeClusters.withContiguous(units) { SummaryMeasure<Unicode.UTF16>.summarize($0, options: options, policy: policy, unicode: version) }
    }

    /// The lengths, width and emoji counts of UTF-8 bytes, ill-formed or not, in one pass (read
    /// as ``summarize(utf16:options:policy:unicode:)`` reads UTF-16).
    ///
    /// ```swift
    /// let bytes: [UInt8] = [0x61, 0xF0, 0x9F, 0x98, 0x80, 0xFF]   // "a", GRINNING FACE, a bad byte
    /// let summary = TextMetrics.summarize(utf8: bytes)
    /// summary.lengths.graphemes           // 3
    /// summary.lengths.illFormedCount      // 1
    /// summary.emoji.total                 // 1
    /// ```
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage, copies any other
    ///   sequence.
    public static func summarize(
        utf8 bytes: some Sequence<UInt8>, options: DisplayWidth.Options = .standard,
        policy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) -> TextSummary {
        GraphemeClusters.withContiguous(bytes) { SummaryMeasure<Unicode.UTF8>.summarize($0, options: options, policy: policy, unicode: version) }
    }
}

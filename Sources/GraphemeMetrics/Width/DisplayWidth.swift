/// The display width of text in terminal columns: per grapheme cluster, by UAX #11
/// East_Asian_Width plus the emoji presentation rules of UTS #51, in the data of a Unicode
/// version (18.0 by default; `unicode:` takes 15.0, 15.1, 16.0 or 17.0).
///
/// ```swift
/// DisplayWidth.of("abc")                                   // 3
/// DisplayWidth.of("\u{65E5}\u{672C}")                      // 4  日本 (East_Asian_Width=W)
/// DisplayWidth.of("e\u{0301}")                             // 1  e + COMBINING ACUTE ACCENT
/// DisplayWidth.of("\u{2764}")                              // 1  HEAVY BLACK HEART (text by default)
/// DisplayWidth.of("\u{2764}\u{FE0F}")                      // 2  ... + VS16 (emoji presentation)
/// DisplayWidth.of("\u{231A}\u{FE0E}")                      // 1  WATCH + VS15 (text presentation)
/// DisplayWidth.of("\u{1F1FA}\u{1F1E6}")                    // 2  flag of Ukraine (RI pair)
/// DisplayWidth.of("\u{1F469}\u{200D}\u{1F52C}")            // 2  WOMAN SCIENTIST (ZWJ sequence)
/// DisplayWidth.of("\u{00B1}", options: .eastAsian)         // 2  PLUS-MINUS SIGN (ambiguous)
/// DisplayWidth.of("\u{2630}")                              // 2  TRIGRAM FOR HEAVEN (W since Unicode 16.0)
/// DisplayWidth.of("\u{2630}", unicode: .v15_1)             // 1  (N in 15.1)
/// ```
///
/// The width of a text is the sum of the widths of its clusters; a cluster is 0, 1 or 2 columns.
/// The rules, in precedence order, are in <doc:DisplayWidthRules>. They are a model of a modern
/// terminal that lays out whole clusters: real terminals differ (see `scripts/compare-wcwidth.py`
/// for the differences from Python's `wcwidth`), and a control character has width 0 here, not
/// the -1 of POSIX `wcwidth`.
///
/// - Complexity: O(n) in code units; allocates nothing for contiguous input.
public enum DisplayWidth {
    /// Choices that terminals make differently.
    public struct Options: Hashable, Sendable {
        /// Whether East_Asian_Width=Ambiguous characters (such as U+00B1 PLUS-MINUS SIGN or
        /// U+2460 CIRCLED DIGIT ONE) take 2 columns, as in East Asian legacy contexts (rule 7).
        public var ambiguousIsWide: Bool

        /// Creates options; by default ambiguous characters are narrow.
        public init(ambiguousIsWide: Bool = false) {
            self.ambiguousIsWide = ambiguousIsWide
        }

        /// Ambiguous characters are narrow: the default of most terminals.
        public static let standard = Options()
        /// Ambiguous characters are wide, for CJK legacy terminals.
        public static let eastAsian = Options(ambiguousIsWide: true)
    }

    /// The width of a string or substring in columns: the sum over its grapheme clusters.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func of(
        _ text: some StringProtocol, options: Options = .standard, unicode version: UnicodeVersion = .default
    ) -> Int {
        TextMetrics.measure(text, options: options, unicode: version).width
    }

    /// The width of UTF-16 code units in an array, a buffer or any other sequence; an unpaired
    /// surrogate is U+FFFD (ambiguous, rule 7).
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing.
    public static func of(
        utf16 units: some Sequence<UInt16>, options: Options = .standard, unicode version: UnicodeVersion = .default
    ) -> Int {
        // The width is one of the lengths that one pass measures (see TextMetrics).
        TextMetrics.measure(utf16: units, options: options, unicode: version).width
    }

    /// The width of UTF-8 bytes in an array, a buffer or any other sequence; ill-formed bytes are
    /// U+FFFD (ambiguous, rule 7).
    ///
    /// - Complexity: O(n) in bytes; allocates nothing.
    public static func of(
        utf8 bytes: some Sequence<UInt8>, options: Options = .standard, unicode version: UnicodeVersion = .default
    ) -> Int {
        TextMetrics.measure(utf8: bytes, options: options, unicode: version).width
    }

    /// The width of one scalar standing alone as a cluster: 0, 1 or 2.
    ///
    /// ```swift
    /// DisplayWidth.of(scalar: "\u{0301}")   // 0  COMBINING ACUTE ACCENT (rule 9)
    /// DisplayWidth.of(scalar: "\u{1F600}")  // 2  GRINNING FACE (rule 4e)
    /// ```
    ///
    /// One scalar is not enough to know a cluster's width (`"\u{2764}"` is 1 but
    /// `"\u{2764}\u{FE0F}"` is 2): measure whole strings where you can.
    ///
    /// - Complexity: O(1).
    public static func of(
        scalar: Unicode.Scalar, options: Options = .standard, unicode version: UnicodeVersion = .default
    ) -> Int {
        var state = ClusterWidthState()
        state.start(WidthProperty(scalar.value, unicode: version))
        return state.width(ambiguousIsWide: options.ambiguousIsWide)
    }

    /// Calls `body` with the UTF-16 offset range and the width of each grapheme cluster, in order.
    ///
    /// ```swift
    /// DisplayWidth.forEachCluster("a\u{1F1FA}\u{1F1E6}") { print($0, $1) }
    /// // 0..<1 1
    /// // 1..<5 2
    /// ```
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public static func forEachCluster(
        _ text: some StringProtocol, options: Options = .standard, unicode version: UnicodeVersion = .default,
        _ body: (Range<Int>, Int) -> Void
    ) {
        _ = GraphemeClusters.withUTF8(of: text) { bytes in
            ScanDriver.forEachCluster(bytes, as: Unicode.UTF8.self, options: options, unicode: version) { cluster in
                body(cluster.utf16Start..<cluster.utf16End, cluster.width)
                return true
            }
        }
    }
}

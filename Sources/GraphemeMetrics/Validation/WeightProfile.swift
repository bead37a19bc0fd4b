/// Weights for a weighted length, the way twitter-text counts a post: each scalar weighs what its
/// code point range says, an emoji cluster weighs ``emojiWeight`` once, and the length is the sum
/// divided by ``scale``.
///
/// ```swift
/// let twitter = WeightProfile.twitter
/// twitter.weightedLength("hello")                        // 5
/// twitter.weightedLength("\u{65E5}\u{672C}")             // 4  日本 (default weight 200)
/// twitter.weightedLength("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}")  // 2
/// twitter.remaining("hello")                            // 275
/// ```
///
/// An emoji here is a cluster that ``Emoji/counts(_:policy:unicode:)`` counts under ``emojiPolicy``
/// (by default ``EmojiPolicy/presentedAsEmoji``, see <doc:WhatCountsAsAnEmoji>): a flag, a
/// keycap, a modifier, ZWJ or tag sequence, a VS16 sequence, or an Emoji_Presentation
/// character; `"\u{1F600}\u{0301}"` (an emoji with a combining mark) is no emoji, so it weighs
/// its scalars. twitter-text also normalizes to NFC and counts every URL as
/// 23; this library does neither (no normalization tables, no URL parsing): normalize and
/// replace URLs before measuring when you need that exactly.
///
/// - Complexity: O(n) in UTF-8 bytes times the number of ranges.
public struct WeightProfile: Hashable, Sendable {
    /// A weight for a range of code points.
    public struct Range: Hashable, Sendable {
        /// The code points.
        public var codePoints: ClosedRange<UInt32>
        /// Their weight, in units of which ``WeightProfile/scale`` make one.
        public var weight: Int

        /// Creates a weighted range.
        public init(_ codePoints: ClosedRange<UInt32>, weight: Int) {
            self.codePoints = codePoints
            self.weight = weight
        }
    }

    /// The weight of one unit of length: a scalar of weight `scale` counts 1.
    public var scale: Int
    /// The weight of a scalar outside every range.
    public var defaultWeight: Int
    /// The ranges, tried in order; the first that holds a code point gives its weight.
    public var ranges: [Range]
    /// The weight of a whole emoji cluster, whatever its scalars.
    public var emojiWeight: Int
    /// The largest valid weighted length.
    public var maximumLength: Int
    /// Which clusters weigh ``emojiWeight``: those that ``Emoji/counts(_:policy:unicode:)`` counts under it.
    public var emojiPolicy: EmojiPolicy
    /// The Unicode version whose data and rules find the clusters and the emoji (by default 18.0).
    public var unicodeVersion: UnicodeVersion

    /// Creates a profile. `scale` must be positive (a zero or negative scale is taken as 1).
    public init(
        scale: Int, defaultWeight: Int, ranges: [Range], emojiWeight: Int, maximumLength: Int,
        emojiPolicy: EmojiPolicy = .default, unicode version: UnicodeVersion = .default
    ) {
        unicodeVersion = version
        self.scale = max(1, scale)
        self.defaultWeight = defaultWeight
        self.ranges = ranges
        self.emojiWeight = emojiWeight
        self.maximumLength = maximumLength
        self.emojiPolicy = emojiPolicy
    }

    /// twitter-text v3's configuration: scale 100, default weight 200, weight 100 for
    /// U+0000–U+10FF, U+2000–U+200D, U+2010–U+201F and U+2032–U+2037, each emoji 200 once,
    /// at most 280.
    ///
    /// See [twitter-text's v3 configuration](https://github.com/twitter/twitter-text/blob/master/config/v3.json).
    public static let twitter = WeightProfile(
        scale: 100, defaultWeight: 200,
        ranges: [
            Range(0x0000...0x10FF, weight: 100), Range(0x2000...0x200D, weight: 100),
            Range(0x2010...0x201F, weight: 100), Range(0x2032...0x2037, weight: 100),
        ],
        emojiWeight: 200, maximumLength: 280)

    /// The weight of one code point.
    @inline(__always)
    func weight(of codePoint: UInt32) -> Int {
        for range in ranges where range.codePoints.contains(codePoint) { return range.weight }
        return defaultWeight
    }

    /// The weighted length of a string or substring: the sum of its weights divided by
    /// ``scale``, rounded down.
    ///
    /// - Complexity: O(n) in UTF-8 bytes; allocates nothing for native strings.
    public func weightedLength(_ text: some StringProtocol) -> Int {
        GraphemeClusters.withUTF8(of: text) { weightedLength($0, as: Unicode.UTF8.self) }
    }

    /// The weighted length of UTF-16 code units in an array, a buffer or any other sequence (an
    /// unpaired surrogate weighs as U+FFFD).
    ///
    /// - Complexity: O(n) in UTF-16 code units; allocates nothing for contiguous storage, copies
    ///   any other sequence.
    public func weightedLength(utf16 units: some Sequence<UInt16>) -> Int {
        GraphemeClusters.withContiguous(units) { weightedLength($0, as: Unicode.UTF16.self) }
    }

    /// The weighted length of UTF-8 bytes in an array, a buffer or any other sequence (each
    /// maximal ill-formed subpart weighs as U+FFFD).
    ///
    /// - Complexity: O(n) in bytes; allocates nothing for contiguous storage, copies any other
    ///   sequence.
    public func weightedLength(utf8 bytes: some Sequence<UInt8>) -> Int {
        GraphemeClusters.withContiguous(bytes) { weightedLength($0, as: Unicode.UTF8.self) }
    }

    /// The weighted length of contiguous code units.
    func weightedLength<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as encoding: Encoding.Type
    ) -> Int {
        var total = 0
        ScanDriver.forEachCluster(units, as: encoding, options: .standard, profile: self, unicode: unicodeVersion) {
            total &+= $0.weight
            return true
        }
        return total / scale
    }

    /// How much of ``maximumLength`` is left: negative when the text is too long.
    ///
    /// - Complexity: O(n) in UTF-8 bytes.
    public func remaining(_ text: some StringProtocol) -> Int {
        maximumLength - weightedLength(text)
    }
}

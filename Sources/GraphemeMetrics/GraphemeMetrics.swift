/// The version of the Unicode Standard whose data and rules GraphemeMetrics implements: "17.0.0".
///
/// Every table in the library is generated from the Unicode Character Database of this version,
/// and segmentation follows [UAX #29 revision 47](https://www.unicode.org/reports/tr29/tr29-47.html).
public let unicodeVersion = "17.0.0"

/// The version of Unicode Emoji (UTS #51) whose data GraphemeMetrics implements: "17.0".
public let emojiVersion = "17.0"

/// The version of the GraphemeMetrics package.
public let packageVersion = "0.1.0"

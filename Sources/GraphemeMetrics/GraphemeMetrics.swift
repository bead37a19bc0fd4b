/// The version of the Unicode Standard whose data and rules GraphemeMetrics uses by default:
/// "18.0.0" (``UnicodeVersion/default``).
///
/// Segmentation follows [UAX #29 revision 49](https://www.unicode.org/reports/tr29/tr29-49.html).
/// Every measuring API also takes an older version (``UnicodeVersion``, 15.0 to 18.0), each with
/// the tables generated from its own Unicode Character Database and its own form of the rules.
public let unicodeVersion = "18.0.0"

/// The version of Unicode Emoji (UTS #51) whose data GraphemeMetrics uses by default: "18.0"
/// (each ``UnicodeVersion`` has its own, ``UnicodeVersion/emojiVersion``).
public let emojiVersion = "18.0"

/// The version of the GraphemeMetrics package.
public let packageVersion = "0.1.0"

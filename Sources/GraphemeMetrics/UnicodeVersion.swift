/// A version of the Unicode Standard whose data and rules GraphemeMetrics can measure by.
///
/// Every measuring API takes one (`unicode:`), so a validator can count exactly like the client
/// on the other side of the wire, whatever Unicode version that client's platform implements:
///
/// ```swift
/// let text = "\u{0915}\u{094D}\u{0937}"                  // क्ष: KA, VIRAMA, SSA
/// GraphemeClusters.count(text)                           // 1  (Unicode 18.0: rule GB9c)
/// GraphemeClusters.count(text, unicode: .v15_0)          // 2  (no GB9c before Unicode 15.1)
/// UnicodeVersion("15.1")                                 // .v15_1
/// ```
///
/// Each version brings its own properties (from that version's Unicode Character Database and
/// emoji data) and its own rules: rule GB9c (Indic conjuncts) first appears in 15.1 and takes
/// its Unicode 18.0 form in 18.0. See <doc:UnicodeVersions> for what changed in each version and
/// which platforms count like which profile.
public enum UnicodeVersion: CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Unicode 15.0.0 (September 2022) and Emoji 15.0.
    case v15_0
    /// Unicode 15.1.0 (September 2023) and Emoji 15.1: rule GB9c and Indic_Conjunct_Break appear.
    case v15_1
    /// Unicode 16.0.0 (September 2024) and Emoji 16.0.
    case v16_0
    /// Unicode 17.0.0 (September 2025) and Emoji 17.0.
    case v17_0
    /// Unicode 18.0.0 (September 2026) and Emoji 18.0: GB9c no longer needs a leading consonant.
    case v18_0

    /// The version every API uses unless told otherwise: the latest, Unicode 18.0.
    public static let `default` = UnicodeVersion.v18_0

    /// Parses `"18.0"`, `"18.0.0"` or `"18"` (a missing minor version is 0); `nil` for any
    /// version this library does not implement.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0,
            parts.count < 3 || Int(parts[2]) == 0,
            let version = Self.allCases.first(where: { $0.major == major && $0.minor == minor })
        else { return nil }
        self = version
    }

    /// The major version: 15, 16, 17 or 18.
    public var major: Int {
        switch self {
        case .v15_0, .v15_1: 15
        case .v16_0: 16
        case .v17_0: 17
        case .v18_0: 18
        }
    }

    /// The minor version: 1 for Unicode 15.1, else 0.
    public var minor: Int { self == .v15_1 ? 1 : 0 }

    /// `"18.0"`: the major and minor version, as `emojicount --unicode` takes it.
    public var description: String { "\(major).\(minor)" }

    /// The version of Unicode Emoji (UTS #51) that goes with this version: `"18.0"` for 18.0.
    public var emojiVersion: String { description }

    /// The position of the version in ``allCases``, for per-version tables.
    var index: Int {
        switch self {
        case .v15_0: 0
        case .v15_1: 1
        case .v16_0: 2
        case .v17_0: 3
        case .v18_0: 4
        }
    }
}

/// Tables built once per Unicode version, on the first use of that version: each conforming type
/// declares one lazily initialised `static let` per version, and ``tables(for:)`` picks one.
protocol VersionedTables {
    static var v15_0: Self { get }
    static var v15_1: Self { get }
    static var v16_0: Self { get }
    static var v17_0: Self { get }
    static var v18_0: Self { get }
}

extension VersionedTables {
    /// The tables of `version`, built the first time any code asks for them.
    @inline(__always)
    static func tables(for version: UnicodeVersion) -> Self {
        switch version {
        case .v15_0: v15_0
        case .v15_1: v15_1
        case .v16_0: v16_0
        case .v17_0: v17_0
        case .v18_0: v18_0
        }
    }
}

import GraphemeMetrics

/// The generated texts of each Unicode version, made once and shared by every suite that
/// compares that version (the peers and the reference rules see the same texts).
///
/// Each version's texts draw only from the scalars that version assigned
/// (`Data/assigned-by-<version>.txt`), pooled by its own properties (``ScalarPools``), built from
/// rule-shaped pieces (``GeneratedText/Piece``) including lone surrogates. Fixed seeds: a failure
/// names the text, and the corpus is rebuilt identically.
enum GeneratedCorpus {
    /// Texts per version.
    static let count = 100_000

    static func texts(for version: UnicodeVersion) -> [GeneratedText] {
        switch version {
        case .v15_0: v15_0
        case .v15_1: v15_1
        case .v16_0: v16_0
        case .v17_0: v17_0
        case .v18_0: v18_0
        }
    }

    private static let v15_0 = GeneratedText.corpus(count: count, seed: 0x1500, version: .v15_0)
    private static let v15_1 = GeneratedText.corpus(count: count, seed: 0x1510, version: .v15_1)
    private static let v16_0 = GeneratedText.corpus(count: count, seed: 0x1600, version: .v16_0)
    private static let v17_0 = GeneratedText.corpus(count: count, seed: 0x1700, version: .v17_0)
    private static let v18_0 = GeneratedText.corpus(count: count, seed: 0x1800, version: .v18_0)
}

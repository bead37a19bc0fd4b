extension EmojiCounts: CustomStringConvertible {
    /// The counts by name, leaving out kinds and qualifications that have none.
    ///
    /// ```swift
    /// print(Emoji.counts("Hi \u{1F44B}\u{1F3FD} \u{1F1FA}\u{1F1E6}"))
    /// // EmojiCounts(total: 2, rgi: 2, clusters: 6, flag: 1, modifierSequence: 1, fullyQualified: 2)
    /// ```
    public var description: String {
        var parts = ["total: \(total)", "rgi: \(rgi)"]
        if unlisted > 0 { parts.append("unlisted: \(unlisted)") }
        if unclassified > 0 { parts.append("unclassified: \(unclassified)") }
        parts.append("clusters: \(clusters)")
        for kind in EmojiKind.allCases where self[kind: kind] > 0 {
            parts.append("\(kind): \(self[kind: kind])")
        }
        for qualification in EmojiQualification.allCases where self[qualification: qualification] > 0 {
            parts.append("\(qualification): \(self[qualification: qualification])")
        }
        return "EmojiCounts(\(parts.joined(separator: ", ")))"
    }
}

import GraphemeMetrics

/// A `--max-*` validation limit.
enum LimitKind: String, CaseIterable, Sendable {
    /// `--max-graphemes`: extended grapheme clusters per record.
    case graphemes
    /// `--max-utf16`: UTF-16 code units per record.
    case utf16
    /// `--max-bytes`: UTF-8 bytes per record.
    case bytes
    /// `--max-width`: terminal columns per record.
    case width
    /// `--max-cluster-scalars`: scalars in any one grapheme cluster.
    case clusterScalars

    /// The record's figure that the limit bounds.
    func actual(in counts: RecordCounts) -> Int {
        switch self {
        case .graphemes: counts.lengths.graphemes
        case .utf16: counts.lengths.utf16
        case .bytes: counts.lengths.utf8
        case .width: counts.lengths.width
        case .clusterScalars: counts.lengths.maxClusterScalars
        }
    }

    /// The library's limit that checks this one: a maximum in a ``LengthUnit``, or for
    /// ``clusterScalars`` a cap on scalars per cluster, with no other guard (no raw size cap).
    func lengthLimit(maximum: Int, unicode: UnicodeVersion) -> LengthLimit {
        let unit: LengthUnit =
            switch self {
            case .graphemes, .clusterScalars: .graphemes
            case .utf16: .utf16
            case .bytes: .utf8
            case .width: .width
            }
        return LengthLimit(
            maximum: self == .clusterScalars ? .max : maximum, in: unit, rawSizeCap: .utf16(.max),
            maxClusterScalars: self == .clusterScalars ? maximum : .max, unicode: unicode)
    }
}

/// A record that exceeds a limit: how far, and where the first cluster that does not fit starts.
struct LimitViolation: Equatable, Sendable {
    let limit: LimitKind
    let maximum: Int
    /// The record's figure (for ``LimitKind/clusterScalars``, its largest cluster).
    let actual: Int
    /// The UTF-16 offset, from the start of the record, of the first cluster that does not fit
    /// (ends past the maximum), or for ``LimitKind/clusterScalars`` the first cluster that is too large.
    let utf16Offset: Int
}

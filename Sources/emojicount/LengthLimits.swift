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
        case .graphemes: counts.graphemes
        case .utf16: counts.utf16
        case .bytes: counts.utf8
        case .width: counts.width
        case .clusterScalars: counts.maxClusterScalars
        }
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

/// Checks one record's clusters against the `--max-*` limits as they pass, in O(1) memory.
struct LimitChecker: Sendable {
    /// The limits given, in ``LimitKind`` order.
    let maxima: [(kind: LimitKind, maximum: Int)]
    /// Per entry of ``maxima``, where it was first exceeded in the current record.
    private var firstOffsets: [Int?]
    private var graphemes = 0
    private var width = 0

    init(maxima: [(kind: LimitKind, maximum: Int)]) {
        self.maxima = maxima
        firstOffsets = Array(repeating: nil, count: maxima.count)
    }

    var isEmpty: Bool { maxima.isEmpty }

    /// Takes the record's next cluster.
    mutating func add(_ utf16Range: Range<Int>, utf8End: Int, scalarCount: Int, width clusterWidth: Int) {
        graphemes += 1
        width += clusterWidth
        for index in maxima.indices where firstOffsets[index] == nil {
            let (kind, maximum) = maxima[index]
            let exceeded =
                switch kind {
                case .graphemes: graphemes > maximum
                case .utf16: utf16Range.upperBound > maximum
                case .bytes: utf8End > maximum
                case .width: width > maximum
                case .clusterScalars: scalarCount > maximum
                }
            if exceeded { firstOffsets[index] = utf16Range.lowerBound }
        }
    }

    /// Ends the record whose counts are `counts` and returns its violations; the checker is then
    /// ready for the next record.
    mutating func finish(_ counts: RecordCounts) -> [LimitViolation] {
        defer { self = LimitChecker(maxima: maxima) }
        return maxima.indices.compactMap { index in
            firstOffsets[index].map {
                LimitViolation(
                    limit: maxima[index].kind, maximum: maxima[index].maximum,
                    actual: maxima[index].kind.actual(in: counts), utf16Offset: $0)
            }
        }
    }
}

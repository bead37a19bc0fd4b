/// The checks of several limits over one text, fed from a ``ClusterAccumulator`` that their
/// owner keeps and may read for its own figures too, so that each cluster is summarized once
/// for all of them: ``LengthValidator`` owns one for the limits alone, ``ClusterInspector`` the
/// one that also gives its clusters' widths.
///
/// Each limit is checked with ``LengthLimit/measuresWholeText`` and without its
/// ``LengthLimit/rawSizeCap``, as ``LengthValidator`` documents; the owner makes sure that
/// every limit measures by its accumulator's Unicode version and width options.
struct LimitChecks: Sendable {
    private var checks: [LimitCheck]

    init(limits: [LengthLimit]) {
        checks = limits.map { limit in
            var wholeText = limit
            wholeText.measuresWholeText = true
            return LimitCheck(limit: wholeText, rawExcess: nil, inputIsUTF8: true)
        }
    }

    /// Checks a cluster that the accumulator has just finished.
    @inline(__always)
    mutating func check(_ cluster: ClusterSummary) {
        for index in checks.indices { _ = checks[index].check(cluster) }
    }

    /// Checks the scalar that the accumulator has just taken, with the cluster it is in so far.
    @inline(__always)
    mutating func check(_ scalar: ScannedScalar, takenBy accumulator: borrowing ClusterAccumulator) {
        guard !checks.isEmpty else { return }
        let scalarCount = accumulator.currentScalarCount
        let start = accumulator.currentUTF16Start
        for index in checks.indices {
            _ = checks[index].check(scalar, clusterScalarCount: scalarCount, clusterUTF16Start: start)
        }
    }

    /// Ends the text at its end offsets, given its last cluster (what the accumulator's `finish`
    /// returned), and returns one result per limit; the checks are then at the start of a new text.
    mutating func finish(end: (utf16: Int, utf8: Int), last: ClusterSummary?) -> [LengthValidation] {
        var results: [LengthValidation] = []
        results.reserveCapacity(checks.count)
        for index in checks.indices {
            results.append(checks[index].result(end: end, last: last))
            checks[index] = LimitCheck(limit: checks[index].limit, rawExcess: nil, inputIsUTF8: true)
        }
        return results
    }
}

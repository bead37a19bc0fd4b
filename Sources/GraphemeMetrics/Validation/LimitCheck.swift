/// The state of one limit's validation of one text, fed with the finished clusters and the
/// scalars of a ``ClusterAccumulator`` that its owner keeps: ``LengthLimit``'s per-cluster
/// scan its own, ``LimitChecks`` one shared by several limits and by its owner's other figures.
struct LimitCheck {
    let limit: LengthLimit
    let rawExcess: Int?
    let inputIsUTF8: Bool
    let keepCounting: Bool
    var violation: LengthViolation?
    var count = 0
    var fitting = true
    var fit16 = 0
    var fit8 = 0
    var rawStop: Int?

    init(limit: LengthLimit, rawExcess: Int?, inputIsUTF8: Bool) {
        self.limit = limit
        self.rawExcess = rawExcess
        self.inputIsUTF8 = inputIsUTF8
        keepCounting = limit.measuresWholeText && rawExcess == nil
        if let rawExcess {
            violation = LengthViolation(kind: .rawSizeExceeded, utf16Offset: 0, amount: rawExcess)
        }
    }

    /// Checks one finished cluster; returns false to stop scanning.
    @inline(__always)
    mutating func check(_ cluster: ClusterSummary) -> Bool {
        if fitting {
            var kind: LengthViolation.Kind?
            if limit.rejectsIllFormed && cluster.repairedCount > 0 {
                kind = .illFormed
            } else if limit.rejectsControls && cluster.isControl && !(limit.allowsLineBreaks && cluster.isLineBreak) {
                kind = .control
            } else if limit.rejectsDefaultIgnorables && cluster.isDefaultIgnorable {
                kind = .defaultIgnorable
            }
            if let kind {
                fitting = false
                if violation == nil { violation = LengthViolation(kind: kind, utf16Offset: cluster.utf16Start, amount: 1) }
            }
        }
        count += cluster.length(in: limit.unit)
        if fitting {
            if count > limit.maximum {
                fitting = false
                if violation == nil {
                    violation = LengthViolation(kind: .tooLong, utf16Offset: cluster.utf16Start, amount: count - limit.maximum)
                }
            } else {
                fit16 = cluster.utf16End
                fit8 = cluster.utf8End
            }
        }
        return fitting || keepCounting
    }

    /// Checks one scalar against the raw size cap, and the cluster it is in so far (its
    /// scalars and start, from the accumulator that took the scalar) against the cap on
    /// scalars per cluster; returns false to stop scanning.
    @inline(__always)
    mutating func check(_ scalar: ScannedScalar, clusterScalarCount: Int, clusterUTF16Start: Int) -> Bool {
        if rawExcess != nil {
            let end: Int
            let cap: Int
            switch limit.rawSizeCap {
            case .utf16(let value):
                cap = value
                end = scalar.utf16Offset + UTF16.width(scalar.scalar)
            case .utf8(let value):
                cap = value
                end = scalar.utf8Offset + (inputIsUTF8 ? scalar.encodedLength : UTF8.width(scalar.scalar))
            }
            if end > cap {
                rawStop = scalar.utf16Offset
                return false
            }
        }
        if fitting && clusterScalarCount > limit.maxClusterScalars {
            fitting = false
            if violation == nil {
                violation = LengthViolation(
                    kind: .clusterTooLarge, utf16Offset: clusterUTF16Start,
                    amount: limit.maxClusterScalars + 1)
            }
            return keepCounting
        }
        return true
    }

    /// The verdict, given the text's end offsets and its last cluster (from the accumulator
    /// that took the scalars) when the scan reached the end.
    mutating func result(end: (utf16: Int, utf8: Int)?, last: ClusterSummary?) -> LengthValidation {
        var isExact = false
        if let end {
            isExact = true
            if let last { _ = check(last) }
            if violation == nil && count < limit.minimum {
                violation = LengthViolation(kind: .tooShort, utf16Offset: end.utf16, amount: limit.minimum - count)
            }
            if violation?.kind == .tooLong { violation?.amount = count - limit.maximum }
        }
        if violation?.kind == .rawSizeExceeded, let rawStop { violation?.utf16Offset = rawStop }
        return LengthValidation(
            violation: violation, count: count, isCountExact: isExact, remaining: limit.maximum - count,
            fittingUTF16Length: fit16, fittingUTF8Length: fit8)
    }
}

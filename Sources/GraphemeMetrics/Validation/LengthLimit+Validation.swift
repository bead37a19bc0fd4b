extension LengthLimit {
    /// Validates a string or substring.
    ///
    /// ```swift
    /// let limit = LengthLimit(maximum: 10, in: .width, rejectsControls: true)
    /// limit.validate("\u{65E5}\u{672C}\u{8A9E}").isValid        // true: 6 columns (日本語)
    /// limit.validate("tab\there").violation?.kind              // .control (at UTF-16 offset 3)
    /// ```
    ///
    /// The raw size cap is checked first. Validation stops at the first violation unless
    /// ``measuresWholeText``.
    ///
    /// - Complexity: O(n) in UTF-8 bytes, and O(cap) when the raw size cap is exceeded;
    ///   allocates nothing for native strings.
    public func validate(_ text: some StringProtocol) -> LengthValidation {
        GraphemeClusters.withUTF8(of: text) { validate(buffer: $0, as: Unicode.UTF8.self) }
    }

    /// Validates UTF-16 code units, ill-formed or not, in an array, a buffer or any other
    /// sequence; offsets are in the input.
    ///
    /// - Complexity: O(n) in UTF-16 code units, and O(cap) when the raw size cap is exceeded;
    ///   allocates nothing for contiguous storage, copies any other sequence.
    public func validate(utf16 units: some Sequence<UInt16>) -> LengthValidation {
        GraphemeClusters.withContiguous(units) { validate(buffer: $0, as: Unicode.UTF16.self) }
    }

    /// Validates UTF-8 bytes, ill-formed or not, in an array, a buffer or any other sequence.
    /// ``LengthValidation/fittingUTF8Length`` is in the input's bytes; UTF-16 offsets are those of
    /// the repaired text.
    ///
    /// - Complexity: O(n) in bytes, and O(cap) when the raw size cap is exceeded; allocates
    ///   nothing for contiguous storage, copies any other sequence.
    public func validate(utf8 bytes: some Sequence<UInt8>) -> LengthValidation {
        GraphemeClusters.withContiguous(bytes) { validate(buffer: $0, as: Unicode.UTF8.self) }
    }

    /// Validates code units of either encoding: the raw size cap, then the verdict from the
    /// one-pass lengths where they decide it, else the per-cluster scan.
    func validate<Encoding: GraphemeEncoding>(
        buffer units: UnsafeBufferPointer<Encoding.CodeUnit>, as encoding: Encoding.Type
    ) -> LengthValidation {
        let rawExcess = RawSize.excess(of: units, as: encoding, over: rawSizeCap)
        if rawExcess == nil, let verdict = verdictFromLengths(inputCount: units.count, {
            LengthsMeasure<Encoding>.measure(units, options: widthOptions, unicode: unicodeVersion)
        }) {
            return verdict
        }
        return scanningVerdict(units, as: encoding, rawExcess: rawExcess)
    }

    /// The verdict of the per-cluster scan, which the fast path must agree with (tests compare them).
    func scanningVerdict<Encoding: GraphemeEncoding>(
        _ units: UnsafeBufferPointer<Encoding.CodeUnit>, as encoding: Encoding.Type, rawExcess: Int?
    ) -> LengthValidation {
        var check = LimitCheck(limit: self, rawExcess: rawExcess, inputIsUTF8: Encoding.CodeUnit.bitWidth == 8)
        let end = ScanDriver.scan(units, as: encoding, unicode: unicodeVersion) { check.take($0) }
        return check.result(end: end)
    }

    /// The verdict of a valid text from its lengths alone, in the one-pass measure's fast paths
    /// (see ``TextMetrics``), or `nil` when the per-cluster scan must decide.
    ///
    /// Only for input of at most ``maximum`` code units (so measuring it all reads no more than
    /// the scan would before stopping at a violation), with no guard that looks at single
    /// clusters' kinds, and only when the lengths show the text well formed, with no cluster
    /// larger than ``maxClusterScalars`` and a count within the limits: then the scan
    /// would find no violation, reach the end and fit the whole text.
    private func verdictFromLengths(inputCount: Int, _ measure: () -> TextLengths) -> LengthValidation? {
        guard inputCount <= maximum, !rejectsControls, !rejectsDefaultIgnorables else { return nil }
        let lengths = measure()
        guard lengths.illFormedCount == 0, lengths.maxClusterScalars <= maxClusterScalars else { return nil }
        let count = lengths[unit]
        guard count <= maximum, count >= minimum else { return nil }
        return LengthValidation(
            violation: nil, count: count, isCountExact: true, remaining: maximum - count,
            fittingUTF16Length: lengths.utf16, fittingUTF8Length: lengths.utf8)
    }
}

/// The state of one validation pass, kept in one struct so the scan closures capture a single
/// `inout` value (statically checked, with no runtime exclusivity bookkeeping per scalar).
struct LimitCheck {
    let limit: LengthLimit
    let rawExcess: Int?
    let inputIsUTF8: Bool
    let keepCounting: Bool
    var accumulator: ClusterAccumulator
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
        accumulator = ClusterAccumulator(options: limit.widthOptions, unicode: limit.unicodeVersion)
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

    /// Takes one scalar; returns false to stop scanning.
    @inline(__always)
    mutating func take(_ scalar: ScannedScalar) -> Bool {
        if let cluster = accumulator.add(scalar), !check(cluster) { return false }
        return check(
            scalar, clusterScalarCount: accumulator.currentScalarCount, clusterUTF16Start: accumulator.currentUTF16Start)
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

    /// The verdict, given the text's end offsets when the scan reached the end.
    mutating func result(end: (utf16: Int, utf8: Int)?) -> LengthValidation {
        let last = end.flatMap { accumulator.finish(utf16End: $0.utf16, utf8End: $0.utf8) }
        return result(end: end, last: last)
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

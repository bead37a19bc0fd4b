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
        var scan = LimitScan(limit: self, rawExcess: rawExcess, inputIsUTF8: Encoding.CodeUnit.bitWidth == 8)
        let end = ScanDriver.scan(units, as: encoding, unicode: unicodeVersion) { scan.take($0) }
        return scan.result(end: end)
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

/// One limit's check with the accumulator that feeds it alone, kept in one struct so the scan
/// closure captures a single `inout` value (statically checked, with no runtime exclusivity
/// bookkeeping per scalar).
private struct LimitScan {
    var accumulator: ClusterAccumulator
    var check: LimitCheck

    init(limit: LengthLimit, rawExcess: Int?, inputIsUTF8: Bool) {
        accumulator = ClusterAccumulator(options: limit.widthOptions, unicode: limit.unicodeVersion)
        check = LimitCheck(limit: limit, rawExcess: rawExcess, inputIsUTF8: inputIsUTF8)
    }

    /// Takes one scalar; returns false to stop scanning.
    @inline(__always)
    mutating func take(_ scalar: ScannedScalar) -> Bool {
        if let cluster = accumulator.add(scalar), !check.check(cluster) { return false }
        return check.check(
            scalar, clusterScalarCount: accumulator.currentScalarCount, clusterUTF16Start: accumulator.currentUTF16Start)
    }

    /// The verdict, given the text's end offsets when the scan reached the end.
    mutating func result(end: (utf16: Int, utf8: Int)?) -> LengthValidation {
        let last = end.flatMap { accumulator.finish(utf16End: $0.utf16, utf8End: $0.utf8) }
        return check.result(end: end, last: last)
    }
}

extension LengthLimit {
    /// Validates a string or substring.
    ///
    /// ```swift
    /// let limit = LengthLimit(maximum: 10, in: .width, rejectsControls: true)
    /// limit.validate("\u{65E5}\u{672C}\u{8A9E}").isValid        // true: 6 columns (日本語)
    /// limit.validate("tab\there").violation?.kind              // .control (at UTF-16 offset 3)
    /// ```
    ///
    /// The raw size cap is checked first, from the string's stored length. Validation stops at the
    /// first violation unless ``measuresWholeText``.
    ///
    /// - Complexity: O(n) in UTF-8 bytes, and O(cap) when the raw size cap is exceeded;
    ///   allocates nothing for native strings.
    public func validate(_ text: some StringProtocol) -> LengthValidation {
        var rawExcess: Int?
        switch rawSizeCap {
        case .utf8(let cap):
            let size = text.utf8.count
            if size > cap { rawExcess = size - cap }
        case .utf16(let cap):
            // A string's UTF-16 length is at most its UTF-8 length: count UTF-16 only when needed.
            if text.utf8.count > cap {
                let size = text.utf16.count
                if size > cap { rawExcess = size - cap }
            }
        }
        return GraphemeClusters.withUTF8(of: text) { bytes in
            if rawExcess == nil, let verdict = verdictFromLengths(inputCount: bytes.count, {
                TextMetrics.measure(utf8: bytes, options: widthOptions, unicode: unicodeVersion)
            }) {
                return verdict
            }
            return run(rawExcess: rawExcess, inputIsUTF8: true) { check in
                ScanDriver.scan(bytes, as: Unicode.UTF8.self, unicode: unicodeVersion) { check.take($0) }
            }
        }
    }

    /// Validates UTF-16 code units, ill-formed or not; offsets are in the input.
    ///
    /// - Complexity: O(n) in UTF-16 code units, and O(cap) when the raw size cap is exceeded;
    ///   allocates nothing.
    public func validate(utf16 units: UnsafeBufferPointer<UInt16>) -> LengthValidation {
        var rawExcess: Int?
        switch rawSizeCap {
        case .utf16(let cap):
            if units.count > cap { rawExcess = units.count - cap }
        case .utf8(let cap):
            // Every unit is 1 to 3 bytes: count UTF-8 only when the bound is unclear.
            if units.count * 3 > cap {
                let size = RawSize.utf8Length(of: units)
                if size > cap { rawExcess = size - cap }
            }
        }
        if rawExcess == nil, let verdict = verdictFromLengths(inputCount: units.count, {
            TextMetrics.measure(utf16: units, options: widthOptions, unicode: unicodeVersion)
        }) {
            return verdict
        }
        return scanningVerdict(utf16: units, rawExcess: rawExcess)
    }

    /// The verdict of the per-cluster scan, which the fast path must agree with (tests compare them).
    func scanningVerdict(utf16 units: UnsafeBufferPointer<UInt16>, rawExcess: Int?) -> LengthValidation {
        run(rawExcess: rawExcess, inputIsUTF8: false) { check in
            ScanDriver.scan(units, as: Unicode.UTF16.self, unicode: unicodeVersion) { check.take($0) }
        }
    }

    /// Validates UTF-16 code units held in an array or any other sequence.
    ///
    /// - Complexity: O(n) in UTF-16 code units.
    public func validate(utf16 units: some Sequence<UInt16>) -> LengthValidation {
        if let result = units.withContiguousStorageIfAvailable({ validate(utf16: $0) }) { return result }
        return Array(units).withUnsafeBufferPointer { validate(utf16: $0) }
    }

    /// Validates UTF-8 bytes, ill-formed or not. ``LengthValidation/fittingUTF8Length`` is in the
    /// input's bytes; UTF-16 offsets are those of the repaired text.
    ///
    /// - Complexity: O(n) in bytes, and O(cap) when the raw size cap is exceeded; allocates nothing.
    public func validate(utf8 bytes: UnsafeBufferPointer<UInt8>) -> LengthValidation {
        var rawExcess: Int?
        switch rawSizeCap {
        case .utf8(let cap):
            if bytes.count > cap { rawExcess = bytes.count - cap }
        case .utf16(let cap):
            // UTF-16 is never longer than UTF-8: count it only when the bytes exceed the cap.
            if bytes.count > cap {
                let size = RawSize.utf16Length(of: bytes)
                if size > cap { rawExcess = size - cap }
            }
        }
        if rawExcess == nil, let verdict = verdictFromLengths(inputCount: bytes.count, {
            TextMetrics.measure(utf8: bytes, options: widthOptions, unicode: unicodeVersion)
        }) {
            return verdict
        }
        return scanningVerdict(utf8: bytes, rawExcess: rawExcess)
    }

    /// The verdict of the per-cluster scan, which the fast path must agree with (tests compare them).
    func scanningVerdict(utf8 bytes: UnsafeBufferPointer<UInt8>, rawExcess: Int?) -> LengthValidation {
        run(rawExcess: rawExcess, inputIsUTF8: true) { check in
            ScanDriver.scan(bytes, as: Unicode.UTF8.self, unicode: unicodeVersion) { check.take($0) }
        }
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

    /// Validates UTF-8 bytes held in an array or any other sequence.
    ///
    /// - Complexity: O(n) in bytes.
    public func validate(utf8 bytes: some Sequence<UInt8>) -> LengthValidation {
        if let result = bytes.withContiguousStorageIfAvailable({ validate(utf8: $0) }) { return result }
        return Array(bytes).withUnsafeBufferPointer { validate(utf8: $0) }
    }

    /// The single pass behind every `validate`: feeds scalars to a cluster accumulator, checks the
    /// guards per scalar and per cluster, and stops at the first violation (or at the raw size cap).
    private func run(
        rawExcess: Int?, inputIsUTF8: Bool,
        scan: (inout LimitCheck) -> (utf16: Int, utf8: Int)?
    ) -> LengthValidation {
        var check = LimitCheck(limit: self, rawExcess: rawExcess, inputIsUTF8: inputIsUTF8)
        let end = scan(&check)
        return check.result(end: end)
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

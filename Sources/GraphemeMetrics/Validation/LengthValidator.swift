/// Validates one text against several ``LengthLimit``s at once, from the scalars a grapheme
/// scanner reports: a text that arrives in chunks, or that a program scans anyway (to count
/// it, or to cut it into records), is validated in the same pass, in O(1) memory.
///
/// ```swift
/// let limits = [LengthLimit(maximum: 3, in: .graphemes), LengthLimit(maximum: 8, in: .utf16)]
/// var validator = LengthValidator(limits: limits)
/// var scanner = UTF8GraphemeScanner()
/// let bytes = Array("ab\u{1F1FA}\u{1F1E6}cd".utf8)   // a, b, flag of Ukraine, c, d
/// bytes.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { validator.take($0) } }
/// scanner.finish { validator.take($0) }
/// let results = validator.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
/// results[0].violation   // LengthViolation(kind: .tooLong, utf16Offset: 6, amount: 2): "c" is the first cluster that does not fit
/// results[1].isValid     // true: 8 UTF-16 code units
/// ```
///
/// Each result is what the limit's `validate(utf8:)` gives for the whole text with
/// ``LengthLimit/measuresWholeText`` (the counts are exact), except that
/// ``LengthLimit/rawSizeCap`` is not applied: it bounds the work before a text in memory is
/// segmented, while here the caller decides how much to scan. A violation's `utf16Offset` is
/// where the text first fails the limit: for ``LengthViolation/Kind/tooLong`` the start of the
/// first cluster that does not fit, for ``LengthViolation/Kind/clusterTooLarge`` the start of
/// the first cluster with too many scalars.
///
/// Every limit must measure by the same Unicode version and width options, those of the
/// scanner that feeds it.
///
/// A program that also inspects each cluster gives the limits to its ``ClusterInspector``
/// instead (``ClusterInspector/validations``), which measures each cluster once for both.
///
/// - Complexity: O(1) per scalar and per limit, O(1) memory whatever the text's size.
public struct LengthValidator: Sendable {
    /// The limits, in the order of the results of ``finish(utf16End:utf8End:)``.
    public let limits: [LengthLimit]
    private var accumulator: ClusterAccumulator
    private var checks: LimitChecks

    /// Creates a validator at the start of a text.
    ///
    /// - Precondition: every limit has the same ``LengthLimit/unicodeVersion`` and
    ///   ``LengthLimit/widthOptions``.
    public init(limits: [LengthLimit]) {
        let version = limits.first?.unicodeVersion ?? .default
        let options = limits.first?.widthOptions ?? .standard
        precondition(
            limits.allSatisfy { $0.unicodeVersion == version && $0.widthOptions == options },
            "LengthValidator: every limit must measure by the same Unicode version and width options")
        self.limits = limits
        accumulator = ClusterAccumulator(options: options, unicode: version)
        checks = LimitChecks(limits: limits)
    }

    /// Takes the text's next scalar, as the scanner reports it.
    ///
    /// - Complexity: O(number of limits).
    public mutating func take(_ scalar: ScannedScalar) {
        if let cluster = accumulator.add(scalar) { checks.check(cluster) }
        checks.check(scalar, takenBy: accumulator)
    }

    /// Ends the text at the given end offsets (the scanner's `utf16Count` and `utf8Count`) and
    /// returns one result per limit, in the order of ``limits``. The validator is then at the
    /// start of a new text.
    ///
    /// - Complexity: O(number of limits).
    public mutating func finish(utf16End: Int, utf8End: Int) -> [LengthValidation] {
        // The accumulator's finish leaves it with no cluster in progress, ready for a new text.
        let last = accumulator.finish(utf16End: utf16End, utf8End: utf8End)
        return checks.finish(end: (utf16End, utf8End), last: last)
    }
}

/// The verdict of a ``LengthLimit`` on a text: valid or the first violation, the length, what is
/// left, and where to cut to fit.
///
/// ```swift
/// let result = LengthLimit(maximum: 3, in: .graphemes, measuresWholeText: true).validate("abcde")
/// result.isValid              // false
/// result.violation            // LengthViolation(kind: .tooLong, utf16Offset: 3, amount: 2)
/// result.count                // 5
/// result.remaining            // -2
/// result.fittingUTF16Length   // 3
/// ```
public struct LengthValidation: Hashable, Sendable {
    /// The first violation found, or nil when the text is valid.
    public var violation: LengthViolation?
    /// The length in the limit's unit: exact when ``isCountExact``, else the length of the part
    /// examined before validation stopped (a lower bound).
    public var count: Int
    /// Whether ``count`` covers the whole text.
    public var isCountExact: Bool
    /// The maximum minus ``count``: what a form counter shows; negative when over.
    public var remaining: Int
    /// The UTF-16 length of the longest prefix that ends on a grapheme cluster boundary and
    /// satisfies the maximum and every guard (not the minimum): where to cut to fit.
    public var fittingUTF16Length: Int
    /// The same prefix's length in UTF-8 bytes (of the input for UTF-8 and `String` input).
    public var fittingUTF8Length: Int

    /// Whether the text satisfies the limit.
    public var isValid: Bool { violation == nil }

    /// Creates a validation result.
    public init(
        violation: LengthViolation?, count: Int, isCountExact: Bool, remaining: Int,
        fittingUTF16Length: Int, fittingUTF8Length: Int
    ) {
        self.violation = violation
        self.count = count
        self.isCountExact = isCountExact
        self.remaining = remaining
        self.fittingUTF16Length = fittingUTF16Length
        self.fittingUTF8Length = fittingUTF8Length
    }
}

/// What failed a ``LengthLimit``, where, and by how much.
public struct LengthViolation: Hashable, Sendable {
    /// The kinds of violation, in the order they are checked.
    public enum Kind: String, Hashable, Sendable {
        /// The input is larger than ``LengthLimit/rawSizeCap``; `amount` is the excess in the
        /// cap's unit and `utf16Offset` the cap (for a UTF-8 cap, where the cap falls).
        case rawSizeExceeded
        /// A cluster holds more than ``LengthLimit/maxClusterScalars`` scalars; `amount`
        /// is the cap plus one (scanning stops there), `utf16Offset` the cluster's start.
        case clusterTooLarge
        /// Ill-formed input was found; `amount` is 1, `utf16Offset` the cluster holding it.
        case illFormed
        /// A control cluster was found; `amount` is 1.
        case control
        /// A cluster of only default-ignorable scalars was found; `amount` is 1.
        case defaultIgnorable
        /// The text is longer than the maximum; `amount` is the excess (at least, unless
        /// ``LengthLimit/measuresWholeText``) and `utf16Offset` the start of the first cluster
        /// that does not fit.
        case tooLong
        /// The text is shorter than the minimum; `amount` is the shortfall, `utf16Offset` the end.
        case tooShort
    }

    /// What failed.
    public var kind: Kind
    /// Where, in UTF-16 code units from the start of the input.
    public var utf16Offset: Int
    /// By how much (see each ``Kind``).
    public var amount: Int

    /// Creates a violation.
    public init(kind: Kind, utf16Offset: Int, amount: Int) {
        self.kind = kind
        self.utf16Offset = utf16Offset
        self.amount = amount
    }
}

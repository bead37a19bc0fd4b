/// An input-length limit: a maximum (and optional minimum) in any ``LengthUnit``, plus guards that
/// a grapheme count alone cannot give.
///
/// ```swift
/// let limit = LengthLimit(maximum: 5, in: .graphemes)
/// limit.validate("hello").isValid                                // true
/// let result = limit.validate("hello, world")
/// result.violation?.kind                                         // .tooLong
/// result.fittingUTF16Length                                      // 5: cut here to fit
/// limit.validate("a" + String(repeating: "\u{0301}", count: 100)).violation?.kind
/// // .clusterTooLarge: one grapheme, 101 scalars
/// ```
///
/// A grapheme limit alone can be bypassed: one cluster can hold 100,000 combining marks or tag
/// characters. So every limit also has a raw size cap checked before segmentation
/// (``rawSizeCap``) and a cap on scalars per cluster (``maxClusterScalars``, 32 by
/// default). Ill-formed input, controls and invisible clusters can be rejected too.
public struct LengthLimit: Hashable, Sendable {
    /// A cap on the raw size of the input, checked before any segmentation.
    public enum RawSizeCap: Hashable, Sendable {
        /// At most this many UTF-16 code units.
        case utf16(Int)
        /// At most this many UTF-8 bytes.
        case utf8(Int)
    }

    /// The unit of ``maximum`` and ``minimum``.
    public var unit: LengthUnit
    /// The largest valid length in ``unit``.
    public var maximum: Int
    /// The smallest valid length in ``unit``; 0 for none.
    public var minimum: Int
    /// The raw size cap. The default, `.utf16(max(maximum, 1) * 64)`, admits `maximum` clusters
    /// of 32 supplementary-plane scalars and no more.
    public var rawSizeCap: RawSizeCap
    /// The most scalars one grapheme cluster may hold (32 by default: the longest RGI emoji
    /// has 10, the longest Indic clusters fewer than 16): the bound on
    /// ``TextLengths/maxClusterScalars``.
    public var maxClusterScalars: Int
    /// Whether ill-formed UTF-16 or UTF-8 (an unpaired surrogate, a bad byte) is rejected.
    public var rejectsIllFormed: Bool
    /// Whether control clusters (General_Category Cc, Zl, Zp; rule 1 of <doc:DisplayWidthRules>)
    /// are rejected; see ``allowsLineBreaks``.
    public var rejectsControls: Bool
    /// With ``rejectsControls``, whether CR, LF and CR LF are still allowed.
    public var allowsLineBreaks: Bool
    /// Whether a cluster made only of Default_Ignorable_Code_Point scalars (ZERO WIDTH SPACE,
    /// WORD JOINER, a lone VS16, a run of tag characters) is rejected. Default ignorables inside
    /// a visible cluster (the ZWJ of an emoji sequence, VS16 after an emoji, the tags of a flag,
    /// ZWNJ in Persian) are allowed: ``maxClusterScalars`` caps those.
    public var rejectsDefaultIgnorables: Bool
    /// Whether to count the whole text after the verdict is known, so that ``LengthValidation/count``
    /// and ``LengthValidation/remaining`` are exact for too-long text (a form counter's "-12").
    /// When false (the default) validation stops at the first violation.
    public var measuresWholeText: Bool
    /// The width options, for limits in ``LengthUnit/width``.
    public var widthOptions: DisplayWidth.Options
    /// The Unicode version whose data and rules measure the text: configure it once to count
    /// exactly like the clients that send it (by default the latest, 18.0).
    public var unicodeVersion: UnicodeVersion

    /// Creates a limit.
    public init(
        maximum: Int, minimum: Int = 0, in unit: LengthUnit, rawSizeCap: RawSizeCap? = nil,
        maxClusterScalars: Int = 32, rejectsIllFormed: Bool = false, rejectsControls: Bool = false,
        allowsLineBreaks: Bool = true, rejectsDefaultIgnorables: Bool = false, measuresWholeText: Bool = false,
        widthOptions: DisplayWidth.Options = .standard, unicode version: UnicodeVersion = .default
    ) {
        self.unit = unit
        self.maximum = maximum
        self.minimum = minimum
        let (product, overflow) = max(maximum, 1).multipliedReportingOverflow(by: 64)
        self.rawSizeCap = rawSizeCap ?? .utf16(overflow ? Int.max : product)
        self.maxClusterScalars = maxClusterScalars
        self.rejectsIllFormed = rejectsIllFormed
        self.rejectsControls = rejectsControls
        self.allowsLineBreaks = allowsLineBreaks
        self.rejectsDefaultIgnorables = rejectsDefaultIgnorables
        self.measuresWholeText = measuresWholeText
        self.widthOptions = widthOptions
        unicodeVersion = version
    }
}

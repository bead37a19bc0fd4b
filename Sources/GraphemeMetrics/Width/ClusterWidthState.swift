/// The width of one grapheme cluster, worked out scalar by scalar as a scanner reports them.
///
/// It applies the numbered rules of the "Display width rules" article; each rule is cited on the
/// line that implements it. O(1) state, so a cluster of 100,000 marks costs no memory.
struct ClusterWidthState: Sendable {
    /// The cluster's first scalar.
    private(set) var base = WidthProperty(rawValue: 0)
    /// The first scalar whose width class is not zero, if any yet (rules 5-9).
    private var firstVisible: WidthProperty?
    private(set) var scalarCount = 0
    private var regionalIndicators = 0
    private var emojiPresentation = false
    private var textPresentation = false
    private var afterZWJ = false
    private(set) var allDefaultIgnorable = true

    /// Starts a new cluster at a scalar.
    @inline(__always)
    mutating func start(_ property: WidthProperty) {
        self = ClusterWidthState()
        base = property
        scalarCount = 1
        regionalIndicators = property.role == .regionalIndicator ? 1 : 0
        if property.widthClass != .zero { firstVisible = property }
        allDefaultIgnorable = property.isDefaultIgnorable
    }

    /// Adds a scalar that continues the cluster.
    @inline(__always)
    mutating func add(_ property: WidthProperty) {
        scalarCount += 1
        allDefaultIgnorable = allDefaultIgnorable && property.isDefaultIgnorable
        if firstVisible == nil && property.widthClass != .zero { firstVisible = property }
        switch property.role {
        case .regionalIndicator:
            regionalIndicators += 1
        case .emojiSelector where scalarCount == 2 && base.isEmoji:
            emojiPresentation = true                                  // rule 4a
        case .textSelector where scalarCount == 2 && base.isEmoji:
            textPresentation = true                                   // rule 3
        case .keycap where base.isEmoji:
            emojiPresentation = true                                  // rule 4b
        case .emojiModifier where base.isEmoji:
            emojiPresentation = true                                  // rule 4c
        default:
            break
        }
        if afterZWJ && property.isPictographic && base.isPictographic {
            emojiPresentation = true                                  // rule 4d
        }
        afterZWJ = property.role == .zwj
    }

    /// Whether the cluster shows as an emoji (rules 2 and 4); what the weighted length counts once.
    @inline(__always) var isEmojiPresentation: Bool {
        if base.role == .regionalIndicator && regionalIndicators >= 2 { return true }     // rule 2
        if textPresentation { return false }                                               // rule 3
        return emojiPresentation || base.role == .emojiPresentation || base.role == .emojiModifier  // rule 4, 4e
    }

    /// Whether the cluster starts with a control (rule 1).
    @inline(__always) var isControl: Bool { base.role == .control }

    /// The cluster's width in terminal columns.
    @inline(__always)
    func width(ambiguousIsWide: Bool) -> Int {
        if base.role == .control { return 0 }                                              // rule 1
        if base.role == .regionalIndicator && regionalIndicators >= 2 { return 2 }         // rule 2
        if textPresentation {                                                              // rule 3
            if base.role == .emojiPresentation || base.role == .emojiModifier { return 1 }
            return Self.width(of: base, ambiguousIsWide: ambiguousIsWide)
        }
        if isEmojiPresentation { return 2 }                                                // rule 4
        guard let firstVisible else { return 0 }                                           // rule 9
        return Self.width(of: firstVisible, ambiguousIsWide: ambiguousIsWide)              // rule 5
    }

    @inline(__always)
    static func width(of property: WidthProperty, ambiguousIsWide: Bool) -> Int {
        switch property.widthClass {
        case .zero: 0                                                                      // rule 9
        case .wide: 2                                                                      // rule 6
        case .ambiguous: ambiguousIsWide ? 2 : 1                                           // rule 7
        case .narrow: 1                                                                    // rule 8
        }
    }
}

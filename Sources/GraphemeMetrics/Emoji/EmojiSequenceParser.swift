/// Recognizes the emoji sequence grammar of UTS #51 (ED-9a to ED-16) one scalar at a time, so a
/// cluster of any length is classified in O(1) memory.
///
/// Fed the scalars of one grapheme cluster, ``kind`` is the kind of the whole cluster, or `nil`
/// when it is not a well-formed emoji sequence. The grammar's syntax characters are named below;
/// every other decision reads the generated property tables.
///
///     element  := RI RI                                    ED-14  (first element only)
///               | keycap-base FE0F? 20E3                    ED-14c (first element only)
///               | emoji ( FE0F | modifier )? tag-spec?      ED-9a, ED-13, ED-14a
///     tag-spec := [E0020-E007E]+ E007F                      ED-14a
///     cluster  := element ( ZWJ element )*                  ED-16
struct EmojiSequenceParser {
    enum State: UInt8 {
        /// At the start of the cluster, or after a ZWJ (``sawZWJ``): an element must follow.
        case elementStart
        case keycapBase, keycapBaseSelector, keycap
        case regionalIndicator, flag
        /// One emoji character; `baseProperties` holds its properties.
        case character
        case presentation, modifier
        case tagSpec, tag
        case invalid
    }

    static let zeroWidthJoiner: UInt32 = 0x200D          // ED-16
    static let emojiPresentationSelector: UInt32 = 0xFE0F  // ED-9a
    static let combiningEnclosingKeycap: UInt32 = 0x20E3   // ED-14c
    static let tagSpecRange: ClosedRange<UInt32> = 0xE0020...0xE007E  // ED-14a tag_spec
    static let cancelTag: UInt32 = 0xE007F                 // ED-14a tag_end

    private(set) var state = State.elementStart
    private(set) var sawZWJ = false
    /// The properties of the first scalar of the cluster.
    private(set) var firstProperties = EmojiProperties()
    private var baseProperties = EmojiProperties()
    private var count = 0
    /// The version's properties and grapheme classes.
    let tables: EmojiTables

    @inline(__always)
    init(_ tables: EmojiTables) {
        self.tables = tables
    }

    /// Back at the start of a cluster, with the same tables.
    @inline(__always)
    mutating func reset() {
        state = .elementStart
        sawZWJ = false
        firstProperties = EmojiProperties()
        baseProperties = EmojiProperties()
        count = 0
    }

    mutating func consume(_ value: UInt32) {
        // Most clusters of most text fail on their first scalar: stop looking up after that.
        if state == .invalid { return }
        let properties = tables.properties.emojiProperties(of: value)
        if count == 0 { firstProperties = properties }
        count += 1
        state = next(value, properties)
    }

    private mutating func next(_ value: UInt32, _ properties: EmojiProperties) -> State {
        switch state {
        case .elementStart:
            // Keycap bases and Regional Indicators have Emoji=Yes too.
            guard properties.contains(.emoji) else { return .invalid }
            if properties.isKeycapBase { return sawZWJ ? .invalid : .keycapBase }
            if tables.isRegionalIndicator(value) {
                return sawZWJ ? .invalid : .regionalIndicator  // ED-14
            }
            baseProperties = properties
            return .character
        case .keycapBase:
            if value == Self.emojiPresentationSelector { return .keycapBaseSelector }
            return value == Self.combiningEnclosingKeycap ? .keycap : .invalid  // ED-14c, unqualified
        case .keycapBaseSelector:
            return value == Self.combiningEnclosingKeycap ? .keycap : .invalid  // ED-14c
        case .regionalIndicator:
            return tables.isRegionalIndicator(value) ? .flag : .invalid  // ED-14
        case .character:
            if value == Self.emojiPresentationSelector {
                // ED-9a. A selector after a character with no emoji variation sequence has no
                // effect (Unicode §23.4), so the character stays a basic emoji.
                return baseProperties.contains(.hasEmojiVariationSequence) ? .presentation : .character
            }
            if properties.contains(.emojiModifier) {
                return baseProperties.contains(.emojiModifierBase) ? .modifier : .invalid  // ED-13
            }
            return afterElement(value)
        case .presentation, .modifier:
            return afterElement(value)
        case .tagSpec:
            if Self.tagSpecRange.contains(value) { return .tagSpec }
            return value == Self.cancelTag ? .tag : .invalid  // ED-14a
        case .tag:
            return joined(value)
        case .keycap, .flag, .invalid:
            return .invalid
        }
    }

    /// After an emoji character, presentation or modifier sequence: a tag spec or a ZWJ may follow.
    private mutating func afterElement(_ value: UInt32) -> State {
        if Self.tagSpecRange.contains(value) { return .tagSpec }  // ED-14a tag_base
        return joined(value)
    }

    private mutating func joined(_ value: UInt32) -> State {
        guard value == Self.zeroWidthJoiner else { return .invalid }
        sawZWJ = true  // ED-16
        return .elementStart
    }

    /// The kind of the scalars consumed so far, as a whole cluster; `nil` when they are not a
    /// well-formed emoji sequence.
    var kind: EmojiKind? {
        switch state {
        case .keycap: .keycap
        case .flag: .flag
        case .character, .presentation, .modifier, .tag:
            if sawZWJ { .zwjSequence }
            else {
                switch state {
                case .character: .basic
                case .presentation: .presentationSequence
                case .modifier: .modifierSequence
                default: .tagSequence
                }
            }
        case .elementStart, .keycapBase, .keycapBaseSelector, .regionalIndicator, .tagSpec, .invalid: nil
        }
    }
}

/// What the UAX #29 rules need to remember of the text before the next scalar.
///
/// This is the readable form of the segmentation state machine: ``rule(before:)`` and
/// ``advanced(by:)`` are the rules as written in UAX #29, in the form of one Unicode version
/// (``ConjunctRule``), and ``GraphemeTables`` enumerates every reachable state once to turn them
/// into a table with one lookup per scalar.
/// Every field only looks back through sequences the rules name, so the state is O(1).
struct GraphemeBreakState: Hashable {
    /// Progress through `\p{Extended_Pictographic} Extend* ZWJ` (GB11).
    enum EmojiProgress: Hashable {
        case none
        /// Seen `\p{Extended_Pictographic} Extend*`.
        case pictographic
        /// Seen `\p{Extended_Pictographic} Extend* ZWJ`: an Extended_Pictographic joins.
        case joiner
    }

    /// The form of rule GB9c (Indic conjuncts) in a Unicode version.
    enum ConjunctRule: Hashable {
        /// Unicode 15.0: no GB9c.
        case none
        /// Unicode 15.1 to 17.0:
        /// `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]* \p{InCB=Linker} [\p{InCB=Extend}\p{InCB=Linker}]* × \p{InCB=Consonant}`.
        case afterConsonantAndLinker
        /// Unicode 18.0: `\p{InCB=Linker} \p{InCB=Extend}* × \p{InCB=Consonant}`, with no
        /// consonant needed before the linker.
        case afterLinker

        /// The form in `version`.
        init(_ version: UnicodeVersion) {
            switch version {
            case .v15_0: self = .none
            case .v15_1, .v16_0, .v17_0: self = .afterConsonantAndLinker
            case .v18_0: self = .afterLinker
            }
        }
    }

    /// Progress through the left side of GB9c.
    enum ConjunctProgress: Hashable {
        case none
        /// Seen a consonant followed by InCB=Extend only (15.1 to 17.0).
        case consonant
        /// Seen what GB9c needs before a consonant that joins.
        case linked
    }

    /// The form of GB9c this state machine follows (the same in every state of one machine).
    var conjunctRule: ConjunctRule
    /// The class of the previous scalar; `nil` at the start of text.
    var previous: GraphemeClass?
    /// The Regional Indicator run ending at the previous scalar has odd length (GB12/GB13).
    var oddRegionalIndicators = false
    /// That run started at the start of text (tells GB12 from GB13 in explanations).
    var regionalIndicatorsAtStart = false
    var emoji = EmojiProgress.none
    var conjunct = ConjunctProgress.none

    /// The state at the start of text, for the rules of `version`.
    static func start(_ version: UnicodeVersion) -> GraphemeBreakState {
        GraphemeBreakState(conjunctRule: ConjunctRule(version))
    }

    /// The rule that decides the boundary before a scalar of class `next`.
    func rule(before next: GraphemeClass) -> GraphemeBreakRule {
        guard let previous else { return .gb1 }
        switch (previous, next) {
        case (.cr, .lf): return .gb3
        case (.control, _), (.cr, _), (.lf, _): return .gb4
        case (_, .control), (_, .cr), (_, .lf): return .gb5
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return .gb6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return .gb7
        case (.lvt, .t), (.t, .t): return .gb8
        case (_, let next) where next.isExtend || next.isZWJ: return .gb9
        case (_, .spacingMark): return .gb9a
        case (.prepend, _): return .gb9b
        case (_, .conjunctConsonant) where conjunct == .linked: return .gb9c
        case (_, .extendedPictographic) where emoji == .joiner: return .gb11
        case (.regionalIndicator, .regionalIndicator) where oddRegionalIndicators:
            return regionalIndicatorsAtStart ? .gb12 : .gb13
        default: return .gb999
        }
    }

    /// The state after a scalar of class `next`. It does not depend on whether a boundary fell
    /// before that scalar: each sequence the rules track restarts or continues on its own.
    func advanced(by next: GraphemeClass) -> GraphemeBreakState {
        var state = GraphemeBreakState(conjunctRule: conjunctRule, previous: next)

        if next == .regionalIndicator {
            if previous == .regionalIndicator {
                state.oddRegionalIndicators = !oddRegionalIndicators
                state.regionalIndicatorsAtStart = regionalIndicatorsAtStart
            } else {
                state.oddRegionalIndicators = true
                state.regionalIndicatorsAtStart = previous == nil
            }
        }

        switch next {
        case .extendedPictographic: state.emoji = .pictographic
        case _ where next.isExtend && emoji == .pictographic: state.emoji = .pictographic
        case _ where next.isZWJ && emoji == .pictographic: state.emoji = .joiner
        default: state.emoji = .none
        }

        switch conjunctRule {
        case .none:
            state.conjunct = .none
        case .afterConsonantAndLinker:
            switch next {
            case .conjunctConsonant: state.conjunct = .consonant
            case _ where next.isConjunctExtend && conjunct != .none: state.conjunct = conjunct
            case _ where next.isConjunctLinker && conjunct != .none: state.conjunct = .linked
            default: state.conjunct = .none
            }
        case .afterLinker:
            switch next {
            case _ where next.isConjunctLinker: state.conjunct = .linked
            case _ where next.isConjunctExtend && conjunct == .linked: state.conjunct = .linked
            default: state.conjunct = .none
            }
        }
        return state
    }
}

/// What the UAX #29 rules need to remember of the text before the next scalar.
///
/// This is the readable form of the segmentation state machine: ``rule(before:)`` and
/// ``advanced(by:)`` are the rules as written in UAX #29, and ``GraphemeTransitionTable``
/// enumerates every reachable state once to turn them into a table with one lookup per scalar.
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

    /// Progress through `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]*` (GB9c).
    enum ConjunctProgress: Hashable {
        case none
        /// Seen a consonant followed by InCB=Extend only.
        case consonant
        /// Seen a consonant and at least one linker since: a consonant joins.
        case linked
    }

    /// The class of the previous scalar; `nil` at the start of text.
    var previous: GraphemeClass?
    /// The Regional Indicator run ending at the previous scalar has odd length (GB12/GB13).
    var oddRegionalIndicators = false
    /// That run started at the start of text (tells GB12 from GB13 in explanations).
    var regionalIndicatorsAtStart = false
    var emoji = EmojiProgress.none
    var conjunct = ConjunctProgress.none

    /// The state at the start of text.
    static let start = GraphemeBreakState()

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
        case (_, let next) where next.isExtend || next == .zwj: return .gb9
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
        var state = GraphemeBreakState(previous: next)

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
        case .zwj where emoji == .pictographic: state.emoji = .joiner
        default: state.emoji = .none
        }

        switch next {
        case .conjunctConsonant: state.conjunct = .consonant
        case _ where next.isConjunctExtend && conjunct != .none: state.conjunct = conjunct
        case .conjunctLinker where conjunct != .none: state.conjunct = .linked
        default: state.conjunct = .none
        }
        return state
    }
}

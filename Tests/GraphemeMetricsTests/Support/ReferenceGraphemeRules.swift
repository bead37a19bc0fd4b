import GraphemeMetrics

/// UAX #29's grapheme cluster boundary rules as the report writes them, for one Unicode version:
/// each position is decided by trying GB1–GB999 in order, every rule looking back over the
/// scalars before the position. No state machine and no tables of the library: the properties
/// come from `Data/grapheme-properties-<version>.txt` (``GraphemePropertyData``). Slow (a GB9c,
/// GB11 or GB12/GB13 look-back can cross the whole text) and meant to be read next to
/// [UAX #29 revision 49](https://www.unicode.org/reports/tr29/tr29-49.html#Grapheme_Cluster_Boundary_Rules).
///
/// Rule GB9c per version:
/// - 15.0: no GB9c (Indic_Conjunct_Break does not exist yet).
/// - 15.1, 16.0, 17.0: `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]* \p{InCB=Linker}
///   [\p{InCB=Extend}\p{InCB=Linker}]* × \p{InCB=Consonant}`.
/// - 18.0: `\p{InCB=Linker} \p{InCB=Extend}* × \p{InCB=Consonant}`.
struct ReferenceGraphemeRules: Sendable {
    typealias Properties = GraphemePropertyData.Properties

    let data: GraphemePropertyData
    var version: UnicodeVersion { data.version }

    init(_ version: UnicodeVersion) { data = .of(version) }

    /// The rule that decides the position before each scalar (GB2, the end of text, is not a
    /// position before a scalar).
    func rules(for scalars: [Unicode.Scalar]) -> [GraphemeBreakRule] {
        let properties = scalars.map { data[$0] }
        return properties.indices.map { rule(before: $0, in: properties) }
    }

    /// The UTF-16 offsets of the boundaries of `units`, 0 and `units.count` included (`[0]` for
    /// empty text, as the scanners report it). A lone surrogate is one U+FFFD, as the library
    /// documents it.
    func boundaries(utf16 units: [UInt16]) -> [Int] {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var index = 0
        while index < units.count {
            offsets.append(index)
            if UTF16.isLeadSurrogate(units[index]), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                scalars.append(Unicode.Scalar(UTF16.decode(UTF16.EncodedScalar([units[index], units[index + 1]]))))
                index += 2
            } else {
                scalars.append(Unicode.Scalar(units[index]) ?? "\u{FFFD}")
                index += 1
            }
        }
        let rules = rules(for: scalars)
        return offsets.indices.filter { rules[$0].isBoundary }.map { offsets[$0] } + [units.count]
    }

    func rule(before index: Int, in scalars: [Properties]) -> GraphemeBreakRule {
        guard index > 0 else { return .gb1 }
        let before = scalars[index - 1].clusterBreak
        let after = scalars[index].clusterBreak
        switch (before, after) {
        case (.cr, .lf): return .gb3
        case (.control, _), (.cr, _), (.lf, _): return .gb4
        case (_, .control), (_, .cr), (_, .lf): return .gb5
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return .gb6
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return .gb7
        case (.lvt, .t), (.t, .t): return .gb8
        case (_, .extend), (_, .zwj): return .gb9
        case (_, .spacingMark): return .gb9a
        case (.prepend, _): return .gb9b
        default: break
        }
        if scalars[index].conjunctBreak == .consonant && conjunctJoins(before: index, in: scalars) { return .gb9c }
        if scalars[index].isExtendedPictographic && before == .zwj && emojiZWJJoins(before: index, in: scalars) {
            return .gb11
        }
        if after == .regionalIndicator && before == .regionalIndicator {
            // The Regional Indicators run back from the position; an odd count ends in an open pair.
            let start = scalars[..<index].lastIndex { $0.clusterBreak != .regionalIndicator }.map { $0 + 1 } ?? 0
            if (index - start) % 2 == 1 { return start == 0 ? .gb12 : .gb13 }
        }
        return .gb999
    }

    /// GB9c's left side, in the version's form, ends just before `index`.
    private func conjunctJoins(before index: Int, in scalars: [Properties]) -> Bool {
        switch version {
        case .v15_0:
            return false
        case .v15_1, .v16_0, .v17_0:
            // Consonant [Extend Linker]* Linker [Extend Linker]* ×
            var position = index - 1
            var sawLinker = false
            while position >= 0, scalars[position].conjunctBreak == .extend || scalars[position].conjunctBreak == .linker {
                if scalars[position].conjunctBreak == .linker { sawLinker = true }
                position -= 1
            }
            return sawLinker && position >= 0 && scalars[position].conjunctBreak == .consonant
        case .v18_0:
            // Linker Extend* ×
            var position = index - 1
            while position >= 0, scalars[position].conjunctBreak == .extend { position -= 1 }
            return position >= 0 && scalars[position].conjunctBreak == .linker
        }
    }

    /// GB11's left side `\p{Extended_Pictographic} Extend* ZWJ` ends just before `index`.
    private func emojiZWJJoins(before index: Int, in scalars: [Properties]) -> Bool {
        var position = index - 2
        while position >= 0, scalars[position].clusterBreak == .extend { position -= 1 }
        return position >= 0 && scalars[position].isExtendedPictographic
    }
}

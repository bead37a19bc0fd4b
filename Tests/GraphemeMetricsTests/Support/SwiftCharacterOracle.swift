import GraphemeMetrics

// This file is shared, as a symbolic link, by the fuzz package (Fuzz/Sources/FuzzSupport), so
// that the unit tests and the fuzz targets hold Swift's `Character` to the same two pins.
// It imports only GraphemeMetrics, and its API is `package`: the fuzz targets are modules apart
// from FuzzSupport.

/// What Swift 6.3.1's `Character`s must give for a text: the Unicode 17.0 profile's boundaries
/// plus two pinned, explained kinds of extra break.
///
/// Swift's stdlib implements Unicode 17.0's properties, but:
/// - it hard-codes the six conjunct linkers of Unicode 15.1 (``knownLinkers``) instead of reading
///   InCB=Linker from the data, so it walks over the 14 linkers 17.0 added (U+1039, U+17D2,
///   U+1A60, U+1B44, U+1BAB, U+A9C0, U+AAF6, U+10A3F, U+11133, U+113D0, U+1193E, U+11A47,
///   U+11A99, U+11F42) as if they were InCB=Extend. It breaks where we join by GB9c and the
///   linkers between the two consonants hold none of the six (``PinnedReason/linkerSwiftMisses``);
/// - it recognizes Hangul jamo by the Hangul blocks (``jamoRanges``), not by
///   Grapheme_Cluster_Break, so it misses the GCB=V vowel signs Unicode 16.0 gave Kirat Rai
///   (U+16D63, U+16D67..U+16D6A) and breaks where we join by GB6/GB7/GB8 next to one of them
///   (``PinnedReason/jamoOutsideHangulBlocks``).
///
/// Nowhere else may the two differ.
package enum SwiftCharacterOracle {
    /// The profile Swift 6.3.1's `Character` is compared with.
    package static let version = UnicodeVersion.v17_0

    /// The linkers Swift 6.3.1 hard-codes: Unicode 15.1's InCB=Linker, the viramas of
    /// Devanagari, Bengali, Gujarati, Oriya, Telugu and Malayalam. This describes the oracle's
    /// code, not our data; our linkers come from ``IndicConjunctBreak``.
    package static let knownLinkers: Set<Unicode.Scalar> = ["\u{094D}", "\u{09CD}", "\u{0ACD}", "\u{0B4D}", "\u{0C4D}", "\u{0D4D}"]

    /// The code point ranges in which Swift 6.3.1 looks for Hangul L, V, T, LV and LVT: the
    /// Hangul Jamo, Jamo Extended-A, Hangul Syllables and Jamo Extended-B blocks.
    package static let jamoRanges: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF]

    /// Why Swift breaks where we join.
    package enum PinnedReason: String, CaseIterable, Sendable {
        /// GB9c through linkers Swift does not know (none of ``SwiftCharacterOracle/knownLinkers``).
        case linkerSwiftMisses
        /// GB6/GB7/GB8 next to a jamo outside ``SwiftCharacterOracle/jamoRanges``.
        case jamoOutsideHangulBlocks
    }

    /// Whether the scalar has a Hangul-type Grapheme_Cluster_Break that Swift does not see.
    package static func isJamoSwiftMisses(_ scalar: Unicode.Scalar) -> Bool {
        switch GraphemeClusterBreak(scalar, unicode: version) {
        case .l, .v, .t, .lv, .lvt: !jamoRanges.contains { $0.contains(scalar.value) }
        default: false
        }
    }

    /// Where Swift is expected to break although profile 17.0 joins, and why: one entry per
    /// scalar index whose rule (from `GraphemeBreakRule.rules(for:unicode: .v17_0)`) is pinned.
    package static func pinnedBreaks(
        scalars: [Unicode.Scalar], rules: [GraphemeBreakRule]
    ) -> [(index: Int, reason: PinnedReason)] {
        scalars.indices.compactMap { index in
            switch rules[index] {
            case .gb9c:
                guard let linkers = conjunctLinkers(before: index, in: scalars, unicode: version),
                      !linkers.contains(where: knownLinkers.contains)
                else { return nil }
                return (index, .linkerSwiftMisses)
            case .gb6, .gb7, .gb8:
                guard isJamoSwiftMisses(scalars[index]) || isJamoSwiftMisses(scalars[index - 1]) else { return nil }
                return (index, .jamoOutsideHangulBlocks)
            default:
                return nil
            }
        }
    }

    /// Swift's boundaries in UTF-16 offsets, 0 and the end included, by forward iteration over
    /// `Character`s (its backward walk is quadratic on long Regional Indicator runs), with lone
    /// surrogates repaired to U+FFFD as we do.
    package static func boundaries(_ units: [UInt16]) -> [Int] {
        var result = [0]
        var offset = 0
        for character in String(decoding: units, as: UTF16.self) {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }
}

/// `\p{InCB=Linker}`s in the GB9c run that ends before `scalars[index]`: the scalars back to the
/// nearest InCB=Consonant, when every one between is InCB=Extend or InCB=Linker; `nil` when
/// there is no such consonant.
package func conjunctLinkers(
    before index: Int, in scalars: [Unicode.Scalar], unicode version: UnicodeVersion
) -> [Unicode.Scalar]? {
    var linkers: [Unicode.Scalar] = []
    var position = index - 1
    while position >= 0 {
        switch IndicConjunctBreak(scalars[position], unicode: version) {
        case .consonant: return linkers
        case .linker: linkers.append(scalars[position])
        case .extend: break
        case .none: return nil
        }
        position -= 1
    }
    return nil
}

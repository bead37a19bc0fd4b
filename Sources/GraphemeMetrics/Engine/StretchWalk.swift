/// A whole-text measure with a fast loop for the text it can take (plain text for lengths and
/// width, emoji-free text for emoji counts) and the per-cluster scan for the rest, driven by
/// ``StretchWalk``.
protocol StretchMeasure {
    associatedtype Encoding: GraphemeEncoding

    /// The grapheme tables of the version measured: where the cuts are.
    var graphemes: GraphemeTables { get }

    /// Measures `units[start..<end]` from `start`, a cut (see ``StretchWalk``), as far as the
    /// fast loop can, and nothing beyond `taken`.
    ///
    /// Returns `taken`, a cluster boundary up to which the text is measured, and `stop`, where
    /// the scalar that the loop could not take starts (`end`, and `taken == end`, when it took
    /// everything). `taken` is at most `stop`: the cluster in progress at `stop` may go on
    /// with the scalar there, so it is left to ``takeSlow(_:)``.
    mutating func takeFast(_ units: UnsafePointer<Encoding.CodeUnit>, from start: Int, to end: Int) -> (taken: Int, stop: Int)

    /// Measures a stretch that starts at a cluster boundary and ends at a cut, with the
    /// per-cluster scan.
    mutating func takeSlow(_ stretch: UnsafeBufferPointer<Encoding.CodeUnit>)
}

/// Drives a ``StretchMeasure`` over a whole text: its fast loop until it stops, the per-cluster
/// scan from there to the next cut, the fast loop again from the cut, and so on. The one way
/// the library's whole-text measures skip the per-cluster work (emoji counts, width, lengths,
/// and validation through them), for every Unicode version.
///
/// A *cut* is a position between two scalars whose classes are both in
/// ``GraphemeRunTables/alwaysBreakingClasses``: a boundary falls there, and the state after the
/// second scalar depends on its class alone, so the text from a cut measures the same with a
/// fresh state as in the whole text. A stretch handed to the scan starts at a cluster
/// boundary, where a fresh scan is also exact: the state after a scalar that starts a cluster
/// depends only on its class (``GraphemeTables/stateAfterBreak``; tests check this for every
/// state and class of every version).
///
/// So text the fast loop cannot take costs the scan only around it: one emoji in a long
/// paragraph sends the scalars from the start of the cluster before it to the next cut, not
/// the paragraph.
///
/// - Complexity: O(n): a code unit is read by at most one fast loop, one search for a cut and
///   one scan.
enum StretchWalk {
    /// Walks the whole of `units` through `measure`.
    @inline(__always)
    static func walk<Measure: StretchMeasure>(
        _ units: UnsafeBufferPointer<Measure.Encoding.CodeUnit>, into measure: inout Measure
    ) {
        guard let base = units.baseAddress else { return }
        let end = units.count
        var start = 0
        while start < end {
            let (taken, stop) = measure.takeFast(base, from: start, to: end)
            guard stop < end else { return }
            let resume = nextCut(base, after: stop, to: end, as: Measure.Encoding.self, tables: measure.graphemes)
            measure.takeSlow(UnsafeBufferPointer(start: base + taken, count: resume &- taken))
            start = resume
        }
    }

    /// The first cut after the scalar at `index`, or `end`.
    @inline(never)
    static func nextCut<Encoding: GraphemeEncoding>(
        _ units: UnsafePointer<Encoding.CodeUnit>, after index: Int, to end: Int, as _: Encoding.Type,
        tables: GraphemeTables
    ) -> Int {
        var index = index
        var previousBreaks = false
        while index < end {
            let decoded = Encoding.decode(units, at: index, end: end)
            let breaks = tables.runs.alwaysBreaks(tables.fastClassOf(decoded.value))
            if breaks && previousBreaks { return index }
            previousBreaks = breaks
            index &+= decoded.length
        }
        return end
    }
}

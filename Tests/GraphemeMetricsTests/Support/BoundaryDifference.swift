import GraphemeMetrics

/// A text on which a peer and one of our profiles put boundaries differently, described for a
/// failure message: every scalar with its properties in that version, our ÷/× and the peer's, and
/// the rule our profile applied at each position where they differ.
struct BoundaryDifference: CustomStringConvertible {
    var units: [UInt16]
    /// UTF-16 offsets, 0 and the length included.
    var ours: [Int]
    var peer: [Int]
    var peerName: String
    var version: UnicodeVersion

    var description: String {
        let scanned = Scan.utf16(units, unicode: version).scalars
        let scalars = scanned.map(\.scalar)
        let rules = GraphemeBreakRule.rules(for: scalars, unicode: version)
        let offsets = scanned.map(\.utf16Offset) + [units.count]
        let oursSet = Set(ours)
        let peerSet = Set(peer)
        let differing = offsets.indices.filter { oursSet.contains(offsets[$0]) != peerSet.contains(offsets[$0]) }
        let because = differing.map { index in
            index < rules.count ? "before U+\(BreakTestCase.hex(scalars[index])) ours by \(rules[index].rawValue)" : "at the end"
        }
        return """
            \(GeneratedText(units: units).testDescription)
              ours (\(version)): \(BreakTestCase.marks(scalars, offsets.map(oursSet.contains), properties: true, unicode: version))
              \(peerName): \(BreakTestCase.marks(scalars, offsets.map(peerSet.contains)))
              differ \(because.joined(separator: ", "))
            """
    }
}

import GraphemeMetrics
import Testing

/// One line of a ÷/× break test: the scalars and whether a boundary falls before each of them
/// (and at the end).
struct BreakTestCase: CustomTestStringConvertible, Sendable {
    var lineNumber: Int
    var scalars: [Unicode.Scalar]
    /// `boundaries[i]`: a boundary falls before `scalars[i]`; the last entry is the end of text.
    var boundaries: [Bool]

    /// Parses `"412\t÷ 0915 × 094D ÷"` (a line of `Data/grapheme-break-test-<version>.txt`).
    init?(line: Substring) {
        let columns = line.split(separator: "\t")
        guard columns.count == 2, let number = Int(columns[0]) else { return nil }
        lineNumber = number
        scalars = []
        boundaries = []
        for (position, token) in columns[1].split(separator: " ").enumerated() {
            if position % 2 == 0 {
                guard token == "÷" || token == "×" else { return nil }
                boundaries.append(token == "÷")
            } else {
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            }
        }
        guard boundaries.count == scalars.count + 1 else { return nil }
    }

    var testDescription: String { "line \(lineNumber): \(Self.marks(scalars, boundaries))" }

    var utf16: [UInt16] { scalars.flatMap { Array(String($0).utf16) } }
    var utf8: [UInt8] { scalars.flatMap { Array(String($0).utf8) } }

    /// The expected boundary offsets in an encoding whose scalar lengths `width` gives.
    func expectedOffsets(width: (Unicode.Scalar) -> Int) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for (index, scalar) in scalars.enumerated() {
            if boundaries[index] { offsets.append(offset) }
            offset += width(scalar)
        }
        offsets.append(offset)
        return offsets
    }

    /// Converts boundary offsets back into ÷/× marks per scalar, for messages.
    func marks(fromOffsets offsets: [Int], width: (Unicode.Scalar) -> Int) -> [Bool] {
        let set = Set(offsets)
        var result: [Bool] = []
        var offset = 0
        for scalar in scalars {
            result.append(set.contains(offset))
            offset += width(scalar)
        }
        result.append(set.contains(offset))
        return result
    }

    /// `÷ 0915 [Other/Consonant] × 094D [Extend/Linker] ÷`: every scalar with its properties.
    static func marks(
        _ scalars: [Unicode.Scalar], _ boundaries: [Bool], properties: Bool = false, unicode version: UnicodeVersion = .default
    ) -> String {
        var text = boundaries.first == true ? "÷" : "×"
        for (index, scalar) in scalars.enumerated() {
            text += " " + hex(scalar)
            if properties {
                let p = GraphemeBreakProperties(scalar, unicode: version)
                text += " [\(p.clusterBreak.rawValue)/InCB=\(p.conjunctBreak.rawValue)\(p.isExtendedPictographic ? "/ExtPict" : "")]"
            }
            text += boundaries[index + 1] ? " ÷" : " ×"
        }
        return text
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

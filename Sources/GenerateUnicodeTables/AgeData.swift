import Foundation

/// The code points that a given Unicode version had assigned, from `DerivedAge.txt`.
///
/// "Assigned" is the UCD's: graphic, format, control, private-use, surrogate and noncharacter
/// code points all have an Age. Tests use the ranges to limit generated text to what an older
/// oracle (ICU 72, Unicode 15.0) knows.
struct AgeData {
    /// Maximal ranges of code points whose Age is at most ``version``, in code point order.
    var assignedRanges: [ClosedRange<UInt32>]
    var version: (major: Int, minor: Int)
    var source: String

    init(ucd: URL, assignedBy version: (major: Int, minor: Int)) throws {
        let file = try UCDFile(directory: ucd, name: "DerivedAge.txt")
        source = file.versionLine
        self.version = version
        var assigned = [Bool](repeating: false, count: 0x110000)
        for record in try file.records() {
            guard let age = record.fields.first, let parsed = Self.parseVersion(age) else {
                throw GeneratorError.malformed(file.name, line: 0, "bad Age value in \(record.fields)")
            }
            guard parsed <= version else { continue }
            for cp in record.range { assigned[Int(cp)] = true }
        }
        var ranges: [ClosedRange<UInt32>] = []
        var start: Int?
        for cp in 0...0x110000 {
            let isAssigned = cp < 0x110000 && assigned[cp]
            if isAssigned, start == nil { start = cp }
            if !isAssigned, let first = start {
                ranges.append(UInt32(first)...UInt32(cp - 1))
                start = nil
            }
        }
        assignedRanges = ranges
    }

    /// `"15.0"` as `(15, 0)`.
    static func parseVersion(_ text: String) -> (major: Int, minor: Int)? {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        return (major, minor)
    }
}

import GraphemeMetrics

/// The code points a Unicode version had assigned, read from a generated
/// `Data/assigned-by-<version>.txt` (ranges derived from DerivedAge.txt by GenerateUnicodeTables;
/// private-use, surrogate and noncharacter code points included).
struct AssignedCodePoints: Sendable {
    private var isAssigned: [Bool]
    /// The number of ranges in the file, to catch a truncated file.
    let rangeCount: Int

    init(file: String) throws {
        var isAssigned = [Bool](repeating: false, count: 0x110000)
        let lines = try TestData.lines(file)
        for line in lines {
            let bounds = line.split(separator: ".", omittingEmptySubsequences: true)
            guard bounds.count == 2, let low = UInt32(bounds[0], radix: 16), let high = UInt32(bounds[1], radix: 16),
                  low <= high, high <= 0x10FFFF
            else { throw TestFailure("\(file): unparseable line \(line)") }
            for value in low...high { isAssigned[Int(value)] = true }
        }
        self.isAssigned = isAssigned
        rangeCount = lines.count
    }

    func contains(_ value: UInt32) -> Bool {
        value < 0x110000 && isAssigned[Int(value)]
    }

    /// The code points assigned by `version`. A missing data file is a failure, so this traps loudly.
    static func by(_ version: UnicodeVersion) -> AssignedCodePoints {
        switch version {
        case .v15_0: unicode15
        case .v15_1: unicode15_1
        case .v16_0: unicode16
        case .v17_0: unicode17
        case .v18_0: unicode18
        }
    }

    private static func load(_ version: UnicodeVersion) -> AssignedCodePoints {
        do { return try AssignedCodePoints(file: "assigned-by-\(version).txt") } catch { fatalError("\(error)") }
    }

    static let unicode15 = load(.v15_0)
    /// Unicode 15.1: how Debian's ICU 72 segments (its data is 15.0, its rules have GB9c).
    static let unicode15_1 = load(.v15_1)
    static let unicode16 = load(.v16_0)
    /// Unicode 17.0: node 20's ICU 78.2 and Swift 6.3's `Character`.
    static let unicode17 = load(.v17_0)
    /// Unicode 18.0: Python `regex` 2026.11.15.
    static let unicode18 = load(.v18_0)
}

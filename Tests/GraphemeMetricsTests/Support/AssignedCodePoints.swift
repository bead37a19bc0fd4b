/// The code points an older Unicode version had assigned, read from a generated
/// `Data/assigned-by-<version>.txt` (ranges derived from DerivedAge.txt by GenerateUnicodeTables).
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

    /// Unicode 15.0, ICU 72's version. A missing data file is a failure, so this traps loudly.
    static let unicode15: AssignedCodePoints = {
        do { return try AssignedCodePoints(file: "assigned-by-15.0.txt") } catch { fatalError("\(error)") }
    }()
}

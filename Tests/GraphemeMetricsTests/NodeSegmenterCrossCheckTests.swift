import Foundation
import GraphemeMetrics
import Testing

/// Cross-check against a second, independent Unicode 17 implementation: Node's `Intl.Segmenter`
/// (ICU 78.2, Unicode 17.0 on this machine), line by line over the nine corpora.
///
/// Both implement UAX #29 for Unicode 17.0, so every line must agree exactly. The test runs when
/// `node` and `../shared/corpora` are present (both are on the project's machines and CI); elsewhere
/// it is disabled with that reason.
@Suite(.enabled(if: NodeSegmenter.isAvailable && TestData.corporaDirectory != nil,
                "needs node (Intl.Segmenter with Unicode 17) and ../shared/corpora"))
struct NodeSegmenterCrossCheckTests {
    @Test func nodeReportsUnicode17() throws {
        #expect(try NodeSegmenter.unicodeVersion() == "17.0")
    }

    @Test(arguments: TestData.corpusNames)
    func everyLineAgrees(corpus: String) throws {
        let url = try #require(TestData.corporaDirectory).appendingPathComponent(corpus)
        let expected = try NodeSegmenter.lineCounts(of: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        #expect(lines.count == expected.count)
        var mismatches: [String] = []
        for (index, line) in lines.enumerated() where index < expected.count {
            let ours = GraphemeClusters.count(line)
            if ours != expected[index] && mismatches.count < 10 {
                let scalars = line.unicodeScalars.prefix(40).map { BreakTestCase.hex($0) }.joined(separator: " ")
                mismatches.append("line \(index + 1): ours \(ours), node \(expected[index]): \(scalars)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func randomClassBiasedLinesAgree() throws {
        // 100,000 lines of 1–12 scalars drawn from every property class (CR and LF excluded: they
        // delimit the lines), written to a file that node segments line by line.
        let text = ClassBiasedText(excluding: ["\r", "\n"])
        var generator = SplitMix64(seed: 0x6D65_7472_6963_7331)
        var lines: [[Unicode.Scalar]] = []
        var file = ""
        for _ in 0..<100_000 {
            let line = text.line(length: Int.random(in: 1...12, using: &generator), using: &generator)
            lines.append(line)
            file.unicodeScalars.append(contentsOf: line)
            file += "\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graphememetrics-node-\(getpid()).txt")
        try file.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }

        let expected = try NodeSegmenter.lineCounts(of: url)
        try #require(expected.count == lines.count)
        var mismatches: [String] = []
        var joinedByGB9c = 0
        for (index, line) in lines.enumerated() {
            let utf16 = line.flatMap { Array(String($0).utf16) }
            let ours = GraphemeClusters.count(utf16: utf16)
            if GraphemeBreakRule.rules(for: line).contains(.gb9c) { joinedByGB9c += 1 }
            if ours != expected[index] && mismatches.count < 10 {
                let marks = GraphemeBreakRule.rules(for: line).map(\.isBoundary) + [true]
                mismatches.append("ours \(ours), node \(expected[index]): "
                    + BreakTestCase.marks(line, marks, properties: true))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // The corpus must exercise the rule most likely to differ between implementations.
        #expect(joinedByGB9c > 100)
    }
}

enum NodeSegmenter {
    static let script = TestData.packageRoot.appendingPathComponent("scripts/node-graphemes.js")

    static var nodePath: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static var isAvailable: Bool { nodePath != nil }

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(nodePath))
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    static func unicodeVersion() throws -> String {
        try run(["-e", "process.stdout.write(process.versions.unicode)"])
    }

    /// The grapheme count of each line, in order.
    static func lineCounts(of file: URL) throws -> [Int] {
        try run([script.path, file.path]).split(separator: "\n").map { line in
            // {"record":12,"graphemes":34}
            guard let value = line.split(separator: ":").last.flatMap({ Int($0.dropLast()) }) else {
                throw TestFailure("unexpected node output: \(line)")
            }
            return value
        }
    }
}

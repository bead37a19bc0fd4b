import Foundation
import GraphemeMetrics
import Testing

/// Profile 18.0 against Python `regex` 2026.11.15's `\X` (PyPI, pinned in
/// `scripts/python-env.sh`; it implements Unicode 18.0, GB9c's new form included), through
/// `scripts/regex-graphemes.py`: boundaries in code points must be identical on every generated
/// 18.0 text (lone surrogates passed as surrogate code points, which UAX #29 makes
/// Grapheme_Cluster_Break=Other like our U+FFFD) and on every line of the corpora. No difference
/// is pinned.
///
/// Without `.venv/bin/python3` (`bash scripts/python-env.sh` makes it) the suite is skipped with
/// that reason, unless `GRAPHEMEMETRICS_NO_SKIPS=1` (CI), where it runs and fails. A `.venv`
/// without the pinned regex fails.
@Suite(.enabled(if: PythonRegex.python != nil || TestData.noSkips,
                "needs .venv/bin/python3 with regex 2026.11.15: run bash scripts/python-env.sh"))
struct PythonRegexCrossCheckTests {
    static let version = UnicodeVersion.v18_0

    @Test func regexIsThePinnedVersionAndImplementsUnicode18() throws {
        #expect(try PythonRegex.run(["--version"]) == "2026.11.15\n")
        let probes: [(String, [Int])] = [
            // DEVANAGARI SIGN VIRAMA at the start of text, KA: GB9c joins from 18.0 only (no leading consonant).
            ("094D 0915", [0, 2]),
            // VEDIC SIGN JIHVAMULIYA (a linker from 18.0, Grapheme_Cluster_Break=Other), KA: GB9c.
            ("1CF5 0915", [0, 2]),
            // KA, VEDIC SIGN JIHVAMULIYA: Other after a consonant breaks (GB999).
            ("0915 1CF5", [0, 1, 2]),
            // MYANMAR LETTER KA, MYANMAR SIGN VIRAMA, MYANMAR LETTER KA: a 17.0 linker.
            ("1000 1039 1000", [0, 3]),
        ]
        let output = try PeerProcess.withFile(lines: probes.map(\.0)) { path in
            try PeerProcess.boundaryLines(PythonRegex.run(["--hex", path]))
        }
        #expect(output == probes.map(\.1))
    }

    @Test func generatedTexts() throws {
        let texts = GeneratedCorpus.texts(for: Self.version)
        let lines = texts.map { $0.codePoints.map { String($0, radix: 16) }.joined(separator: " ") }
        let expected = try PeerProcess.withFile(lines: lines) { path in
            try PeerProcess.boundaryLines(PythonRegex.run(["--hex", path]))
        }
        try #require(expected.count == texts.count)
        var differing: [BoundaryDifference] = []
        for (text, theirs) in zip(texts, expected) {
            let scanned = Scan.utf16(text.units, unicode: Self.version)
            if Scan.scalarBoundaries(scanned) != theirs {
                differing.append(BoundaryDifference(units: text.units, ours: Scan.utf16Boundaries(scanned),
                                                    peer: Self.utf16Offsets(theirs, scanned), peerName: "regex", version: Self.version))
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(texts.count) texts differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("Python regex \\X vs 18.0, generated: \(texts.count) texts compared, \(differing.count) differ")
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
          arguments: TestData.corpusNames)
    func corpus(name: String) throws {
        let lines = try PeerProcess.corpusLines(name)
        let path = try #require(TestData.corporaDirectory).appendingPathComponent(name).path
        let expected = try PeerProcess.boundaryLines(PythonRegex.run(["--boundaries", path]))
        try #require(expected.count == lines.count)
        var differing: [BoundaryDifference] = []
        var clusters = 0
        for (line, theirs) in zip(lines, expected) {
            let units = Array(line.utf16)
            let scanned = Scan.utf16(units, unicode: Self.version)
            clusters += theirs.count - 1
            if Scan.scalarBoundaries(scanned) != theirs {
                differing.append(BoundaryDifference(units: units, ours: Scan.utf16Boundaries(scanned),
                                                    peer: Self.utf16Offsets(theirs, scanned), peerName: "regex", version: Self.version))
            }
        }
        #expect(differing.isEmpty, "\(name): \(differing.count) of \(lines.count) lines differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("Python regex \\X vs 18.0, corpus \(name): \(lines.count) lines, \(clusters) clusters, \(differing.count) lines differ")
    }

    /// Code point offsets mapped to UTF-16 offsets through our scalars, for the failure message.
    static func utf16Offsets(_ offsets: [Int], _ scanned: Scan.Result<UTF16GraphemeScanner>) -> [Int] {
        let starts = scanned.scalars.map(\.utf16Offset) + [scanned.scanner.utf16Count]
        return offsets.map { $0 < starts.count ? starts[$0] : -1 }
    }
}

enum PythonRegex {
    static let script = TestData.packageRoot.appendingPathComponent("scripts/regex-graphemes.py").path

    /// The project's `.venv/bin/python3`, never the python3 on PATH.
    static var python: String? {
        let path = TestData.packageRoot.appendingPathComponent(".venv/bin/python3").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static func run(_ arguments: [String]) throws -> String {
        guard let python else {
            throw TestFailure(".venv/bin/python3 is missing (GRAPHEMEMETRICS_NO_SKIPS=1): run bash scripts/python-env.sh")
        }
        return try PeerProcess.run(python, [script] + arguments)
    }
}

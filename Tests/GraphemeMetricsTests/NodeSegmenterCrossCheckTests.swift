import Foundation
import GraphemeMetrics
import Testing

/// Profile 17.0 against node's `Intl.Segmenter` (node 20, ICU 78.2, Unicode 17.0 on this machine;
/// `scripts/node-graphemes.js`): boundaries must be identical on every generated 17.0 text (lone
/// surrogates included: a JavaScript string holds them) and on every line of the corpora. No
/// difference is pinned.
///
/// Without node the suite is skipped with that reason, unless `GRAPHEMEMETRICS_NO_SKIPS=1` (CI),
/// where it runs and fails.
@Suite(.enabled(if: NodeSegmenter.path != nil || TestData.noSkips, "needs node on PATH (Intl.Segmenter with Unicode 17.0)"))
struct NodeSegmenterCrossCheckTests {
    static let version = UnicodeVersion.v17_0

    @Test func nodeReportsUnicode17() throws {
        let versions = try NodeSegmenter.run(["-e", "process.stdout.write(process.versions.unicode + ' ' + process.versions.icu)"])
        #expect(versions.hasPrefix("17.0 "), "node's ICU must implement Unicode 17.0, not \(versions)")
        print("node: Unicode and ICU \(versions)")
    }

    @Test func generatedTexts() throws {
        let texts = GeneratedCorpus.texts(for: Self.version)
        let lines = texts.map { $0.units.map { String($0, radix: 16) }.joined(separator: " ") }
        let expected = try PeerProcess.withFile(lines: lines) { path in
            try PeerProcess.boundaryLines(NodeSegmenter.run([NodeSegmenter.script, "--utf16-hex", path]))
        }
        try #require(expected.count == texts.count)
        var differing: [BoundaryDifference] = []
        for (text, theirs) in zip(texts, expected) {
            let ours = Scan.utf16Boundaries(Scan.utf16(text.units, unicode: Self.version))
            if ours != theirs {
                differing.append(BoundaryDifference(units: text.units, ours: ours, peer: theirs, peerName: "node", version: Self.version))
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(texts.count) texts differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("node Intl.Segmenter vs 17.0, generated: \(texts.count) texts compared, \(differing.count) differ")
    }

    @Test(.enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the checkout"),
          arguments: TestData.corpusNames)
    func corpus(name: String) throws {
        let lines = try PeerProcess.corpusLines(name)
        let path = try #require(TestData.corporaDirectory).appendingPathComponent(name).path
        let expected = try PeerProcess.boundaryLines(NodeSegmenter.run([NodeSegmenter.script, "--boundaries", path]))
        try #require(expected.count == lines.count)
        var differing: [BoundaryDifference] = []
        var clusters = 0
        for (line, theirs) in zip(lines, expected) {
            let units = Array(line.utf16)
            let ours = GraphemeClusters.boundaries(utf16: units, unicode: Self.version)
            clusters += ours.count - 1
            if ours != theirs {
                differing.append(BoundaryDifference(units: units, ours: ours, peer: theirs, peerName: "node", version: Self.version))
            }
        }
        #expect(differing.isEmpty, "\(name): \(differing.count) of \(lines.count) lines differ:\n\(differing.prefix(5).map(\.description).joined(separator: "\n"))")
        print("node Intl.Segmenter vs 17.0, corpus \(name): \(lines.count) lines, \(clusters) clusters, \(differing.count) lines differ")
    }
}

enum NodeSegmenter {
    static let script = TestData.packageRoot.appendingPathComponent("scripts/node-graphemes.js").path

    static var path: String? { PeerProcess.onPath("node") }

    static func run(_ arguments: [String]) throws -> String {
        guard let node = path else { throw TestFailure("node is not on PATH (GRAPHEMEMETRICS_NO_SKIPS=1)") }
        return try PeerProcess.run(node, arguments)
    }
}

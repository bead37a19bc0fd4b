import GraphemeMetrics
import Testing

/// ``ClusterInspector`` agrees with the emoji counters and ``DisplayWidth`` on every policy.
@Suite struct ClusterInspectorTests {
    static let texts = [
        "a\u{1F1FA}\u{1F1E6}\u{1F1FA}b",  // flag, lone RI
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}!\r\n",  // family, CR LF
        "x1\u{FE0F}\u{20E3}#\u{20E3}\u{00A9}\u{00A9}\u{FE0F}\u{1F44D}\u{1F3FD}",  // keycaps, copyright, thumbs up
        "\u{1F469}\u{200D}\u{1F996}a\u{1F3FB}e\u{0301}\u{4E00}",  // woman T-rex (non-RGI), skin tone after a, é, CJK
        "",
    ]

    static func inspect(_ text: String, policy: EmojiPolicy) -> (ClusterInspector, [InspectedCluster]) {
        var scanner = UTF8GraphemeScanner()
        var inspector = ClusterInspector(policy: policy)
        var clusters: [InspectedCluster] = []
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            scanner.scan(buffer) { if let cluster = inspector.take($0) { clusters.append(cluster) } }
        }
        scanner.finish { if let cluster = inspector.take($0) { clusters.append(cluster) } }
        if let last = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count) {
            clusters.append(last)
        }
        return (inspector, clusters)
    }

    @Test(arguments: texts)
    func agreesWithTheCountersAndDisplayWidth(_ text: String) {
        var widths: [(Range<Int>, Int)] = []
        DisplayWidth.forEachCluster(text) { widths.append(($0, $1)) }
        for policy in EmojiPolicy.allCases {
            let (inspector, clusters) = Self.inspect(text, policy: policy)
            #expect(inspector.emojiCounts == Emoji.counts(text, policy: policy))
            var matches: [EmojiMatch] = []
            Emoji.forEachEmoji(text, policy: policy) { matches.append($0) }
            #expect(
                clusters.filter(\.isCountedAsEmoji).map { EmojiMatch(utf16Range: $0.utf16Range, utf8Range: $0.utf8Range, info: $0.emoji) }
                    == matches)
            #expect(clusters.map(\.utf16Range) == widths.map(\.0))
            #expect(clusters.map(\.width) == widths.map(\.1))
            let characters = Array(text)
            #expect(clusters.count == characters.count)
            for (cluster, character) in zip(clusters, characters) {
                #expect(cluster.scalarCount == character.unicodeScalars.count)
                #expect(cluster.emoji == Emoji.classify(character))
            }
        }
    }

    @Test func documentationExample() {
        let (inspector, clusters) = Self.inspect("a\u{1F1FA}\u{1F1E6}", policy: .default)
        #expect(clusters.map(\.emoji?.kind) == [nil, .flag])
        #expect(clusters.map(\.utf16Range) == [0..<1, 1..<5])
        #expect(inspector.emojiCounts.total == 1)
    }
}

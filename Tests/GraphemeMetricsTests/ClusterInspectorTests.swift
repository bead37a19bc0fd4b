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

/// ``ClusterInspector`` with ``LengthLimit``s gives, for each text, what ``LengthValidator`` and
/// each limit's own whole-text validation give, from the one accumulator that also measures its
/// clusters, and starts each text's validation afresh.
@Suite struct ClusterInspectorLimitTests {
    /// A text as UTF-8 bytes, ill-formed or not.
    struct Input: Sendable, CustomTestStringConvertible {
        let label: String
        let bytes: [UInt8]
        var testDescription: String { label }

        init(_ label: String, _ text: String) {
            self.label = label
            bytes = Array(text.utf8)
        }

        init(_ label: String, bytes: [UInt8]) {
            self.label = label
            self.bytes = bytes
        }
    }

    static let inputs = [
        Input("empty", ""),
        Input("flag of Ukraine", "ab\u{1F1FA}\u{1F1E6}cd"),
        Input("flag, then a lone RI", "\u{1F1FA}\u{1F1E6}\u{1F1FA}"),
        Input(
            "FAMILY: MAN, WOMAN, GIRL, BOY (ZWJ sequence)",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}x"),
        Input("WOMAN SCIENTIST (ZWJ sequence), THUMBS UP SIGN + medium skin tone", "\u{1F469}\u{200D}\u{1F52C}\u{1F44D}\u{1F3FD}"),
        Input("flag of Scotland (tag sequence)", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}!"),
        Input("CR LF line breaks, a lone CR", "one\r\ntwo\r\n\r\nthree\r"),
        Input("controls: TAB, BEL, NEL (C1)", "tab\there\u{7}bell\u{85}"),
        Input("default ignorables: ZWSP, WORD JOINER, a lone VS16", "\u{200B}a\u{2060}\u{FE0F}b"),
        Input(
            "ill-formed: FF, a cut 3-byte sequence, an encoded surrogate, a cut 4-byte sequence at the end",
            bytes: [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98]),
        Input("a with 40 COMBINING ACUTE ACCENTs (one cluster of 41 scalars)", "a" + String(repeating: "\u{0301}", count: 40) + "b"),
        Input("ambiguous width (INVERTED EXCLAMATION MARK), CJK, katakana", "\u{00A1}\u{4E00}\u{30A2}x"),
        Input("Hangul L V T jamo, KA VIRAMA SSA (GB9c)", "\u{1100}\u{1161}\u{11A8}\u{0915}\u{094D}\u{0937}"),
    ]

    /// Limits in every unit around the text's length, with each guard, measuring the whole text
    /// with no raw size cap (which ``LengthValidator`` and the inspector do not apply).
    static func limits(length: Int, widthOptions: DisplayWidth.Options) -> [LengthLimit] {
        let cap = LengthLimit.RawSizeCap.utf16(Int.max)
        var limits: [LengthLimit] = []
        for unit in LengthUnit.allCases {
            for maximum in Set([0, length / 2, length - 1, length, length + 1]) where maximum >= 0 {
                func limit(
                    minimum: Int = 0, maxClusterScalars: Int = 32, rejectsIllFormed: Bool = false,
                    rejectsControls: Bool = false, allowsLineBreaks: Bool = true, rejectsDefaultIgnorables: Bool = false
                ) -> LengthLimit {
                    LengthLimit(
                        maximum: maximum, minimum: minimum, in: unit, rawSizeCap: cap, maxClusterScalars: maxClusterScalars,
                        rejectsIllFormed: rejectsIllFormed, rejectsControls: rejectsControls,
                        allowsLineBreaks: allowsLineBreaks, rejectsDefaultIgnorables: rejectsDefaultIgnorables,
                        measuresWholeText: true, widthOptions: widthOptions)
                }
                limits += [
                    limit(), limit(minimum: length / 3 + 1), limit(maxClusterScalars: 2), limit(rejectsIllFormed: true),
                    limit(rejectsControls: true), limit(rejectsControls: true, allowsLineBreaks: false),
                    limit(rejectsDefaultIgnorables: true),
                ]
            }
        }
        return limits
    }

    /// Feeds `input` to `inspector` through a scanner, in two chunks split at `split`, and ends
    /// the text; returns its clusters.
    static func inspect<Encoding: GraphemeEncoding>(
        _ input: [Encoding.CodeUnit], as _: Encoding.Type, split: Int, with inspector: inout ClusterInspector
    ) -> [InspectedCluster] {
        var scanner = GraphemeScanner<Encoding>()
        var clusters: [InspectedCluster] = []
        input.withUnsafeBufferPointer { buffer in
            for chunk in [buffer[..<split], buffer[split...]] {
                scanner.scan(UnsafeBufferPointer(rebasing: chunk)) {
                    if let cluster = inspector.take($0) { clusters.append(cluster) }
                }
            }
        }
        scanner.finish { if let cluster = inspector.take($0) { clusters.append(cluster) } }
        if let last = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count) {
            clusters.append(last)
        }
        return clusters
    }

    static func validate<Encoding: GraphemeEncoding>(
        _ input: [Encoding.CodeUnit], as _: Encoding.Type, limits: [LengthLimit]
    ) -> [LengthValidation] {
        var validator = LengthValidator(limits: limits)
        var scanner = GraphemeScanner<Encoding>()
        input.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { validator.take($0) } }
        scanner.finish { validator.take($0) }
        return validator.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
    }

    @Test(arguments: inputs)
    func agreesWithLengthValidatorAndValidate(_ input: Input) {
        let units = Array(String(decoding: input.bytes, as: UTF8.self).utf16)
        for widthOptions in [DisplayWidth.Options.standard, .eastAsian] {
            let limits = Self.limits(length: units.count, widthOptions: widthOptions)
            var plain = ClusterInspector(widthOptions: widthOptions)
            let plainClusters8 = Self.inspect(input.bytes, as: Unicode.UTF8.self, split: 0, with: &plain)
            let plainClusters16 = Self.inspect(units, as: Unicode.UTF16.self, split: 0, with: &plain)
            #expect(plain.validations.isEmpty)

            let expected8 = limits.map { $0.validate(utf8: input.bytes) }
            let expected16 = limits.map { $0.validate(utf16: units) }
            #expect(Self.validate(input.bytes, as: Unicode.UTF8.self, limits: limits) == expected8)
            #expect(Self.validate(units, as: Unicode.UTF16.self, limits: limits) == expected16)
            for split in Set([0, input.bytes.count / 3, input.bytes.count]) {
                var inspector = ClusterInspector(widthOptions: widthOptions, limits: limits)
                let clusters = Self.inspect(input.bytes, as: Unicode.UTF8.self, split: split, with: &inspector)
                #expect(inspector.validations.count == limits.count)
                for (index, limit) in limits.enumerated() where inspector.validations[index] != expected8[index] {
                    Issue.record("UTF-8 split \(split), \(limit): \(inspector.validations[index]) != \(expected8[index])")
                }
                #expect(clusters == plainClusters8, "limits change no cluster")
            }
            for split in Set([0, units.count / 3, units.count]) {
                var inspector = ClusterInspector(widthOptions: widthOptions, limits: limits)
                let clusters = Self.inspect(units, as: Unicode.UTF16.self, split: split, with: &inspector)
                #expect(inspector.validations.count == limits.count)
                for (index, limit) in limits.enumerated() where inspector.validations[index] != expected16[index] {
                    Issue.record("UTF-16 split \(split), \(limit): \(inspector.validations[index]) != \(expected16[index])")
                }
                #expect(clusters == plainClusters16, "limits change no cluster")
            }
        }
    }

    /// A lone surrogate, which only UTF-16 input can hold.
    @Test func unpairedSurrogate() {
        let units: [UInt16] = [0x61, 0xD83D, 0x62, 0xDE00, 0xD83D, 0xDE00]  // a, lone high, b, lone low, U+1F600
        let limits = Self.limits(length: units.count, widthOptions: .standard)
        var inspector = ClusterInspector(limits: limits)
        _ = Self.inspect(units, as: Unicode.UTF16.self, split: 2, with: &inspector)
        #expect(inspector.validations == limits.map { $0.validate(utf16: units) })
        #expect(inspector.validations.contains { $0.violation?.kind == .illFormed })
    }

    @Test func eachTextIsValidatedAfresh() {
        let limits = [
            LengthLimit(maximum: 3, in: .graphemes, rejectsIllFormed: true),
            LengthLimit(maximum: 10, minimum: 2, in: .width, maxClusterScalars: .max),
            LengthLimit(maximum: .max, in: .graphemes, maxClusterScalars: 4),
        ]
        var inspector = ClusterInspector(limits: limits)
        #expect(inspector.validations.isEmpty, "no text has ended yet")
        // A first text that breaks every limit: ill-formed, 45 columns, a cluster of 41 scalars.
        let first = [0xFF] + Array(("a" + String(repeating: "\u{0301}", count: 40) + String(repeating: "\u{4E00}", count: 21)).utf8)
        _ = Self.inspect(first, as: Unicode.UTF8.self, split: 5, with: &inspector)
        #expect(inspector.validations.allSatisfy { !$0.isValid })
        #expect(inspector.validations.map(\.violation?.kind) == [.illFormed, .tooLong, .clusterTooLarge])

        let second = Array("\u{1F44D}\u{1F3FD}ok".utf8)  // THUMBS UP SIGN + medium skin tone, o, k
        _ = Self.inspect(second, as: Unicode.UTF8.self, split: 1, with: &inspector)
        var fresh = ClusterInspector(limits: limits)
        _ = Self.inspect(second, as: Unicode.UTF8.self, split: 1, with: &fresh)
        #expect(inspector.validations == fresh.validations)
        #expect(inspector.validations.allSatisfy { $0.isValid })
        #expect(inspector.validations.map(\.count) == [3, 4, 3])
        #expect(inspector.emojiCounts.total == 1, "the emoji counts go on summing over the texts")

        _ = inspector.finish(utf16End: 0, utf8End: 0)
        #expect(inspector.validations == limits.map { $0.validate("") })
        #expect(inspector.validations[1].violation == LengthViolation(kind: .tooShort, utf16Offset: 0, amount: 2))
    }

    @Test func documentationExample() {
        let limits = [LengthLimit(maximum: 3, in: .graphemes), LengthLimit(maximum: 6, in: .width)]
        var inspector = ClusterInspector(limits: limits)
        var scanner = UTF8GraphemeScanner()
        let bytes = Array("ab\u{1F1FA}\u{1F1E6}cd".utf8)   // a, b, flag of Ukraine, c, d
        bytes.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { _ = inspector.take($0) } }
        scanner.finish { _ = inspector.take($0) }
        _ = inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
        #expect(inspector.validations[0].violation == LengthViolation(kind: .tooLong, utf16Offset: 6, amount: 2))
        #expect(inspector.validations[1].isValid && inspector.validations[1].count == 6)
        #expect(inspector.emojiCounts.total == 1)
    }
}

import Foundation
import GraphemeMetrics
import Testing

/// The whole-text emoji counts, widths, lengths and summaries, which take most text in fast loops and the
/// rest by the per-cluster scan (StretchWalk), against the one-scanner paths that take every
/// cluster through the classifier and the width rules: the incremental counters and measurers,
/// in every Unicode version.
@Suite struct StretchWalkTests {
    /// Emoji counts through one incremental counter over the whole text (no runs skipped).
    static func scannerCounts(utf16 units: [UInt16], policy: EmojiPolicy, unicode version: UnicodeVersion = .default) -> EmojiCounts {
        var counter = UTF16EmojiCounter(policy: policy, unicode: version)
        units.withUnsafeBufferPointer { counter.scan($0) }
        counter.finish()
        return counter.counts
    }

    static func scannerCounts(utf8 bytes: [UInt8], policy: EmojiPolicy, unicode version: UnicodeVersion = .default) -> EmojiCounts {
        var counter = UTF8EmojiCounter(policy: policy, unicode: version)
        bytes.withUnsafeBufferPointer { counter.scan($0) }
        counter.finish()
        return counter.counts
    }

    /// The lengths of UTF-16 text through one incremental measurer.
    static func measurer(_ units: [UInt16], _ options: DisplayWidth.Options, _ version: UnicodeVersion) -> TextLengths {
        var measurer = UTF16TextMeasurer(options: options, unicode: version)
        units.withUnsafeBufferPointer { measurer.measure($0) }
        return measurer.finish()
    }

    /// Checks the policies and width options (by default all) on UTF-16 text and on its UTF-8
    /// form, in one Unicode version.
    static func check(
        _ units: [UInt16], _ label: @autoclosure () -> String,
        policies: [EmojiPolicy] = EmojiPolicy.allCases, widthOptions: [DisplayWidth.Options] = [.standard, .eastAsian],
        unicode version: UnicodeVersion = .default
    ) {
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        for policy in policies {
            #expect(
                Emoji.counts(utf16: units, policy: policy, unicode: version)
                    == scannerCounts(utf16: units, policy: policy, unicode: version),
                "\(label()) \(policy) utf16 \(version)")
            #expect(
                Emoji.counts(utf8: bytes, policy: policy, unicode: version)
                    == scannerCounts(utf8: bytes, policy: policy, unicode: version),
                "\(label()) \(policy) utf8 \(version)")
        }
        // The one-pass summary: the measurer's lengths and the counter's emoji at once.
        for policy in policies {
            for options in widthOptions {
                let summary16 = units.withUnsafeBufferPointer {
                    TextMetrics.summarize(utf16: $0, options: options, policy: policy, unicode: version)
                }
                #expect(
                    summary16 == TextSummary(
                        lengths: measurer(units, options, version),
                        emoji: scannerCounts(utf16: units, policy: policy, unicode: version)),
                    "\(label()) summary \(policy) ambiguousIsWide \(options.ambiguousIsWide) utf16 \(version)")
                var measurer8 = UTF8TextMeasurer(options: options, unicode: version)
                bytes.withUnsafeBufferPointer { measurer8.measure($0) }
                let summary8 = bytes.withUnsafeBufferPointer {
                    TextMetrics.summarize(utf8: $0, options: options, policy: policy, unicode: version)
                }
                #expect(
                    summary8 == TextSummary(
                        lengths: measurer8.finish(), emoji: scannerCounts(utf8: bytes, policy: policy, unicode: version)),
                    "\(label()) summary \(policy) ambiguousIsWide \(options.ambiguousIsWide) utf8 \(version)")
            }
        }
        for options in widthOptions {
            var measurer16 = UTF16TextMeasurer(options: options, unicode: version)
            units.withUnsafeBufferPointer { measurer16.measure($0) }
            let lengths16 = measurer16.finish()
            #expect(TextMetrics.measure(utf16: units, options: options, unicode: version) == lengths16,
                "\(label()) ambiguousIsWide \(options.ambiguousIsWide) utf16 \(version)")
            #expect(DisplayWidth.of(utf16: units, options: options, unicode: version) == lengths16.width,
                "\(label()) ambiguousIsWide \(options.ambiguousIsWide) utf16 \(version)")
            var measurer8 = UTF8TextMeasurer(options: options, unicode: version)
            bytes.withUnsafeBufferPointer { measurer8.measure($0) }
            let lengths8 = measurer8.finish()
            #expect(TextMetrics.measure(utf8: bytes, options: options, unicode: version) == lengths8,
                "\(label()) ambiguousIsWide \(options.ambiguousIsWide) utf8 \(version)")
            #expect(DisplayWidth.of(utf8: bytes, options: options, unicode: version) == lengths8.width,
                "\(label()) ambiguousIsWide \(options.ambiguousIsWide) utf8 \(version)")
        }
    }

    /// Runs that the fast loops take in bulk: ASCII, Latin-1, CJK, Hangul syllables, consonants.
    static let runs: [[UInt16]] = [
        Array("the quick brown fox".utf16), Array("caf\u{E9} na\u{EF}ve r\u{E9}sum\u{E9}".utf16),
        Array("\u{6F22}\u{5B57}\u{304B}\u{306A}\u{6F22}\u{5B57}\u{304B}\u{306A}\u{6F22}\u{5B57}".utf16),
        Array("\u{D55C}\u{AD6D}\u{C5B4} \u{D55C}\u{AD6D}\u{C5B4} \u{D55C}\u{AD6D}".utf16),
        [UInt16](repeating: 0x0915, count: 12), Array("0123456789#*0123".utf16),
    ]

    @Test(arguments: 0..<300)
    func generatedTextBetweenRuns(_ index: Int) {
        // Rule-shaped pieces (ZWJ sequences, flags, keycaps, tags, conjuncts, lone surrogates)
        // meeting skipped runs on both sides, and the fast-path tests' random texts.
        let pieces = Self.corpus[index].units
        var generator = SplitMix64(seed: UInt64(index))
        var units: [UInt16] = []
        for unit in pieces {
            if generator.next() % 6 == 0 { units += Self.runs[Int(generator.next() % UInt64(Self.runs.count))] }
            units.append(unit)
        }
        // Each text in one version, in turn: 60 per version.
        let version = UnicodeVersion.allCases[index % UnicodeVersion.allCases.count]
        Self.check(units, "generated \(index): \(units.map { String($0, radix: 16) })", unicode: version)
        let random = FastPathTests.randomText(seed: UInt64(index), pieces: 40)
        Self.check(random, "random \(index): \(random.map { String($0, radix: 16) })", unicode: version)
    }

    static let corpus = GeneratedText.corpus(count: 300, seed: 51, illFormed: true, pieces: 0...24)

    @Test func runsAtEveryEdge() {
        // A run that starts or ends the text, shorter and longer than the walk's streak, and
        // followed by a mark, a ZWJ or VS16 that joins its last scalar.
        for length in 0...12 {
            let run = [UInt16](repeating: 0x61, count: length)
            for joiner: [UInt16] in [[], [0x0301], [0x200D, 0xD83D, 0xDE00], [0xFE0F], [0x20E3], [0x0D, 0x0A]] {
                for before: [UInt16] in [[], [0x0600] /* Prepend */, [0xD83D, 0xDE00], [0x31, 0xFE0F, 0x20E3]] {
                    Self.check(before + run + joiner, "before \(before) run \(length) joiner \(joiner)")
                    Self.check(before + run + joiner + run, "twice: before \(before) run \(length) joiner \(joiner)")
                }
            }
        }
        // A digit, "#" and "*" end runs as keycap bases: "1" + U+20E3 is an emoji.
        Self.check(Array("aaaaaaaaaa1\u{20E3}bbbbbbbbbb#\u{FE0F}\u{20E3}".utf16), "keycaps after runs")
        #expect(Emoji.counts(utf16: Array("aaaaaaaaaa1\u{20E3}bbbbbbbbbb#\u{FE0F}\u{20E3}".utf16)).total == 2)
    }

    @Test(
        .enabled(if: TestData.corporaDirectory != nil, "needs ../shared/corpora beside the repository"),
        arguments: TestData.corpusNames)
    func corpus(_ name: String) throws {
        let bytes = try #require(FastPathTests.readCorpus(name))
        let units = Array(String(decoding: bytes, as: UTF8.self).utf16)
        // The defaults only: the generated texts above cover the other policies and options, and
        // a debug build takes a few seconds per pass over a corpus.
        Self.check(units, name, policies: [.default], widthOptions: [.standard])
    }
}

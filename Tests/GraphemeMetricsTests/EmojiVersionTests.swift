@testable import GraphemeMetrics
import Testing

/// Hand-checked facts of each Emoji version, from the raw emoji-test.txt and emoji-data.txt of
/// `../shared/unicode/<version>`: what a version adds is an emoji from that version on only.
@Suite struct EmojiVersionTests {
    static let pickle = "\u{1FADD}"                       // PICKLE, E18.0 (emoji-test 18.0)
    static let leftwardsThumbMedium = "\u{1FAF9}\u{1F3FD}" // leftwards thumb sign: medium skin tone, E18.0
    static let distortedFace = "\u{1FAEA}"                // DISTORTED FACE, E17.0
    static let balletDancer = "\u{1F9D1}\u{200D}\u{1FA70}" // ballet dancer (ZWJ sequence), E17.0
    static let bagsUnderEyes = "\u{1FAE9}"                // FACE WITH BAGS UNDER EYES, E16.0
    static let headShaking = "\u{1F642}\u{200D}\u{2194}\u{FE0F}"  // head shaking horizontally (ZWJ), E15.1
    static let shakingFace = "\u{1FAE8}"                  // SHAKING FACE, E15.0

    /// The first version that lists each sequence, per emoji-test.txt.
    static let firstListed: [(String, UnicodeVersion, EmojiKind)] = [
        (pickle, .v18_0, .basic), (leftwardsThumbMedium, .v18_0, .modifierSequence),
        (distortedFace, .v17_0, .basic), (balletDancer, .v17_0, .zwjSequence),
        (bagsUnderEyes, .v16_0, .basic), (headShaking, .v15_1, .zwjSequence), (shakingFace, .v15_0, .basic),
    ]

    @Test(arguments: UnicodeVersion.allCases)
    func sequencesAreRGIFromTheirVersionOn(_ version: UnicodeVersion) {
        for (text, first, kind) in Self.firstListed {
            let info = Emoji.classify(text.unicodeScalars, unicode: version)
            let counted = Emoji.counts(text, policy: .fullyQualifiedRGI, unicode: version).total
            if version >= first {
                #expect(info?.isRGI == true && info?.qualification == .fullyQualified, "\(text.unicodeScalars) in \(version)")
                #expect(info?.kind == kind)
                #expect(counted == 1)
            } else {
                #expect(info?.isRGI != true && info?.qualification == nil && info?.name == nil, "\(text.unicodeScalars) in \(version)")
                #expect(counted == 0)
            }
        }
    }

    @Test func emoji18SequencesIn17() {
        // PICKLE is Extended_Pictographic (reserved) in 17.0, not Emoji: no emoji sequence at all,
        // but still looks like one (`.emojiLike` counts it).
        #expect(Emoji.classify(Self.pickle.unicodeScalars, unicode: .v17_0) == nil)
        #expect(EmojiProperties(of: "\u{1FADD}", unicode: .v17_0) == [.extendedPictographic])
        #expect(EmojiProperties(of: "\u{1FADD}", unicode: .v18_0) == [.emoji, .emojiPresentation, .extendedPictographic])
        #expect(Emoji.counts(Self.pickle, policy: .emojiLike, unicode: .v17_0).total == 1)
        #expect(Emoji.classify(Self.pickle.unicodeScalars)?.name == "pickle")
        // LEFTWARDS THUMB SIGN gains Emoji_Modifier_Base in 18.0: before, a skin tone after it
        // makes no modifier sequence (ED-13).
        #expect(Emoji.classify(Self.leftwardsThumbMedium.unicodeScalars, unicode: .v17_0) == nil)
        #expect(Emoji.classify(Self.leftwardsThumbMedium.unicodeScalars)?.name == "leftwards thumb sign: medium skin tone")
    }

    @Test func versionedAPIsAgree() {
        let text = "a" + Self.leftwardsThumbMedium + " " + Self.pickle
        for version in UnicodeVersion.allCases {
            let expected = version >= .v18_0 ? 2 : 0
            #expect(Emoji.counts(text, policy: .fullyQualifiedRGI, unicode: version).total == expected)
            #expect(Emoji.counts(utf8: Array(text.utf8), policy: .fullyQualifiedRGI, unicode: version).total == expected)
            var matches = 0
            Emoji.forEachEmoji(text, policy: .fullyQualifiedRGI, unicode: version) { _ in matches += 1 }
            #expect(matches == expected)
            Emoji.forEachEmoji(utf16: Array(text.utf16), policy: .fullyQualifiedRGI, unicode: version) { _ in matches -= 1 }
            #expect(matches == 0)

            var counter = UTF16EmojiCounter(policy: .fullyQualifiedRGI, unicode: version)
            Array(text.utf16).withUnsafeBufferPointer { counter.scan($0) }
            counter.finish()
            #expect(counter.counts.total == expected)

            var scanner = UTF8GraphemeScanner(unicode: version)
            var inspector = ClusterInspector(policy: .fullyQualifiedRGI, unicode: version)
            var rgi = 0
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                scanner.scan(buffer) { if inspector.take($0)?.emoji?.isRGI == true { rgi += 1 } }
            }
            scanner.finish { if inspector.take($0)?.emoji?.isRGI == true { rgi += 1 } }
            if inspector.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)?.emoji?.isRGI == true { rgi += 1 }
            #expect(rgi == expected)
            #expect(inspector.emojiCounts.total == expected)
        }
    }

    /// Regional Indicators are the same in every version (flags are classified with the
    /// version's grapheme classes).
    @Test(arguments: UnicodeVersion.allCases)
    func flagsInEveryVersion(_ version: UnicodeVersion) {
        #expect(Emoji.classify("\u{1F1FA}\u{1F1E6}".unicodeScalars, unicode: version)?.kind == .flag)  // flag: Ukraine
        #expect(Emoji.classify("\u{1F1FA}".unicodeScalars, unicode: version) == nil)                  // lone RI
    }
}

import GraphemeMetrics
import PropertyBased
import Testing

/// Length limits: maximum and minimum in every unit, the guards that cannot be bypassed, what
/// failed, where and by how much, and where to cut.
@Suite struct ValidationTests {
    @Test func withinAndOverTheMaximum() {
        let limit = LengthLimit(maximum: 5, in: .graphemes)
        #expect(limit.validate("hello").isValid)
        #expect(limit.validate("hello").remaining == 0)
        let over = limit.validate("hello, world")
        #expect(over.violation == LengthViolation(kind: .tooLong, utf16Offset: 5, amount: 1))   // stopped early
        #expect(!over.isCountExact)
        #expect(over.fittingUTF16Length == 5)
        let exact = LengthLimit(maximum: 5, in: .graphemes, measuresWholeText: true).validate("hello, world")
        #expect(exact.violation == LengthViolation(kind: .tooLong, utf16Offset: 5, amount: 7))
        #expect(exact.count == 12 && exact.remaining == -7 && exact.isCountExact)
    }

    @Test func stopsEarlyOnceTheVerdictIsKnown() {
        // 1,000,000 graphemes against a maximum of 10: the count stops at the first excess cluster.
        let long = String(repeating: "a", count: 1_000_000)
        let result = LengthLimit(maximum: 10, in: .graphemes, rawSizeCap: .utf16(2_000_000)).validate(long)
        #expect(result.violation == LengthViolation(kind: .tooLong, utf16Offset: 10, amount: 1))
        #expect(result.count == 11 && !result.isCountExact)
        // With a minimum too, the verdict is still known at the excess: the text cannot become valid.
        let both = LengthLimit(maximum: 10, minimum: 5, in: .graphemes, rawSizeCap: .utf16(2_000_000)).validate(long)
        #expect(both.count == 11)
    }

    @Test func minimum() {
        let limit = LengthLimit(maximum: 10, minimum: 3, in: .scalars)
        #expect(limit.validate("ab").violation == LengthViolation(kind: .tooShort, utf16Offset: 2, amount: 1))
        #expect(limit.validate("abc").isValid)
    }

    @Test func everyUnit() {
        let text = "e\u{0301}\u{1F1FA}\u{1F1E6}"   // é (decomposed) and a flag: 2, 4, 6, 11, 3
        for (unit, length) in zip(LengthUnit.allCases, [2, 4, 6, 11, 3]) {
            #expect(LengthLimit(maximum: length, in: unit).validate(text).isValid, "\(unit)")
            let tight = LengthLimit(maximum: length - 1, in: unit).validate(text)
            #expect(tight.violation?.kind == .tooLong, "\(unit)")
            #expect(tight.fittingUTF16Length == 2, "\(unit): cut after é, never inside the flag")
        }
    }

    @Test func clusterSizeCapCatchesZalgo() {
        // "a" + 100,000 × COMBINING ACUTE ACCENT is one grapheme: a grapheme limit alone passes it.
        let zalgo = "a" + String(repeating: "\u{0301}", count: 100_000)
        let limit = LengthLimit(maximum: 10, in: .graphemes, rawSizeCap: .utf16(1_000_000))
        #expect(limit.validate(zalgo).violation == LengthViolation(kind: .clusterTooLarge, utf16Offset: 0, amount: 33))
        // A Zalgo name at the limit: 32 scalars per cluster pass, 33 fail.
        let atLimit = "Zo" + String(repeating: "\u{0336}", count: 31) + "e"
        #expect(limit.validate(atLimit).isValid)
        let overLimit = "Zo" + String(repeating: "\u{0336}", count: 32) + "e"
        #expect(limit.validate(overLimit).violation == LengthViolation(kind: .clusterTooLarge, utf16Offset: 1, amount: 33))
        #expect(limit.validate(overLimit).fittingUTF16Length == 1)
    }

    @Test func rawSizeCapComesFirst() {
        // WAVING BLACK FLAG + 100,000 tag characters: one grapheme, 200,002 UTF-16 units.
        let flood = "\u{1F3F4}" + String(repeating: "\u{E0067}", count: 100_000)
        let result = LengthLimit(maximum: 280, in: .graphemes).validate(flood)    // default cap 280 × 64
        #expect(result.violation?.kind == .rawSizeExceeded)
        #expect(result.violation?.amount == 200_002 - 280 * 64)
        #expect(result.fittingUTF16Length == 0)
        let bytes = LengthLimit(maximum: 280, in: .graphemes, rawSizeCap: .utf8(10)).validate("abcdefghijkl")
        #expect(bytes.violation == LengthViolation(kind: .rawSizeExceeded, utf16Offset: 10, amount: 2))
        #expect(bytes.fittingUTF16Length == 10)
        // 10,000 Regional Indicators: 5,000 graphemes, 20,000 units.
        let indicators = String(repeating: "\u{1F1FA}", count: 10_000)
        let capped = LengthLimit(maximum: 5_000, in: .graphemes, rawSizeCap: .utf16(1_000)).validate(indicators)
        #expect(capped.violation?.kind == .rawSizeExceeded)
        #expect(capped.fittingUTF16Length == 1_000)
        #expect(LengthLimit(maximum: 5_000, in: .graphemes).validate(indicators).isValid)
    }

    /// The raw size is counted without segmentation, and agrees with the measured lengths,
    /// ill-formed input included.
    @Test func rawSizeAgreesWithTheMeasuredLengths() async {
        await propertyCheck(count: 500, input: LengthTestSupport.utf16, Gen.int(in: 0...60)) { units, cap in
            let limit = LengthLimit(maximum: 1_000, in: .graphemes, rawSizeCap: .utf8(cap))
            let utf8 = TextMetrics.measure(utf16: units).utf8
            let violation = limit.validate(utf16: units).violation
            #expect((violation?.kind == .rawSizeExceeded) == (utf8 > cap))
            if utf8 > cap { #expect(violation?.amount == utf8 - cap) }
        }
        let bytes = Gen.int(in: 0...255).array(of: 0...40).map { $0.map(UInt8.init) }
        await propertyCheck(count: 500, input: bytes, Gen.int(in: 0...40)) { bytes, cap in
            let limit = LengthLimit(maximum: 1_000, in: .graphemes, rawSizeCap: .utf16(cap))
            let utf16 = TextMetrics.measure(utf8: bytes).utf16
            let violation = limit.validate(utf8: bytes).violation
            #expect((violation?.kind == .rawSizeExceeded) == (utf16 > cap))
            if utf16 > cap { #expect(violation?.amount == utf16 - cap) }
        }
    }

    @Test func guards() {
        let strict = LengthLimit(
            maximum: 100, in: .graphemes, rejectsIllFormed: true, rejectsControls: true, rejectsDefaultIgnorables: true)
        #expect(strict.validate(utf16: [0x0061, 0xD800]).violation == LengthViolation(kind: .illFormed, utf16Offset: 1, amount: 1))
        #expect(strict.validate("a\tb").violation == LengthViolation(kind: .control, utf16Offset: 1, amount: 1))
        #expect(strict.validate("a\r\nb").isValid)                                           // line breaks allowed
        #expect(strict.validate("a\u{200B}b").violation?.kind == .defaultIgnorable)          // ZERO WIDTH SPACE
        #expect(strict.validate("\u{1F469}\u{200D}\u{1F52C}").isValid)                       // WOMAN SCIENTIST keeps its ZWJ
        #expect(strict.validate("\u{2764}\u{FE0F}").isValid)                                 // VS16 inside a cluster
        var noBreaks = strict
        noBreaks.allowsLineBreaks = false
        #expect(noBreaks.validate("a\r\nb").violation == LengthViolation(kind: .control, utf16Offset: 1, amount: 1))
        #expect(LengthLimit(maximum: 100, in: .graphemes).validate(utf16: [0xD800]).isValid)  // not rejected by default
        #expect(strict.validate(utf8: [0x61, 0xFF]).violation == LengthViolation(kind: .illFormed, utf16Offset: 1, amount: 1))
    }

    @Test func widthLimit() {
        let limit = LengthLimit(maximum: 5, in: .width)
        let result = limit.validate("\u{65E5}\u{672C}\u{8A9E}")   // 日本語: 6 columns
        #expect(result.violation == LengthViolation(kind: .tooLong, utf16Offset: 2, amount: 1))
        #expect(result.fittingUTF16Length == 2)
        #expect(LengthLimit(maximum: 2, in: .width, widthOptions: .eastAsian).validate("\u{00B1}\u{00B1}").violation?.kind == .tooLong)
    }

    /// Validity is monotone over boundary prefixes: with no minimum, every cluster-boundary prefix
    /// of a valid text is valid, and the fitting prefix itself is valid.
    @Test func monotoneOverBoundaryPrefixes() async {
        await propertyCheck(count: 300, input: LengthTestSupport.utf16, Gen.int(in: 0...12)) { units, maximum in
            for unit in LengthUnit.allCases {
                let limit = LengthLimit(
                    maximum: maximum, in: unit, maxClusterScalars: 4, rejectsIllFormed: true,
                    rejectsControls: true, rejectsDefaultIgnorables: true)
                let whole = limit.validate(utf16: units)
                let boundaries = GraphemeClusters.boundaries(utf16: units)
                var previousValid = true
                for end in boundaries {
                    let valid = limit.validate(utf16: units[..<end]).isValid
                    #expect(previousValid || !valid, "\(unit): valid again at \(end) after an invalid prefix")
                    previousValid = valid
                }
                #expect(boundaries.contains(whole.fittingUTF16Length))
                #expect(limit.validate(utf16: units[..<whole.fittingUTF16Length]).isValid)
                if whole.isValid { #expect(whole.fittingUTF16Length == units.count) }
            }
        }
    }
}

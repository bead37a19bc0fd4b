@testable import GraphemeMetrics
import Testing

/// Validation's verdict from the one-pass lengths (valid text of at most `maximum` units) against
/// the per-cluster scan, on generated text (ill-formed included) and on plain random text, for
/// every unit, with limits just below, at and above the text's count, a minimum, small
/// per-cluster caps, the guards that send text to the scan, and whole-text measuring.
@Suite struct ValidationFastPathTests {
    static let corpus = GeneratedText.corpus(count: 200, seed: 77, illFormed: true, pieces: 0...20)

    static func limits(for units: [UInt16]) -> [LengthLimit] {
        let length = units.count
        var limits: [LengthLimit] = []
        for unit in LengthUnit.allCases {
            for maximum in Set([0, length / 2, length - 1, length, length + 1, 2 * length + 3]) where maximum >= 0 {
                // No raw size cap in the way: the scan is compared without one.
                let cap = LengthLimit.RawSizeCap.utf16(Int.max)
                limits.append(LengthLimit(maximum: maximum, in: unit, rawSizeCap: cap))
                limits.append(LengthLimit(maximum: maximum, minimum: length / 3, in: unit, rawSizeCap: cap, measuresWholeText: true))
                limits.append(LengthLimit(maximum: maximum, in: unit, rawSizeCap: cap, maxClusterScalars: 2))
                limits.append(LengthLimit(
                    maximum: maximum, in: unit, rawSizeCap: cap, rejectsIllFormed: true, widthOptions: .eastAsian))
                limits.append(LengthLimit(
                    maximum: maximum, in: unit, rawSizeCap: cap, rejectsControls: true, rejectsDefaultIgnorables: true))
            }
        }
        return limits
    }

    static func check(_ units: [UInt16], _ label: @autoclosure () -> String) {
        let string = String(decoding: units, as: UTF16.self)
        let bytes = Array(string.utf8)
        for limit in limits(for: units) {
            let scanned16 = units.withUnsafeBufferPointer { limit.scanningVerdict($0, as: Unicode.UTF16.self, rawExcess: nil) }
            let scanned8 = bytes.withUnsafeBufferPointer { limit.scanningVerdict($0, as: Unicode.UTF8.self, rawExcess: nil) }
            #expect(limit.validate(utf16: units) == scanned16, "\(label()) \(limit)")
            #expect(limit.validate(utf8: bytes) == scanned8, "\(label()) \(limit)")
            #expect(limit.validate(string) == scanned8, "\(label()) \(limit)")
        }
    }

    @Test(arguments: 0..<200)
    func generatedText(_ index: Int) {
        let units = Self.corpus[index].units
        Self.check(units, "generated \(index): \(units.map { String($0, radix: 16) })")
    }

    @Test(arguments: 0..<100)
    func plainText(_ seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 0xA11D)
        let units = (0..<Int(generator.next() % 60)).map { _ in
            PlainStretchTests.plainScalars[Int(generator.next() % UInt64(PlainStretchTests.plainScalars.count))]
        }
        Self.check(units, "plain \(seed): \(units.map { String($0, radix: 16) })")
    }

    @Test func theFastPathAnswersValidText() {
        // A valid text within the limit: the verdict the lengths give, the whole text fitting.
        let limit = LengthLimit(maximum: 20, in: .width)
        let verdict = limit.validate("caf\u{E9} \u{6F22}\u{5B57} \u{915}\u{94D}\u{937}")
        #expect(verdict == LengthValidation(
            violation: nil, count: 11, isCountExact: true, remaining: 9, fittingUTF16Length: 11, fittingUTF8Length: 22))
    }
}

@testable import GraphemeMetrics
import Testing

/// The streaming validator of several limits at once against each limit's own whole-text
/// validation (with `measuresWholeText`, no raw size cap), on generated text (ill-formed
/// included), fed by a scanner in two chunks split at every third position, UTF-16 and UTF-8.
@Suite struct LengthValidatorTests {
    /// The limits of ``ValidationFastPathTests`` that measure whole text, grouped by width
    /// options (one validator takes limits of one kind of width).
    static func limitGroups(for units: [UInt16]) -> [[LengthLimit]] {
        let limits = ValidationFastPathTests.limits(for: units).map { limit in
            var wholeText = limit
            wholeText.measuresWholeText = true
            return wholeText
        }
        return [limits.filter { !$0.widthOptions.ambiguousIsWide }, limits.filter { $0.widthOptions.ambiguousIsWide }]
    }

    static func validate<Encoding: GraphemeEncoding>(
        _ input: [Encoding.CodeUnit], as _: Encoding.Type, split: Int, limits: [LengthLimit]
    ) -> [LengthValidation] {
        var validator = LengthValidator(limits: limits)
        var scanner = GraphemeScanner<Encoding>()
        input.withUnsafeBufferPointer { buffer in
            scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<split])) { validator.take($0) }
            scanner.scan(UnsafeBufferPointer(rebasing: buffer[split...])) { validator.take($0) }
        }
        scanner.finish { validator.take($0) }
        return validator.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
    }

    @Test(arguments: 0..<200)
    func generatedText(_ index: Int) {
        let units = ValidationFastPathTests.corpus[index].units
        let bytes = Array(String(decoding: units, as: UTF16.self).utf8)
        let label = "generated \(index): \(units.map { String($0, radix: 16) })"
        for limits in Self.limitGroups(for: units) where !limits.isEmpty {
            for split in Set([0, units.count / 3, units.count]) {
                let results16 = Self.validate(units, as: Unicode.UTF16.self, split: split, limits: limits)
                #expect(results16 == limits.map { $0.validate(utf16: units) }, "\(label) utf16 split \(split)")
            }
            for split in Set([0, bytes.count / 3, bytes.count]) {
                let results8 = Self.validate(bytes, as: Unicode.UTF8.self, split: split, limits: limits)
                #expect(results8 == limits.map { $0.validate(utf8: bytes) }, "\(label) utf8 split \(split)")
            }
        }
    }

    @Test func documentationExample() {
        let limits = [LengthLimit(maximum: 3, in: .graphemes), LengthLimit(maximum: 8, in: .utf16)]
        var validator = LengthValidator(limits: limits)
        var scanner = UTF8GraphemeScanner()
        let bytes = Array("ab\u{1F1FA}\u{1F1E6}cd".utf8)   // a, b, flag of Ukraine, c, d
        bytes.withUnsafeBufferPointer { buffer in scanner.scan(buffer) { validator.take($0) } }
        scanner.finish { validator.take($0) }
        let results = validator.finish(utf16End: scanner.utf16Count, utf8End: scanner.utf8Count)
        #expect(results[0].violation == LengthViolation(kind: .tooLong, utf16Offset: 6, amount: 2))
        #expect(results[1].isValid)
        // The validator starts again after finish.
        let again = validator.finish(utf16End: 0, utf8End: 0)
        #expect(again.count == 2 && again.allSatisfy { $0.isValid })
    }
}

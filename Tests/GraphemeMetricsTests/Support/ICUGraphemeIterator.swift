import CICUShim

/// ICU 72's character break iterator (root locale) through the CICUShim target.
///
/// Not thread-safe: make one per test.
final class ICUGraphemeIterator {
    private let handle: OpaquePointer

    init() throws {
        guard let handle = cicu_grapheme_iterator_open() else { throw TestFailure("ubrk_open failed") }
        self.handle = handle
    }

    deinit { cicu_grapheme_iterator_close(handle) }

    /// The UTF-16 offsets of ICU's boundaries, 0 and `units.count` included.
    func boundaries(_ units: [UInt16]) throws -> [Int] {
        var result = [Int32](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { text in
            result.withUnsafeMutableBufferPointer { out in
                cicu_grapheme_boundaries(handle, text.baseAddress, Int32(text.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count >= 0, Int(count) <= result.count else { throw TestFailure("ICU error on \(units.count) units") }
        return result[..<Int(count)].map(Int.init)
    }

    /// ICU's count of grapheme clusters.
    func count(_ units: [UInt16]) throws -> Int {
        let count = units.withUnsafeBufferPointer { cicu_grapheme_count(handle, $0.baseAddress, Int32($0.count)) }
        guard count >= 0 else { throw TestFailure("ICU error on \(units.count) units") }
        return Int(count)
    }

    /// The Unicode version of ICU's data, `"15.0"` for ICU 72.
    static var unicodeVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { cicu_unicode_version($0.baseAddress!) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// ICU's own version, `"72.1"`.
    static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { cicu_icu_version($0.baseAddress!) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

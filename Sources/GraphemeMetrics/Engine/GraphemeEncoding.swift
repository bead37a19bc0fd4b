/// An encoding that the grapheme engine reads: `Unicode.UTF8` or `Unicode.UTF16`.
///
/// Every scanner, counter and measurer of this library is generic over it, so that one walk
/// serves both encodings; ``GraphemeScanner``, for example, is `GraphemeScanner<Unicode.UTF16>`
/// (``UTF16GraphemeScanner``) or `GraphemeScanner<Unicode.UTF8>` (``UTF8GraphemeScanner``).
///
/// Ill-formed input is repaired the same way everywhere in the library: an unpaired surrogate is
/// one U+FFFD, and so is each maximal subpart of an ill-formed UTF-8 sequence
/// ([Unicode §3.9, U+FFFD substitution](https://www.unicode.org/versions/Unicode17.0.0/core-spec/chapter-3/#G66453)),
/// including a sequence cut off by the end of the input. "Repaired" counts those U+FFFDs.
///
/// The requirements are the engine's decoding primitives; the library conforms `Unicode.UTF8`
/// and `Unicode.UTF16` and no other type is expected to conform.
public protocol GraphemeEncoding: Unicode.Encoding, Sendable
where CodeUnit: FixedWidthInteger & UnsignedInteger & Sendable {
    /// The most code units one scalar takes in this encoding (2 for UTF-16, 4 for UTF-8).
    static var maximumScalarLength: Int { get }

    /// Decodes the scalar at `units[index]`, reading no further than `units[end - 1]`.
    ///
    /// Returns the scalar value (U+FFFD where the input is ill-formed), the number of code units
    /// it took, and its status: 0 a well-formed scalar, 1 a maximal ill-formed subpart (one
    /// U+FFFD), 2 a valid prefix of a sequence that `end` cuts off (one U+FFFD at the end of the
    /// input, or the start of a sequence that the next chunk of incremental input completes).
    /// The length is a separate value, never computed from the loaded unit, so that the next
    /// index does not wait on the load. An implementation detail of the engine, public only so
    /// that generic code can be specialised.
    static func _decodeScalar(
        _ units: UnsafePointer<CodeUnit>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int, status: UInt8)

    /// Decodes the scalar at `units[index]` when it is well formed and on the encoding's common
    /// path, reading no further than `units[end - 1]`; returns a length of 0 otherwise, and then
    /// the scalar is for ``_decodeScalar(_:at:end:)``. The common path makes no call, so a loop
    /// that uses it keeps its state in registers. An implementation detail of the engine, public
    /// only so that generic code can be specialised.
    static func _decodeCommonScalar(
        _ units: UnsafePointer<CodeUnit>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int)

    /// The well-formed scalars of the Basic Multilingual Plane from `units[index]` whose bit is
    /// set in `bitmap` (one bit per BMP code point), scanned a machine word at a time where the
    /// units are below `wordLimit` (UTF-16; from 0x80 to 0x300) or ASCII (UTF-8) other than CR,
    /// all of which must have their bit set. Returns their number in bits 0-31, the last one's
    /// value in bits 32-52 (0 when there is none), and where they end is `index` plus the code
    /// units they took, given back in `end`. An implementation detail of the engine, public only
    /// so that generic code can be specialised.
    static func _bitmapPrefix(
        _ units: UnsafePointer<CodeUnit>, from index: Int, end: inout Int, bitmap: UnsafePointer<UInt64>,
        wordLimit: UInt16
    ) -> UInt64

    /// Scans a chunk into `scanner`, calling `body` per scalar until it returns false: the walk
    /// specialised for this encoding inside the library, so that ``GraphemeScanner``'s
    /// `@inlinable` entry points reach specialised code from any module. An implementation detail.
    static func _scan(
        _ scanner: inout GraphemeScanner<Self>, _ chunk: UnsafeBufferPointer<CodeUnit>,
        _ body: (ScannedScalar) -> Bool)

    /// Ends `scanner`'s text, calling `body` for a last repaired scalar; see ``_scan(_:_:_:)``.
    static func _finish(_ scanner: inout GraphemeScanner<Self>, _ body: (ScannedScalar) -> Bool)
}

// The specialised scanning entry points (see `_scan`): one line each per encoding.
extension Unicode.UTF16 {
    /// Scans a chunk; see ``GraphemeEncoding/_scan(_:_:_:)``.
    public static func _scan(
        _ scanner: inout GraphemeScanner<Self>, _ chunk: UnsafeBufferPointer<UInt16>, _ body: (ScannedScalar) -> Bool
    ) { scanner.scanStopping(chunk, body) }

    /// Ends the text; see ``GraphemeEncoding/_finish(_:_:)``.
    public static func _finish(_ scanner: inout GraphemeScanner<Self>, _ body: (ScannedScalar) -> Bool) {
        scanner.finishStopping(body)
    }
}

extension Unicode.UTF8 {
    /// Scans a chunk; see ``GraphemeEncoding/_scan(_:_:_:)``.
    public static func _scan(
        _ scanner: inout GraphemeScanner<Self>, _ chunk: UnsafeBufferPointer<UInt8>, _ body: (ScannedScalar) -> Bool
    ) { scanner.scanStopping(chunk, body) }

    /// Ends the text; see ``GraphemeEncoding/_finish(_:_:)``.
    public static func _finish(_ scanner: inout GraphemeScanner<Self>, _ body: (ScannedScalar) -> Bool) {
        scanner.finishStopping(body)
    }
}

/// Whether the bit of a BMP code point is set in a bitmap of one bit per code point.
@inline(__always)
func bitmapContains(_ bitmap: UnsafePointer<UInt64>, _ value: UInt32) -> Bool {
    bitmap[Int(value &>> 6)] &>> UInt64(value & 63) & 1 != 0
}

/// Whether bit `bit % 64` of word `block` is set in a bitmap of one bit per BMP code point: the
/// bit of code point `block * 64 + bit % 64`, for a caller that has the two parts apart.
@inline(__always)
func bitmapContains(_ bitmap: UnsafePointer<UInt64>, block: UInt32, bit: UInt32) -> Bool {
    bitmap[Int(block)] &>> UInt64(bit & 63) & 1 != 0
}

/// A scalar as ``GraphemeEncoding/_decodeScalar(_:at:end:)`` returns it.
struct DecodedScalar {
    /// The scalar value; 0xFFFD for ill-formed input.
    var value: UInt32
    /// The code units it took.
    var length: Int
    /// 0 well formed, 1 ill formed, 2 cut off by the end of the input.
    var status: UInt8

    static let valid: UInt8 = 0
    static let invalid: UInt8 = 1
    static let truncated: UInt8 = 2

    @inline(__always)
    init(value: UInt32, length: Int, status: UInt8) {
        self.value = value
        self.length = length
        self.status = status
    }

    /// The tuple form that ``GraphemeEncoding/_decodeScalar(_:at:end:)`` returns.
    @inline(__always)
    var tuple: (value: UInt32, length: Int, status: UInt8) { (value, length, status) }

    /// Whether the scalar stands for ill-formed input (ill formed, or cut off at the end).
    @inline(__always)
    var isRepaired: Bool { status != Self.valid }
}

extension GraphemeEncoding {
    /// Decodes the scalar at `units[index]`.
    @inline(__always)
    static func decode(_ units: UnsafePointer<CodeUnit>, at index: Int, end: Int) -> DecodedScalar {
        let (value, length, status) = _decodeScalar(units, at: index, end: end)
        return DecodedScalar(value: value, length: length, status: status)
    }
}

extension Unicode.UTF16: GraphemeEncoding {
    /// A surrogate pair: 2 code units.
    public static var maximumScalarLength: Int { 2 }

    /// Decodes one scalar; see ``GraphemeEncoding/_decodeScalar(_:at:end:)``.
    @inline(__always)
    public static func _decodeScalar(
        _ units: UnsafePointer<UInt16>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int, status: UInt8) {
        let common = _decodeCommonScalar(units, at: index, end: end)
        if common.length != 0 { return (common.value, common.length, DecodedScalar.valid) }
        // An unpaired surrogate; a lead surrogate at the end may be completed by the next chunk.
        let isCutOff = UTF16.isLeadSurrogate(units[index]) && index &+ 1 >= end
        return (0xFFFD, 1, isCutOff ? DecodedScalar.truncated : DecodedScalar.invalid)
    }

    /// Decodes a scalar of one unit or a surrogate pair; see
    /// ``GraphemeEncoding/_decodeCommonScalar(_:at:end:)``.
    @inline(__always)
    public static func _decodeCommonScalar(
        _ units: UnsafePointer<UInt16>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int) {
        let unit = units[index]
        guard UTF16.isSurrogate(unit) else { return (UInt32(unit), 1) }
        if UTF16.isLeadSurrogate(unit), index &+ 1 < end {
            let trail = units[index &+ 1]
            if UTF16.isTrailSurrogate(trail) {
                return (0x10000 &+ (UInt32(unit & 0x3FF) &<< 10 | UInt32(trail & 0x3FF)), 2)
            }
        }
        return (0, 0)
    }

    /// Scans units in the bitmap four at a time: at once where they are below `wordLimit` but
    /// CR, else with one branch on their four bits after one unit that is not; see
    /// ``GraphemeEncoding/_bitmapPrefix(_:from:end:bitmap:wordLimit:)``.
    @inline(__always)
    public static func _bitmapPrefix(
        _ units: UnsafePointer<UInt16>, from start: Int, end: inout Int, bitmap: UnsafePointer<UInt64>,
        wordLimit: UInt16
    ) -> UInt64 {
        var index = start
        while index < end {
            // Four units below the limit but CR at once; otherwise one unit through the bitmap
            // (which has those units too, so mixed text never waits on a mispredicted branch
            // about which path a unit takes), and then, for scripts above the limit, four units
            // at a time through the bitmap while all four are in it and some are above the
            // limit. Surrogates are never in it.
            if end &- index >= 4,
                stopLanes(UnsafeRawPointer(units + index).loadUnaligned(as: UInt64.self), limit: wordLimit) == 0
            {
                index &+= 4
                continue
            }
            guard bitmapContains(bitmap, UInt32(units[index])) else { break }
            index &+= 1
            while end &- index >= 4 {
                let (u0, u1, u2, u3) = (units[index], units[index &+ 1], units[index &+ 2], units[index &+ 3])
                guard (u0 | u1 | u2 | u3) >= wordLimit,
                    bitmapBit(bitmap, u0) & bitmapBit(bitmap, u1) & bitmapBit(bitmap, u2) & bitmapBit(bitmap, u3) != 0
                else { break }
                index &+= 4
            }
        }
        let last = index > start ? UInt64(units[index &- 1]) : 0
        let count = UInt64(index &- start)
        end = index
        return count | last &<< 32
    }

    /// The bit of a BMP code unit in a bitmap of one bit per code point, as bit 0.
    @inline(__always)
    static func bitmapBit(_ bitmap: UnsafePointer<UInt64>, _ unit: UInt16) -> UInt64 {
        bitmap[Int(unit &>> 6)] &>> UInt64(unit & 63) & 1
    }

    /// The UTF-8 length of a code unit that is a scalar (not a surrogate).
    @inline(__always)
    static func utf8Length(ofBMPUnit unit: UInt16) -> Int {
        unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
    }

    /// Nonzero when one of the four units in `word` is `limit` (at most 0x8000) or above, or CR.
    ///
    ///     per 16-bit lane u:  (u & 0x7FFF) + (0x8000 - limit)  reaches bit 15 when u & 0x7FFF >= limit
    ///                         v = u ^ 0x000D;  (v - 1) & ~v  has bit 15 when v == 0 (u is CR)
    ///
    /// Neither sum carries out of its lane unless a lane is zero, and then the answer is
    /// already "stop"; the result only says whether to stop, not where.
    @inline(__always)
    static func stopLanes(_ word: UInt64, limit: UInt16) -> UInt64 {
        let lanes: UInt64 = 0x0001_0001_0001_0001
        let high = lanes &* 0x8000
        let large = ((word & ~high) &+ lanes &* UInt64(0x8000 &- limit)) | word
        let crs = word ^ (lanes &* 0x0D)
        return (large | (crs &- lanes) & ~crs) & high
    }
}

extension Unicode.UTF8: GraphemeEncoding {
    /// A four-byte sequence.
    public static var maximumScalarLength: Int { 4 }

    /// Decodes one scalar; see ``GraphemeEncoding/_decodeScalar(_:at:end:)``. Well-formed
    /// sequences are decoded inline; ill-formed and cut-off ones go through the full
    /// maximal-subpart decoder.
    ///
    /// Two- and three-byte sequences with four bytes left are checked with the same helpers as
    /// in ``GraphemeEncoding/_decodeCommonScalar(_:at:end:)``, the others byte by byte; it does
    /// not call that function: the plain-text loop of width and lengths decodes through here,
    /// and with that call its code changed and `emojicount --json` took 6% longer (0.230 ->
    /// 0.245 s wall, median of 10 runs on 205.8 MB).
    @inline(__always)
    public static func _decodeScalar(
        _ bytes: UnsafePointer<UInt8>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int, status: UInt8) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1, DecodedScalar.valid) }
        if end &- index >= 4 {
            // One load for the lead and its continuation bytes, and one mask to check both.
            let word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
            if lead >= 0xE0 {
                if isThreeBytes(word) {
                    let value = threeByteValue(word)
                    // Neither overlong (E0 80..9F) nor a surrogate (ED A0..BF): the value's top
                    // five bits are neither 0 nor 0x1B.
                    if UInt32(0x0800_0001) &>> (value &>> 11) & 1 == 0 { return (value, 3, DecodedScalar.valid) }
                }
            } else if isTwoBytes(word), lead >= 0xC2 {
                return (twoByteValue(word), 2, DecodedScalar.valid)
            }
        }
        if lead & 0xE0 == 0xC0, end &- index >= 2 {
            let second = bytes[index &+ 1]
            if lead >= 0xC2, second & 0xC0 == 0x80 {
                return (UInt32(lead & 0x1F) &<< 6 | UInt32(second & 0x3F), 2, DecodedScalar.valid)
            }
        } else if lead & 0xF0 == 0xE0, end &- index >= 3 {
            let second = bytes[index &+ 1]
            let third = bytes[index &+ 2]
            if second & 0xC0 == 0x80, third & 0xC0 == 0x80 {
                let value = UInt32(lead & 0x0F) &<< 12 | UInt32(second & 0x3F) &<< 6 | UInt32(third & 0x3F)
                // Neither overlong (E0 80..9F) nor a surrogate (ED A0..BF).
                if value >= 0x800, value & 0xF800 != 0xD800 { return (value, 3, DecodedScalar.valid) }
            }
        } else if lead & 0xF8 == 0xF0, end &- index >= 4 {
            let second = bytes[index &+ 1]
            let third = bytes[index &+ 2]
            let fourth = bytes[index &+ 3]
            if second & 0xC0 == 0x80, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 {
                let value = UInt32(lead & 0x07) &<< 18 | UInt32(second & 0x3F) &<< 12
                    | UInt32(third & 0x3F) &<< 6 | UInt32(fourth & 0x3F)
                // Neither overlong (F0 80..8F) nor above U+10FFFF (F4 90.., F5..F7).
                if value >= 0x10000, value <= 0x10FFFF { return (value, 4, DecodedScalar.valid) }
            }
        }
        return decodeSequence(bytes + index, available: end &- index).tuple
    }

    /// Decodes ASCII and, where four bytes remain, well-formed sequences of two, three and four
    /// bytes; see ``GraphemeEncoding/_decodeCommonScalar(_:at:end:)``.
    @inline(__always)
    public static func _decodeCommonScalar(
        _ bytes: UnsafePointer<UInt8>, at index: Int, end: Int
    ) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        guard end &- index >= 4 else { return (0, 0) }
        let word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
        if lead >= 0xE0 {
            if isThreeBytes(word) {
                let value = threeByteValue(word)
                if UInt32(0x0800_0001) &>> (value &>> 11) & 1 == 0 { return (value, 3) }
            } else if isFourBytes(word) {
                let value = fourByteValue(word)
                // Neither overlong (F0 80..8F) nor above U+10FFFF (F4 90.., F5..F7).
                if value &- 0x10000 < 0x10_0000 { return (value, 4) }
            }
        } else if isTwoBytes(word), lead >= 0xC2 {
            return (twoByteValue(word), 2)
        }
        return (0, 0)
    }

    // A sequence's lead and continuation bytes in the low bytes of one little-endian load,
    // checked with one mask:
    //     two bytes    110xxxxx 10xxxxxx            word & 0xC0E0   == 0x80C0
    //     three bytes  1110xxxx 10xxxxxx 10xxxxxx   word & 0xC0C0F0 == 0x8080E0

    /// Whether `word` starts with a lead of two bytes and a continuation byte.
    @inline(__always)
    static func isTwoBytes(_ word: UInt32) -> Bool { word & 0xC0E0 == 0x80C0 }

    /// Whether `word` starts with a lead of three bytes and two continuation bytes.
    @inline(__always)
    static func isThreeBytes(_ word: UInt32) -> Bool { word & 0xC0_C0F0 == 0x80_80E0 }

    /// Whether `word` is a lead of four bytes and three continuation bytes.
    @inline(__always)
    static func isFourBytes(_ word: UInt32) -> Bool { word & 0xC0C0_C0F8 == 0x8080_80F0 }

    /// The value of the four-byte sequence `word` (``isFourBytes(_:)``).
    @inline(__always)
    static func fourByteValue(_ word: UInt32) -> UInt32 {
        (word & 0x07) &<< 18 | (word &<< 4 & 0x3_F000) | (word &>> 10 & 0xFC0) | (word &>> 24 & 0x3F)
    }

    /// The value of the two-byte sequence that starts `word` (``isTwoBytes(_:)``).
    @inline(__always)
    static func twoByteValue(_ word: UInt32) -> UInt32 { (word & 0x1F) &<< 6 | (word &>> 8 & 0x3F) }

    /// The value of the three-byte sequence that starts `word` (``isThreeBytes(_:)``).
    @inline(__always)
    static func threeByteValue(_ word: UInt32) -> UInt32 {
        (word & 0x0F) &<< 12 | (word &>> 2 & 0xFC0) | (word &>> 16 & 0x3F)
    }

    /// Decodes the sequence at `bytes[0]` by the well-formed byte sequences of Unicode's Table
    /// 3-7, reading at most `available` bytes (at least 1): the second byte's range depends on
    /// the lead, every later continuation byte is 80..BF.
    @inline(never)
    static func decodeSequence(_ bytes: UnsafePointer<UInt8>, available: Int) -> DecodedScalar {
        let lead = bytes[0]
        if lead < 0x80 { return DecodedScalar(value: UInt32(lead), length: 1, status: DecodedScalar.valid) }
        var trailing: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: trailing = 1; value = UInt32(lead & 0x1F)
        case 0xE0: trailing = 2; low = 0xA0; value = UInt32(lead & 0x0F)
        case 0xE1...0xEC, 0xEE...0xEF: trailing = 2; value = UInt32(lead & 0x0F)
        case 0xED: trailing = 2; high = 0x9F; value = UInt32(lead & 0x0F)
        case 0xF0: trailing = 3; low = 0x90; value = UInt32(lead & 0x07)
        case 0xF1...0xF3: trailing = 3; value = UInt32(lead & 0x07)
        case 0xF4: trailing = 3; high = 0x8F; value = UInt32(lead & 0x07)
        default: return DecodedScalar(value: 0xFFFD, length: 1, status: DecodedScalar.invalid)
        }
        var position = 1
        while position <= trailing {
            if position >= available {
                return DecodedScalar(value: 0xFFFD, length: position, status: DecodedScalar.truncated)
            }
            let byte = bytes[position]
            if byte < low || byte > high {
                return DecodedScalar(value: 0xFFFD, length: position, status: DecodedScalar.invalid)
            }
            value = value &<< 6 | UInt32(byte & 0x3F)
            low = 0x80
            high = 0xBF
            position += 1
        }
        return DecodedScalar(value: value, length: position, status: DecodedScalar.valid)
    }

    /// Scans scalars in the bitmap, eight bytes at a time where they are ASCII but CR (whatever
    /// `wordLimit`), and two- and three-byte sequences each in a loop of their own, with one
    /// load and one mask per sequence, which also takes a single ASCII byte between two of them
    /// (the space between two words); text of two-byte letters and spaces then goes on in
    /// windows of eight bytes (``twoByteWindow(_:bitmap:)``). See
    /// ``GraphemeEncoding/_bitmapPrefix(_:from:end:bitmap:wordLimit:)``.
    ///
    /// A script's letters mostly take the same number of bytes, so the loop for that length
    /// goes on until a space or a letter of another length: a branch on each sequence's length
    /// would cost the instructions of the other lengths on every letter (the loop is bound by
    /// instructions, not by the chain from one index to the next), and a length computed without
    /// a branch would make each index wait on the load before it. Each change between letters
    /// and spaces still mispredicts a branch; the windows branch on nothing in the text.
    @inline(__always)
    public static func _bitmapPrefix(
        _ bytes: UnsafePointer<UInt8>, from start: Int, end: inout Int, bitmap: UnsafePointer<UInt64>,
        wordLimit: UInt16
    ) -> UInt64 {
        var index = start
        var count: UInt64 = 0
        // A four-byte load at `index` reads below `end` while `index <= lastWord`.
        let lastWord = end &- 4
        scan: while index < end {
            if index <= lastWord {
                var word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
                if word & 0x80 == 0 {
                    let ascii = asciiPrefix(bytes, from: index, end: end)
                    if ascii > 0 {
                        count &+= UInt64(ascii)
                        index &+= ascii
                        continue
                    }
                } else if isTwoBytes(word) {
                    // Checked as in `_decodeScalar`: an overlong sequence (C0, C1) is in the
                    // bitmap's first two words, which hold no two-byte scalar.
                    while true {
                        let block = word & 0x1F
                        guard block >= 2, bitmapContains(bitmap, block: block, bit: word &>> 8) else { break scan }
                        count &+= 1
                        index &+= 2
                        guard index <= lastWord else { continue scan }
                        word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
                        if isTwoBytes(word) { continue }
                        // One ASCII byte between two words (a space, a line feed): text in a
                        // script of two-byte letters, which goes on eight bytes at a time.
                        guard isRunASCII(word), isTwoBytes(word &>> 8) else { continue scan }
                        count &+= 1
                        index &+= 1
                        guard end &- index >= 16 else {
                            word &>>= 8
                            continue
                        }
                        // A window takes at most nine bytes, so four remain for the load.
                        let run = twoByteWindows(bytes, from: index, end: end, bitmap: bitmap)
                        count &+= UInt64(run.scalars)
                        index = run.end
                        word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
                        guard isTwoBytes(word) else { continue scan }
                    }
                } else if isThreeBytes(word) {
                    // An overlong sequence (E0 80..9F) is in the bitmap's first 32 words, and
                    // surrogates (ED A0..BF) are never in the bitmap.
                    repeat {
                        let block = (word & 0x0F) &<< 6 | (word &>> 8 & 0x3F)
                        guard block >= 32, bitmapContains(bitmap, block: block, bit: word &>> 16) else { break scan }
                        count &+= 1
                        index &+= 3
                        guard index <= lastWord else { continue scan }
                        word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
                        if !isThreeBytes(word) {
                            guard isRunASCII(word), isThreeBytes(word &>> 8) else { continue scan }
                            count &+= 1
                            index &+= 1
                            word &>>= 8
                        }
                    } while true
                }
            }
            // The last bytes of the input, CR, ill-formed and four-byte sequences.
            let decoded = decode(bytes, at: index, end: end)
            guard decoded.status == DecodedScalar.valid, decoded.value < 0x10000,
                bitmapContains(bitmap, decoded.value)
            else { break }
            count &+= 1
            index &+= decoded.length
        }
        end = index
        guard index > start else { return 0 }
        // The last scalar, found back from its end: a well-formed scalar of the Basic
        // Multilingual Plane has at most two continuation bytes.
        var last = index &- 1
        while bytes[last] & 0xC0 == 0x80 { last &-= 1 }
        return count | UInt64(decode(bytes, at: last, end: index).value) &<< 32
    }

    /// ``twoByteWindow(_:bitmap:)`` from `index` for as long as it takes eight bytes or more and
    /// sixteen remain: where it stops, and the scalars it took.
    ///
    /// Kept out of line: its constants would push the scan's own out of registers (the ASCII
    /// loop then loaded its masks on every word: en-fortunes 16% slower).
    @inline(never)
    static func twoByteWindows(
        _ bytes: UnsafePointer<UInt8>, from index: Int, end: Int, bitmap: UnsafePointer<UInt64>
    ) -> (end: Int, scalars: Int) {
        var index = index
        var scalars = 0
        while end &- index >= 16 {
            let window = twoByteWindow(bytes + index, bitmap: bitmap)
            guard window.length > 0 else { break }
            scalars &+= window.scalars
            index &+= window.length
        }
        return (index, scalars)
    }

    /// The scalars whose lead is among the eight bytes at `bytes` (which has ten or more), when all
    /// of them are ASCII but CR or well-formed two-byte sequences in `bitmap`: their number, and
    /// the bytes they take (8, or 9 when the eighth byte leads a sequence); a length of 0 when
    /// they are not, or all ASCII.
    ///
    /// Text in a script of two-byte letters changes between letters and ASCII spaces every few
    /// scalars; a loop that branches on each scalar's length mispredicts at every change. Here
    /// the masks of the word say where the sequences are, and the four checks that eight bytes
    /// can need are made whether or not they are there, so nothing branches on the text.
    @inline(__always)
    static func twoByteWindow(_ bytes: UnsafePointer<UInt8>, bitmap: UnsafePointer<UInt64>) -> (length: Int, scalars: Int) {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let high = word & highBits
        let shifted = word &<< 1
        let leads = high & shifted  // C0..FF
        let continuations = high & ~shifted  // 80..BF
        // The eighth byte's sequence ends in the ninth.
        let lastLead = leads &>> 63
        let ninth = UInt64(bytes[8])
        // Bad: a lead of more than two bytes, a continuation byte that does not follow a lead (or
        // a lead without one), an overlong lead (C0, C1: its bits 1-4 are 0), CR.
        let longer = leads & (word &<< 2)
        let overlong = leads & ~((word & (lowBits &* 0x1E)) &+ lowBits &* 0x7F)
        let unpaired = continuations ^ (leads &<< 8)
        let ninthUnpaired = lastLead & ~(ninth &>> 7 & ~(ninth &>> 6))
        var bad = longer | overlong | unpaired | ninthUnpaired | carriageReturns(word)
        // Each lead's bit in the bitmap, four times; a check past the last lead (bit 64) passes.
        var remaining = leads
        var found: UInt64 = 1
        for _ in 0..<4 {
            let bit = remaining.trailingZeroBitCount
            let pair = UInt32(UnsafeRawPointer(bytes + bit &>> 3).loadUnaligned(as: UInt16.self))
            found &= bitmap[Int(pair & 0x1F)] &>> UInt64(pair &>> 8 & 63) | UInt64(bit &>> 6)
            remaining &= remaining &- 1
        }
        bad |= ~found & 1
        guard bad == 0, leads != 0 else { return (0, 0) }
        return (8 &+ Int(lastLead), 8 &- Int(truncatingIfNeeded: ((continuations &>> 7) &* lowBits) &>> 56))
    }

    /// Whether the first byte of `word` is ASCII and not CR (every such scalar is in a run's
    /// bitmap).
    @inline(__always)
    static func isRunASCII(_ word: UInt32) -> Bool { word & 0x80 == 0 && word & 0xFF != 0x0D }

    /// The number of bytes from `index` that are ASCII and not CR, counted while whole 64-bit
    /// words remain (reads only below `end`).
    @inline(__always)
    static func asciiPrefix(_ bytes: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        var position = index
        let lastWord = end &- 8
        while position <= lastWord {
            let word = UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
            let stops = (word & highBits) | carriageReturns(word)
            if stops != 0 {
                // The lowest flagged byte is a real stop (a false flag only sits above one).
                return position &- index &+ stops.trailingZeroBitCount &>> 3
            }
            position &+= 8
        }
        return position &- index
    }

    static let lowBits: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when one of the eight ASCII bytes in `word` is CR: `v = byte ^ 0x0D` is zero
    /// exactly there, and `(v - 1) & ~v` sets bit 7 of a zero byte (a borrow out of a zero byte
    /// can mark the bytes above it too, which does not change the answer).
    @inline(__always)
    static func carriageReturns(_ word: UInt64) -> UInt64 {
        let crs = word ^ (lowBits &* 0x0D)
        return (crs &- lowBits) & ~crs & highBits
    }
}

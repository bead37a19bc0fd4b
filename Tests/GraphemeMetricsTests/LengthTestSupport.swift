import PropertyBased

/// Inputs for the length, width, validation and truncation property tests: UTF-16 drawn from a
/// pool of the scalars that make clusters hard, plus lone surrogates.
enum LengthTestSupport {
    /// Each entry is the UTF-16 of one scalar (or one lone surrogate), with its reason.
    static let pool: [[UInt16]] = [
        [0x0061], [0x0020], [0x000D], [0x000A], [0x0009],     // a, SPACE, CR, LF, TAB
        [0x0301], [0x0308],                                    // COMBINING ACUTE ACCENT, COMBINING DIAERESIS
        [0x200D], [0x200B],                                    // ZERO WIDTH JOINER, ZERO WIDTH SPACE
        [0xFE0F], [0xFE0E],                                    // VS16, VS15
        [0x20E3], [0x0031], [0x0023],                          // COMBINING ENCLOSING KEYCAP, DIGIT ONE, NUMBER SIGN
        [0xD83C, 0xDDFA], [0xD83C, 0xDDE6],                    // REGIONAL INDICATOR U, A
        [0xD83D, 0xDC69], [0xD83D, 0xDD2C],                    // WOMAN, MICROSCOPE
        [0xD83C, 0xDFFD],                                      // EMOJI MODIFIER FITZPATRICK TYPE-4
        [0x2764], [0x231A],                                    // HEAVY BLACK HEART (text default), WATCH (emoji default)
        [0xD83C, 0xDFF4], [0xDB40, 0xDC67], [0xDB40, 0xDC7F],  // WAVING BLACK FLAG, TAG LATIN SMALL LETTER G, CANCEL TAG
        [0x0915], [0x094D], [0x0937], [0x093E],                // DEVANAGARI KA, VIRAMA, SSA, VOWEL SIGN AA
        [0x1100], [0x1161], [0x11A8], [0xAC00],                // HANGUL L, V, T, LV
        [0x65E5], [0x00B1], [0x0600],                          // CJK 日, PLUS-MINUS SIGN (ambiguous), ARABIC NUMBER SIGN (prepend)
        [0xD800], [0xDC00],                                    // lone high, lone low surrogate
    ]

    /// Arbitrary UTF-16 text built from ``pool``.
    static let utf16 = Gen.int(in: 0...(pool.count - 1)).array(of: 0...24).map { picks in
        picks.flatMap { pool[$0] }
    }

    /// Well-formed text built from ``pool`` (lone surrogates left out), as a String.
    static let string = Gen.int(in: 0...(pool.count - 3)).array(of: 0...24).map { picks in
        String(decoding: picks.flatMap { pool[$0] }, as: UTF16.self)
    }
}

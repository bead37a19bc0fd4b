/// The font files a renderer draws with, and the order in which it falls back between them.
///
/// Each grapheme cluster is drawn from one font, the first in this order that has a glyph for
/// every scalar of the cluster (ZWJ, variation selectors and tag characters are not checked):
/// - a cluster that presents as emoji (`EmojiInfo.isPresentedAsEmoji`: emoji
///   presentation, VS16, flags, keycaps, modifier, ZWJ and tag sequences): ``emoji``, ``base``,
///   then ``fallbacks``;
/// - any other cluster: ``base``, then ``fallbacks`` in order, then ``emoji``.
///
/// A cluster that no font covers is drawn as the base font's .notdef box. A missing fallback or
/// emoji font is skipped (its clusters fall to the next font, often to .notdef); a missing base
/// font is an error (``PlaceholderError/fontUnavailable(path:)``, HTTP 500).
public struct PlaceholderFonts: Hashable, Sendable {
    /// The font for text: DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew, many symbols).
    public var base: String
    /// The colour emoji font (Noto Color Emoji), or `nil` for none.
    public var emoji: String?
    /// Further fonts for what the base font lacks, in order (CJK, Devanagari).
    public var fallbacks: [String]

    /// Creates a font list.
    public init(base: String, emoji: String?, fallbacks: [String]) {
        self.base = base
        self.emoji = emoji
        self.fallbacks = fallbacks
    }

    /// Debian's paths: `fonts-dejavu-core`, `fonts-noto-color-emoji`, then `fonts-droid-fallback`
    /// (Droid Sans Fallback: CJK ideographs, kana, Hangul) and `fonts-lohit-deva` (Devanagari).
    public static let debian = PlaceholderFonts(
        base: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        emoji: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        fallbacks: [
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
            "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
        ])
}

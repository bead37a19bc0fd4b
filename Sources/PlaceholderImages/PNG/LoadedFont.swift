#if os(Linux) && canImport(CPlaceholderRender)
import CPlaceholderRender

/// One open font file.
final class LoadedFont: @unchecked Sendable {
    // The C side locks the FreeType face in gmph_draw_glyph; the HarfBuzz font is immutable.
    let handle: OpaquePointer
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double

    init?(path: String) {
        guard let handle = gmph_font_open(path) else { return nil }
        self.handle = handle
        unitsPerEm = Double(max(1, gmph_font_units_per_em(handle)))
        var ascender: Int32 = 0
        var descender: Int32 = 0
        gmph_font_extents(handle, &ascender, &descender)
        self.ascender = Double(ascender) / unitsPerEm
        self.descender = Double(-descender) / unitsPerEm
    }

    deinit { gmph_font_close(handle) }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        gmph_font_has_codepoint(handle, scalar.value) != 0
    }
}
#endif

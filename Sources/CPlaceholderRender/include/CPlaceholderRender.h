// A small C shim over HarfBuzz (shaping), FreeType (rasterising), libpng (encoding and decoding)
// and ICU's ubidi (bidirectional runs), for PlaceholderImages on Linux. Every name is prefixed
// `gmph_`; the Swift API above it exposes none of these types.
#ifndef GMPH_RENDER_H
#define GMPH_RENDER_H

#include <stddef.h>
#include <stdint.h>

/// An open font: a HarfBuzz font for shaping (scale = units per em) and a FreeType face for
/// drawing, with a lock that serialises the face (FreeType faces are not thread-safe).
typedef struct gmph_font gmph_font;

/// One shaped glyph, in font units (the HarfBuzz font's scale is its units per em).
typedef struct {
    uint32_t glyph;
    /// The byte offset, in the UTF-8 text given to gmph_shape, of the cluster the glyph belongs to.
    uint32_t cluster;
    int32_t x_advance;
    int32_t x_offset;
    int32_t y_offset;
} gmph_glyph;

/// Opens the font file at `path` (face 0); NULL when it cannot be read or parsed.
gmph_font *gmph_font_open(const char *path);
/// Closes a font from gmph_font_open; NULL is ignored.
void gmph_font_close(gmph_font *font);
/// Units per em.
int gmph_font_units_per_em(const gmph_font *font);
/// Ascender (positive) and descender (negative), in font units.
void gmph_font_extents(const gmph_font *font, int32_t *ascender, int32_t *descender);
/// 1 when the font has a glyph for `codepoint` in its cmap.
int gmph_font_has_codepoint(const gmph_font *font, uint32_t codepoint);
/// 1 when the font has no outlines but colour bitmap strikes (Noto Color Emoji).
int gmph_font_is_bitmap(const gmph_font *font);
/// The ISO 15924 script tag of `codepoint` as HarfBuzz's Unicode data gives it ('Zyyy' common,
/// 'Zinh' inherited).
uint32_t gmph_script(uint32_t codepoint);

/// Shapes `utf8[item_offset ..< item_offset + item_length]` with the whole `utf8` as context,
/// left to right or right to left, in `script` (a tag; 0 to guess). Writes at most `capacity`
/// glyphs in visual order and returns how many there are (call again with more room when larger);
/// -1 on failure.
int gmph_shape(const gmph_font *font, const char *utf8, int length, int item_offset, int item_length,
               int right_to_left, uint32_t script, gmph_glyph *glyphs, int capacity);

/// Draws `glyph` at `pixel_size` pixels per em with its origin (pen position on the baseline) at
/// (`x`, `y`), over a premultiplied RGBA layer of `width` × `height`, clipped to the layer.
/// Outline glyphs are drawn in (`red`, `green`, `blue`); colour bitmaps (one strike, premultiplied
/// BGRA) are scaled to the size, by area averaging down and bilinearly up. 0 on success.
int gmph_draw_glyph(gmph_font *font, uint32_t glyph, double pixel_size, double x, double y,
                    uint8_t *layer, int width, int height, uint8_t red, uint8_t green, uint8_t blue);

/// The bounding box of the pixels with non-zero alpha in a premultiplied RGBA layer; 0 when empty.
int gmph_ink_bounds(const uint8_t *layer, int width, int height, int *min_x, int *min_y, int *max_x,
                    int *max_y);

/// Composites `layer` shifted by (`dx`, `dy`) over an opaque background into RGB `out`.
void gmph_composite(const uint8_t *layer, int width, int height, int dx, int dy, uint8_t red,
                    uint8_t green, uint8_t blue, uint8_t *out);

/// Encodes 8-bit RGB rows as PNG (no row filtering). On success returns 0 and a buffer to free with
/// gmph_free.
int gmph_png_encode(const uint8_t *rgb, int width, int height, uint8_t **png, size_t *size);
/// Decodes a PNG into 8-bit RGBA. On success returns 0 and a buffer to free with gmph_free.
int gmph_png_decode(const uint8_t *png, size_t size, uint8_t **rgba, int *width, int *height);
/// Frees a buffer from this shim.
void gmph_free(void *pointer);

/// The visual runs of a UTF-16 paragraph (Unicode Bidirectional Algorithm, ICU ubidi), in visual
/// order: logical start, length and whether the run is right to left. The paragraph direction
/// comes from the first strong character (left to right when there is none). Returns the number of
/// runs (writing at most `capacity`), or -1.
int gmph_bidi_runs(const uint16_t *text, int length, int *starts, int *lengths, int *right_to_left,
                   int capacity);

#endif

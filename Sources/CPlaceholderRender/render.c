// See include/CPlaceholderRender.h. Linux only: other platforms compile an empty file (the
// package lists this target for them too, but nothing depends on it there).
#if defined(__linux__)
#include "CPlaceholderRender.h"

#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <math.h>
#include <png.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>

struct gmph_font {
    hb_font_t *hb;
    FT_Library library;
    FT_Face face;
    int bitmap_only;
    pthread_mutex_t lock;
};

gmph_font *gmph_font_open(const char *path) {
    gmph_font *font = calloc(1, sizeof *font);
    if (!font) return NULL;
    if (FT_Init_FreeType(&font->library) != 0) {
        free(font);
        return NULL;
    }
    if (FT_New_Face(font->library, path, 0, &font->face) != 0) {
        FT_Done_FreeType(font->library);
        free(font);
        return NULL;
    }
    hb_blob_t *blob = hb_blob_create_from_file(path);
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    if (hb_face_get_glyph_count(face) == 0) {
        hb_face_destroy(face);
        FT_Done_Face(font->face);
        FT_Done_FreeType(font->library);
        free(font);
        return NULL;
    }
    font->hb = hb_font_create(face);
    hb_face_destroy(face);
    hb_font_make_immutable(font->hb);
    font->bitmap_only = !FT_IS_SCALABLE(font->face) && font->face->num_fixed_sizes > 0;
    pthread_mutex_init(&font->lock, NULL);
    return font;
}

void gmph_font_close(gmph_font *font) {
    if (!font) return;
    hb_font_destroy(font->hb);
    FT_Done_Face(font->face);
    FT_Done_FreeType(font->library);
    pthread_mutex_destroy(&font->lock);
    free(font);
}

int gmph_font_units_per_em(const gmph_font *font) {
    return (int)hb_face_get_upem(hb_font_get_face(font->hb));
}

void gmph_font_extents(const gmph_font *font, int32_t *ascender, int32_t *descender) {
    hb_font_extents_t extents;
    hb_font_get_h_extents(font->hb, &extents);
    *ascender = extents.ascender;
    *descender = extents.descender;
}

int gmph_font_has_codepoint(const gmph_font *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(font->hb, codepoint, &glyph) ? 1 : 0;
}

int gmph_font_is_bitmap(const gmph_font *font) { return font->bitmap_only; }

uint32_t gmph_script(uint32_t codepoint) {
    return (uint32_t)hb_unicode_script(hb_unicode_funcs_get_default(), codepoint);
}

int gmph_shape(const gmph_font *font, const char *utf8, int length, int item_offset, int item_length,
               int right_to_left, uint32_t script, gmph_glyph *glyphs, int capacity) {
    hb_buffer_t *buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer)) return -1;
    hb_buffer_add_utf8(buffer, utf8, length, (unsigned)item_offset, item_length);
    hb_buffer_guess_segment_properties(buffer);
    hb_buffer_set_direction(buffer, right_to_left ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    if (script != 0) hb_buffer_set_script(buffer, (hb_script_t)script);
    hb_shape(font->hb, buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, NULL);
    for (unsigned i = 0; i < count && (int)i < capacity; i++) {
        glyphs[i].glyph = info[i].codepoint;
        glyphs[i].cluster = info[i].cluster;
        glyphs[i].x_advance = position[i].x_advance;
        glyphs[i].x_offset = position[i].x_offset;
        glyphs[i].y_offset = position[i].y_offset;
    }
    hb_buffer_destroy(buffer);
    return (int)count;
}

/// Premultiplied "over": src (premultiplied, alpha sa) over the layer pixel.
static void over(uint8_t *pixel, unsigned r, unsigned g, unsigned b, unsigned a) {
    unsigned keep = 255 - a;
    pixel[0] = (uint8_t)(r + (pixel[0] * keep + 127) / 255);
    pixel[1] = (uint8_t)(g + (pixel[1] * keep + 127) / 255);
    pixel[2] = (uint8_t)(b + (pixel[2] * keep + 127) / 255);
    pixel[3] = (uint8_t)(a + (pixel[3] * keep + 127) / 255);
}

static int draw_outline(gmph_font *font, uint32_t glyph, double pixel_size, double x, double y,
                        uint8_t *layer, int width, int height, uint8_t red, uint8_t green, uint8_t blue) {
    FT_Face face = font->face;
    if (FT_Set_Char_Size(face, 0, (FT_F26Dot6)lround(pixel_size * 64), 72, 72) != 0) return 1;
    double whole_x = floor(x), whole_y = floor(y);
    FT_Vector delta = {(FT_Pos)lround((x - whole_x) * 64), (FT_Pos)lround(-(y - whole_y) * 64)};
    FT_Set_Transform(face, NULL, &delta);
    int error = FT_Load_Glyph(face, glyph, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
    if (!error) error = FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL);
    FT_Set_Transform(face, NULL, NULL);
    if (error) return 1;
    FT_Bitmap *bitmap = &face->glyph->bitmap;
    if (bitmap->pixel_mode != FT_PIXEL_MODE_GRAY) return 1;
    int left = (int)whole_x + face->glyph->bitmap_left;
    int top = (int)whole_y - face->glyph->bitmap_top;
    for (unsigned row = 0; row < bitmap->rows; row++) {
        int py = top + (int)row;
        if (py < 0 || py >= height) continue;
        const uint8_t *source = bitmap->buffer + (ptrdiff_t)row * bitmap->pitch;
        for (unsigned column = 0; column < bitmap->width; column++) {
            int px = left + (int)column;
            unsigned a = source[column];
            if (px < 0 || px >= width || a == 0) continue;
            over(layer + ((size_t)py * width + px) * 4, (red * a + 127) / 255, (green * a + 127) / 255,
                 (blue * a + 127) / 255, a);
        }
    }
    return 0;
}

/// Samples a premultiplied BGRA bitmap into RGBA for the destination pixel covering source
/// [sx0, sx1) × [sy0, sy1): the area average when scaling down, bilinear when scaling up.
static void sample(const FT_Bitmap *bitmap, double sx0, double sy0, double sx1, double sy1, int up,
                   double out[4]) {
    out[0] = out[1] = out[2] = out[3] = 0;
    int w = (int)bitmap->width, h = (int)bitmap->rows;
    if (up) {
        double cx = (sx0 + sx1) / 2 - 0.5, cy = (sy0 + sy1) / 2 - 0.5;
        int x0 = (int)floor(cx), y0 = (int)floor(cy);
        double fx = cx - x0, fy = cy - y0;
        for (int j = 0; j < 2; j++) {
            for (int i = 0; i < 2; i++) {
                int xx = x0 + i, yy = y0 + j;
                if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
                double weight = (i ? fx : 1 - fx) * (j ? fy : 1 - fy);
                const uint8_t *p = bitmap->buffer + (ptrdiff_t)yy * bitmap->pitch + xx * 4;
                out[0] += p[2] * weight;
                out[1] += p[1] * weight;
                out[2] += p[0] * weight;
                out[3] += p[3] * weight;
            }
        }
        return;
    }
    double total = 0;
    for (int yy = (int)floor(sy0); yy < (int)ceil(sy1); yy++) {
        if (yy < 0 || yy >= h) continue;
        double wy = fmin(sy1, yy + 1) - fmax(sy0, yy);
        for (int xx = (int)floor(sx0); xx < (int)ceil(sx1); xx++) {
            if (xx < 0 || xx >= w) continue;
            double weight = wy * (fmin(sx1, xx + 1) - fmax(sx0, xx));
            if (weight <= 0) continue;
            const uint8_t *p = bitmap->buffer + (ptrdiff_t)yy * bitmap->pitch + xx * 4;
            out[0] += p[2] * weight;
            out[1] += p[1] * weight;
            out[2] += p[0] * weight;
            out[3] += p[3] * weight;
        }
    }
    total = (sx1 - sx0) * (sy1 - sy0);
    if (total > 0) {
        for (int k = 0; k < 4; k++) out[k] /= total;
    }
}

static int draw_bitmap(gmph_font *font, uint32_t glyph, double pixel_size, double x, double y,
                       uint8_t *layer, int width, int height) {
    FT_Face face = font->face;
    if (FT_Select_Size(face, 0) != 0) return 1;
    if (FT_Load_Glyph(face, glyph, FT_LOAD_COLOR) != 0) return 1;
    FT_Bitmap *bitmap = &face->glyph->bitmap;
    if (bitmap->pixel_mode != FT_PIXEL_MODE_BGRA) return 1;
    double strike = face->size->metrics.y_ppem > 0 ? face->size->metrics.y_ppem : 109;
    double scale = pixel_size / strike;
    double left = x + face->glyph->bitmap_left * scale;
    double top = y - face->glyph->bitmap_top * scale;
    double right = left + bitmap->width * scale, bottom = top + bitmap->rows * scale;
    int up = scale > 1;
    for (int py = (int)floor(top); py < (int)ceil(bottom); py++) {
        if (py < 0 || py >= height) continue;
        double sy0 = fmax(0, (py - top) / scale), sy1 = fmin(bitmap->rows, (py + 1 - top) / scale);
        for (int px = (int)floor(left); px < (int)ceil(right); px++) {
            if (px < 0 || px >= width) continue;
            double sx0 = fmax(0, (px - left) / scale), sx1 = fmin(bitmap->width, (px + 1 - left) / scale);
            if (sx1 <= sx0 || sy1 <= sy0) continue;
            double rgba[4];
            sample(bitmap, sx0, sy0, sx1, sy1, up, rgba);
            // Partly covered edge pixels keep their share of the area.
            double cover = up ? 1 : (sx1 - sx0) * (sy1 - sy0) * scale * scale;
            if (cover > 1) cover = 1;
            unsigned a = (unsigned)lround(fmin(255, rgba[3] * cover));
            if (a == 0) continue;
            over(layer + ((size_t)py * width + px) * 4, (unsigned)lround(fmin(a, rgba[0] * cover)),
                 (unsigned)lround(fmin(a, rgba[1] * cover)), (unsigned)lround(fmin(a, rgba[2] * cover)), a);
        }
    }
    return 0;
}

int gmph_draw_glyph(gmph_font *font, uint32_t glyph, double pixel_size, double x, double y,
                    uint8_t *layer, int width, int height, uint8_t red, uint8_t green, uint8_t blue) {
    if (!(pixel_size > 0) || pixel_size > 10000 || !isfinite(x) || !isfinite(y)) return 1;
    pthread_mutex_lock(&font->lock);
    int result = font->bitmap_only ? draw_bitmap(font, glyph, pixel_size, x, y, layer, width, height)
                                   : draw_outline(font, glyph, pixel_size, x, y, layer, width, height, red,
                                                  green, blue);
    pthread_mutex_unlock(&font->lock);
    return result;
}

int gmph_ink_bounds(const uint8_t *layer, int width, int height, int *min_x, int *min_y, int *max_x,
                    int *max_y) {
    int found = 0;
    *min_x = width;
    *min_y = height;
    *max_x = -1;
    *max_y = -1;
    for (int y = 0; y < height; y++) {
        const uint8_t *row = layer + (size_t)y * width * 4;
        for (int x = 0; x < width; x++) {
            if (row[x * 4 + 3] == 0) continue;
            found = 1;
            if (x < *min_x) *min_x = x;
            if (x > *max_x) *max_x = x;
            if (y < *min_y) *min_y = y;
            if (y > *max_y) *max_y = y;
        }
    }
    return found;
}

void gmph_composite(const uint8_t *layer, int width, int height, int dx, int dy, uint8_t red,
                    uint8_t green, uint8_t blue, uint8_t *out) {
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            uint8_t *pixel = out + ((size_t)y * width + x) * 3;
            int sx = x - dx, sy = y - dy;
            if (sx < 0 || sy < 0 || sx >= width || sy >= height) {
                pixel[0] = red;
                pixel[1] = green;
                pixel[2] = blue;
                continue;
            }
            const uint8_t *source = layer + ((size_t)sy * width + sx) * 4;
            unsigned keep = 255 - source[3];
            pixel[0] = (uint8_t)(source[0] + (red * keep + 127) / 255);
            pixel[1] = (uint8_t)(source[1] + (green * keep + 127) / 255);
            pixel[2] = (uint8_t)(source[2] + (blue * keep + 127) / 255);
        }
    }
}

typedef struct {
    uint8_t *data;
    size_t size, capacity;
    int failed;
} growing_buffer;

static void write_to_buffer(png_structp png, png_bytep data, png_size_t length) {
    growing_buffer *buffer = png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) {
            buffer->failed = 1;
            return;
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static void flush_buffer(png_structp png) { (void)png; }

int gmph_png_encode(const uint8_t *rgb, int width, int height, uint8_t **png_out, size_t *size) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    growing_buffer buffer = {0};
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(buffer.data);
        return 1;
    }
    png_set_write_fn(png, &buffer, write_to_buffer, flush_buffer);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, 0, PNG_FILTER_NONE);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgb + (size_t)y * width * 3));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (buffer.failed) {
        free(buffer.data);
        return 1;
    }
    *png_out = buffer.data;
    *size = buffer.size;
    return 0;
}

int gmph_png_decode(const uint8_t *png, size_t size, uint8_t **rgba, int *width, int *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, png, size)) return 1;
    image.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels) {
        png_image_free(&image);
        return 1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        free(pixels);
        png_image_free(&image);
        return 1;
    }
    *rgba = pixels;
    *width = (int)image.width;
    *height = (int)image.height;
    return 0;
}

void gmph_free(void *pointer) { free(pointer); }

int gmph_bidi_runs(const uint16_t *text, int length, int *starts, int *lengths, int *right_to_left,
                   int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    int count = U_SUCCESS(status) ? ubidi_countRuns(bidi, &status) : -1;
    if (U_FAILURE(status)) count = -1;
    for (int i = 0; i < count && i < capacity; i++) {
        int32_t start = 0, run_length = 0;
        UBiDiDirection direction = ubidi_getVisualRun(bidi, i, &start, &run_length);
        starts[i] = start;
        lengths[i] = run_length;
        right_to_left[i] = direction == UBIDI_RTL;
    }
    ubidi_close(bidi);
    return count;
}

#endif  // defined(__linux__)

#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque ICU character (grapheme cluster) break iterator.
typedef struct cicu_grapheme_iterator cicu_grapheme_iterator;

/// Opens a grapheme break iterator (UBRK_CHARACTER, root locale). Returns NULL on failure.
cicu_grapheme_iterator *_Nullable cicu_grapheme_iterator_open(void);

/// Closes an iterator from cicu_grapheme_iterator_open.
void cicu_grapheme_iterator_close(cicu_grapheme_iterator *_Nullable iterator);

/// Counts the grapheme clusters of `text` (`length` UTF-16 units). Returns -1 on an ICU error.
/// The text must stay valid only for the duration of the call.
int64_t cicu_grapheme_count(cicu_grapheme_iterator *_Nonnull iterator,
                            const uint16_t *_Nullable text, int32_t length);

/// Writes the UTF-16 offsets of every boundary of `text` (0 and `length` included) into
/// `boundaries`, at most `capacity` of them. Returns how many boundaries there are, or -1 on
/// an ICU error; when the result exceeds `capacity`, only the first `capacity` were written.
int32_t cicu_grapheme_boundaries(cicu_grapheme_iterator *_Nonnull iterator,
                                 const uint16_t *_Nullable text, int32_t length,
                                 int32_t *_Nullable boundaries, int32_t capacity);

/// Writes ICU's Unicode version ("15.0" for ICU 72) into `buffer` (at least 20 bytes, U_MAX_VERSION_STRING_LENGTH).
void cicu_unicode_version(char *_Nonnull buffer);

/// The version of the ICU library itself, as "72.1", into `buffer` (at least 20 bytes).
void cicu_icu_version(char *_Nonnull buffer);

#ifdef __cplusplus
}
#endif

#endif

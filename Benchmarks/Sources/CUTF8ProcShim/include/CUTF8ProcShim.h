#ifndef CUTF8PROC_SHIM_H
#define CUTF8PROC_SHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Counts the grapheme clusters of `length` bytes of UTF-8 with utf8proc: each code point is
/// decoded with utf8proc_iterate (an invalid byte counts as U+FFFD) and a cluster starts where
/// utf8proc_grapheme_break_stateful says so.
int64_t cutf8proc_grapheme_count(const uint8_t *_Nullable bytes, int64_t length);

/// utf8proc's version string ("2.8.0") and its Unicode version ("15.0.0").
const char *_Nonnull cutf8proc_version(void);
const char *_Nonnull cutf8proc_unicode_version(void);

#ifdef __cplusplus
}
#endif

#endif

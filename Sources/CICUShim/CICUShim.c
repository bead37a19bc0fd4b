#include "CICUShim.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>

#include <stdlib.h>

struct cicu_grapheme_iterator {
    UBreakIterator *iterator;
};

cicu_grapheme_iterator *cicu_grapheme_iterator_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return NULL;
    }
    cicu_grapheme_iterator *result = malloc(sizeof(cicu_grapheme_iterator));
    if (result == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    result->iterator = iterator;
    return result;
}

void cicu_grapheme_iterator_close(cicu_grapheme_iterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->iterator);
    free(iterator);
}

static int set_text(cicu_grapheme_iterator *iterator, const uint16_t *text, int32_t length) {
    static const UChar empty = 0;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, text != NULL ? (const UChar *)text : &empty, length, &status);
    return U_FAILURE(status) ? -1 : 0;
}

int64_t cicu_grapheme_count(cicu_grapheme_iterator *iterator, const uint16_t *text, int32_t length) {
    if (set_text(iterator, text, length) != 0) {
        return -1;
    }
    int64_t count = 0;
    ubrk_first(iterator->iterator);
    while (ubrk_next(iterator->iterator) != UBRK_DONE) {
        count += 1;
    }
    return count;
}

int32_t cicu_grapheme_boundaries(cicu_grapheme_iterator *iterator, const uint16_t *text, int32_t length,
                                 int32_t *boundaries, int32_t capacity) {
    if (set_text(iterator, text, length) != 0) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_first(iterator->iterator); offset != UBRK_DONE;
         offset = ubrk_next(iterator->iterator)) {
        if (boundaries != NULL && count < capacity) {
            boundaries[count] = offset;
        }
        count += 1;
    }
    return count;
}

void cicu_unicode_version(char *buffer) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    u_versionToString(version, buffer);
}

void cicu_icu_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}

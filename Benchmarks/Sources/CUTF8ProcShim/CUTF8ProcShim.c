#include "CUTF8ProcShim.h"

#include <utf8proc.h>

int64_t cutf8proc_grapheme_count(const uint8_t *bytes, int64_t length) {
    int64_t count = 0;
    int64_t offset = 0;
    utf8proc_int32_t previous = -1;
    utf8proc_int32_t state = 0;
    while (offset < length) {
        utf8proc_int32_t codepoint;
        utf8proc_ssize_t used = utf8proc_iterate(bytes + offset, length - offset, &codepoint);
        if (used < 1) {
            codepoint = 0xFFFD;
            used = 1;
        }
        if (previous < 0 || utf8proc_grapheme_break_stateful(previous, codepoint, &state)) {
            count += 1;
        }
        previous = codepoint;
        offset += used;
    }
    return count;
}

const char *cutf8proc_version(void) {
    return utf8proc_version();
}

const char *cutf8proc_unicode_version(void) {
    return utf8proc_unicode_version();
}

// ICU's C API, for the CICUShim target only. ICU renames its functions per version with
// macros (ubrk_open is really ubrk_open_72), which Swift cannot call, so Swift never
// imports this module directly: it calls CICUShim's cicu_* functions.
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

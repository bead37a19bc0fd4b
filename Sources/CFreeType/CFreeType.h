// FreeType's headers, found through pkg-config (freetype2). Only CPlaceholderRender uses them.
#include <ft2build.h>
#include FT_FREETYPE_H

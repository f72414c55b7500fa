#include <png.h>
// zlib, which libpng links: EmbeddedProfile inflates a PNG's iCCP chunk with it.
#include <zlib.h>

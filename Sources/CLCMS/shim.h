// Little CMS 2 (Debian's liblcms2-dev): reading ICC profiles and converting screenshots to sRGB.
#include <lcms2.h>

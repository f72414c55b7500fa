// Stub of Darwin's MacTypes, the names `import UIKit` and `import SwiftUI` make visible without
// asking: UIKit and SwiftUI re-export Foundation, which re-exports Darwin, whose module
// `Darwin.MacTypes` is this header. Only the declarations that can meet a Swift library's own
// names are here, each with the shape Apple's header gives it, so that an unqualified `Point`,
// `Rect` or `Size` in a file that imports both UIKit and TransitCore is ambiguous here as on iOS.
//
// Source (read, not copied): MacTypes.h of Apple's open-source CarbonHeaders project
// (https://github.com/apple-oss-distributions/CarbonHeaders/blob/main/MacTypes.h, version
// "CarbonCore-769~1", APSL 2.0), the header the iOS SDK installs as usr/include/MacTypes.h.
// Apple's documentation of these QuickDraw types is the legacy Inside Macintosh: Imaging With
// QuickDraw, https://developer.apple.com/library/archive/documentation/mac/QuickDraw/QuickDraw-24.html
#pragma once

// MacTypes.h, "Quickdraw Types": a 2D QuickDraw coordinate, vertical first.
struct Point { short v; short h; };
typedef struct Point Point;

// MacTypes.h, "Quickdraw Types": a rectangular QuickDraw area.
struct Rect { short top; short left; short bottom; short right; };
typedef struct Rect Rect;

// MacTypes.h, "MacOS Memory Manager types": the number of bytes in a block (signed).
typedef long Size;

// MacTypes.h, "Quickdraw Types": QuickDraw font rendering styles, and their values (imported by
// Swift as global constants).
typedef unsigned char Style;
enum { normal = 0, bold = 1, italic = 2, underline = 4, outline = 8, shadow = 0x10, condense = 0x20, extend = 0x40 };

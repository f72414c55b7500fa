// Stub of CoreGraphics' C geometry types, for type-checking TransitUIKit on Linux. Declared in C,
// as Apple's are, so Objective-C protocols may use them; Swift maps CGFloat to its CGFloat struct.
#pragma once

// https://developer.apple.com/documentation/corefoundation/cgfloat
typedef double CGFloat;

// https://developer.apple.com/documentation/corefoundation/cgpoint
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

// https://developer.apple.com/documentation/corefoundation/cgsize
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

// https://developer.apple.com/documentation/corefoundation/cgrect
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
struct CGAffineTransform { CGFloat a, b, c, d, tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

// Stub of the Objective-C runtime's public interface, for type-checking TransitUIKit on Linux.
// Declarations only, as Apple documents them; nothing here is an implementation.
#pragma once

// https://developer.apple.com/documentation/objectivec/bool
typedef signed char BOOL;
// https://developer.apple.com/documentation/objectivec/sel
typedef struct objc_selector *SEL;
// https://developer.apple.com/documentation/objectivec/nsuinteger
typedef unsigned long NSUInteger;

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@protocol NSObject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
- (BOOL)isEqual:(id)object;
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
@property (readonly) NSUInteger hash;
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
__attribute__((objc_root_class))
@interface NSObject <NSObject>
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
- (id)forwardingTargetForSelector:(SEL)aSelector;
@end

// Stub of the UIKit string constants that Objective-C protocols take, for type-checking
// TransitUIKit on Linux. Swift imports each as a struct with static members (.from, .to), as in
// Apple's SDK; only the raw value differs (a C string here, NSString there).
#pragma once

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
typedef const char * _Nonnull UITransitionContextViewControllerKey __attribute__((swift_wrapper(struct)));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
extern UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey __attribute__((swift_name("UITransitionContextViewControllerKey.from")));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
extern UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey __attribute__((swift_name("UITransitionContextViewControllerKey.to")));

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
typedef const char * _Nonnull UITransitionContextViewKey __attribute__((swift_wrapper(struct)));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
extern UITransitionContextViewKey const UITransitionContextFromViewKey __attribute__((swift_name("UITransitionContextViewKey.from")));
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
extern UITransitionContextViewKey const UITransitionContextToViewKey __attribute__((swift_name("UITransitionContextViewKey.to")));

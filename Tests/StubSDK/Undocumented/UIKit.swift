// A stub declaration without its page and one without its introduced iOS version:
// scripts/check-stub-docs must reject this file (scripts/typecheck-uikit --self-test checks it does).

/// https://developer.apple.com/documentation/uikit/uiview/alpha
open var alpha: CGFloat { fatalError() }

@available(iOS 2, *)
open var isOpaque: Bool { fatalError() }

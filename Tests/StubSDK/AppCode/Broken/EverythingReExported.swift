// What app code met before TransitUIKit's re-exports were scoped: all of TransitCore beside SwiftUI,
// so `Color` is ambiguous (SwiftUI's or TransitCore's). scripts/typecheck-uikit --self-test requires
// this file to fail.
import SwiftUI
import TransitCore
import TransitUIKit

@MainActor func tint() -> Color { .red }

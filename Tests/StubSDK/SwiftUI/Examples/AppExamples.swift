// App code beside the README's SwiftUI examples (which scripts/typecheck-swiftui extracts from the
// README itself): a file that imports both SwiftUI and TransitSwiftUI, still writes `Color` and
// `Path` without ambiguity, and uses a spec.
import SwiftUI
import TransitSwiftUI

struct NameCollisionExample: View {
    @State private var showsBadge = false

    var body: some View {
        VStack {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.5)) { showsBadge.toggle() }
            }
            if showsBadge {
                Text("New")
                    .padding(12)
                    .transition(.transit(.circleSpread()))
            }
            Color.red  // SwiftUI's, not TransitCore's
                .transition(.transit(.pageFlip()))
        }
    }
}

struct SpecExample: View {
    let spec: TransitionSpec

    var body: some View {
        Text("Badge").transition((try? .transit(spec)) ?? .opacity)
    }
}

// The demo's SwiftUI screen: a navigation stack whose pushes page-flip (one destination goes back
// with a circle), a cover that presents with a cube, and a badge inserted with a circle spread.
// scripts/typecheck-swiftui type-checks this file as app code against the stub SwiftUI.
import SwiftUI
import TransitSwiftUI

@available(iOS 16, *)
struct SwiftUIDemoView: View {
    @State private var showsCover = false
    @State private var showsBadge = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                NavigationLink(value: "Page flip") { Text("Push (page flip)") }
                NavigationLink(value: "Circle back") { Text("Push, back with a circle") }
                Button("Present a cover (cube)") { showsCover = true }
                Button("Toggle the badge (circle spread)") {
                    withAnimation(.easeInOut(duration: 0.5)) { showsBadge.toggle() }
                }
                if showsBadge {
                    Text("New").padding(12).transition(.transit(.circleSpread()))
                }
            }
            .navigationDestination(for: String.self) { title in
                if title == "Circle back" {
                    Text(title).transitBack(.circleSpread())
                } else {
                    Text(title)
                }
            }
        }
        .transit(.pageFlip())
        .transitCover(isPresented: $showsCover, effect: .cube()) {
            Button("Close") { showsCover = false }
        }
    }
}

/// The SwiftUI screen as a view controller, for the UIKit demo to push or present.
@available(iOS 16, *)
@MainActor func makeSwiftUIDemo() -> UIViewController {
    UIHostingController(rootView: SwiftUIDemoView())
}

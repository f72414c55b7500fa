// The demo's SwiftUI screen, opened from the list's "SwiftUI" button: a navigation stack whose
// pushes page-flip (one destination goes back with a circle, one chooses a cube and a fade), a cover that presents with a cube,
// a cover whose button travels into it (magic move with a shared element), and a badge inserted
// with a circle spread. scripts/typecheck-swiftui type-checks this file as app code against the
// stub SwiftUI.
import SwiftUI
import TransitSwiftUI

@available(iOS 16, *)
struct SwiftUIDemoView: View {
    /// Closes the demo (the UIKit list dismisses it).
    var close: @MainActor () -> Void = {}
    @State private var showsCover = false
    @State private var showsShared = false
    @State private var showsBadge = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                VStack(spacing: 16) {
                    NavigationLink(value: "Page flip") { Text("Push (page flip)") }
                    NavigationLink(value: "Circle back") { Text("Push, back with a circle") }
                    NavigationLink(value: "Own effect") { Text("Push a screen with its own cube, back with a fade") }
                }
                VStack(spacing: 16) {
                    Button("Present a cover (cube)") { showsCover = true }
                    Button("Magic move (shared element)") { showsShared = true }
                        .padding(12)
                        .transitElement(id: "card", cornerRadius: 12)
                }
                VStack(spacing: 16) {
                    Button("Toggle the badge (circle spread)") {
                        withAnimation(.easeInOut(duration: 0.5)) { showsBadge.toggle() }
                    }
                    if showsBadge {
                        Text("New").padding(12).transition(.transit(.circleSpread()))
                    }
                }
                Button("Close", action: close)
            }
            .navigationDestination(for: String.self) { title in
                if title == "Circle back" {
                    Text(title).transitBack(.circleSpread())
                } else if title == "Own effect" {
                    Text(title).transitEffect(.cube(), back: .fade())
                } else {
                    Text(title)
                }
            }
        }
        .transit(.pageFlip())
        .transitCover(isPresented: $showsCover, effect: .cube()) {
            Button("Close") { showsCover = false }
        }
        .transitCover(isPresented: $showsShared, effect: .magicMove()) {
            Button("Close") { showsShared = false }
                .padding(48)
                .transitElement(id: "card", cornerRadius: 24)
        }
    }
}

/// The SwiftUI screen as a view controller, for the UIKit list to present; `close` dismisses it.
@available(iOS 16, *)
@MainActor func makeSwiftUIDemo(close: @escaping @MainActor () -> Void) -> UIViewController {
    UIHostingController(rootView: SwiftUIDemoView(close: close))
}

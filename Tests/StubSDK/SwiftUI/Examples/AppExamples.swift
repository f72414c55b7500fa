// App code beside the README's SwiftUI examples (which scripts/typecheck-swiftui extracts from the
// README itself): a file that imports both SwiftUI and TransitSwiftUI, still writes `Color` and
// `Path` without ambiguity, and uses a spec wherever an effect goes (the README's table of
// one-liners: a stack, a cover for a flag and for an item, an in-view transition).
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
    @State private var showsSettings = false
    @State private var photo: String?

    var body: some View {
        VStack {
            Text("Badge").transition((try? .transit(spec)) ?? .opacity)
            Button("Settings") { showsSettings = true }
                .transitCover(isPresented: $showsSettings, spec: spec) { Text("Settings") }
            Button("Photo") { photo = "Sunset" }
                .transitCover(item: $photo, spec: spec) { Text($0) }
        }
    }
}

@available(iOS 16, *)
struct StackSpecExample: View {
    let spec: TransitionSpec

    var body: some View {
        NavigationStack {
            NavigationLink(value: "Detail") { Text("Open") }
                .navigationDestination(for: String.self) { Text($0).transitEffect(spec) }
        }
        .transit(spec)
    }
}

// Deliberately broken: a view's main-actor `body` read from a nonisolated function (Swift 6 error).
import SwiftUI
import TransitSwiftUI

struct Badge: View {
    var body: some View { Text("New").transition(.transit(.fade())) }
}

nonisolated func brokenPeek(_ badge: Badge) -> some View {
    badge.body
}

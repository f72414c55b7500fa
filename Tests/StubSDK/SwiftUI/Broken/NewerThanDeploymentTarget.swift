// Deliberately broken: NavigationStack (iOS 16) used by code that also runs on iOS 15, outside
// `if #available(iOS 16, *)`.
import SwiftUI
import TransitSwiftUI

struct NewerThanDeploymentTarget: View {
    var body: some View {
        NavigationStack { Text("a").transition(.transit(.fade())) }
    }
}

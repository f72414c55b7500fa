// Deliberately broken: a property returning one of two different views without `@ViewBuilder`.
import SwiftUI
import TransitSwiftUI

struct MissingViewBuilder: View {
    let flag: Bool
    var content: some View {
        if flag { Text("a").transition(.transit(.fade())) } else { Color.red }
    }
    var body: some View { content }
}

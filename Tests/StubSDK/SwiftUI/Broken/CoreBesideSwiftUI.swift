// Deliberately broken: app code that also imports TransitCore meets its `Edge` beside SwiftUI's,
// so `Edge.leading` is ambiguous (TransitSwiftUI re-exports neither; write
// `TransitCore.Edge` in a file that imports the core).
import SwiftUI
import TransitCore
import TransitSwiftUI

struct CoreBesideSwiftUI: View {
    var body: some View {
        Text("x").transition(.transit(.slide(from: Edge.leading)))
    }
}

// Deliberately broken: a wrong argument label on the adapter's own API.
import SwiftUI
import TransitSwiftUI

struct WrongLabel: View {
    var body: some View {
        Text("x").transition(.transit(effect: .circleSpread()))
    }
}

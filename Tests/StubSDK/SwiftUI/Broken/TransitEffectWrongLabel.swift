// Deliberately broken: a destination's own effect with a wrong argument label (`back:` is right).
import SwiftUI
import TransitSwiftUI

struct TransitEffectWrongLabel: View {
    var body: some View {
        Text("x").transitEffect(.cube(), backwards: .fade())
    }
}

// Deliberately broken: an effect named by a string instead of built by its factory.
import SwiftUI
import TransitSwiftUI

struct WrongType: View {
    var body: some View {
        Text("x").transition(.transit("circle-spread"))
    }
}

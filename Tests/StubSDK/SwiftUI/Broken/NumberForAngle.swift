// Deliberately broken: a bare number is not an angle (radians or degrees?); an effect takes a
// SwiftUI `Angle` or `.degrees(_:)`.
import SwiftUI
import TransitSwiftUI

struct NumberForAngle: View {
    var body: some View {
        Text("x").transition(.transit(.pageCurl(angle: 30)))
    }
}

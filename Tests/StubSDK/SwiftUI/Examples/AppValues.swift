// App code that passes SwiftUI's and CoreGraphics' own values to Transit's effects (the README's
// "Values" example, widened): `Color.red`, `Angle.degrees(30)` and `Edge.leading` are SwiftUI's,
// written unqualified beside Transit calls, and a `CGPoint` is a touch point. TransitCore's own
// values still come through implicit members (`.degrees(30)`, `.left`, `.white`).
import SwiftUI
import TransitSwiftUI

struct SwiftUIValuesExample: View {
    @State private var showsSettings = false
    @State private var showsPhoto = false
    let tint: Color = Color.red
    let tilt: Angle = Angle.degrees(30)
    let side: Edge = Edge.leading
    let touch = CGPoint(x: 300, y: 600)

    var body: some View {
        VStack {
            Button("Settings") { showsSettings = true }
                .transitCover(isPresented: $showsSettings, effect: .circleSpread(center: touch)) {
                    Text("Settings")
                }
            Button("Photo") { showsPhoto = true }
                .transitCover(isPresented: $showsPhoto, effect: .flash(center: touch, color: tint), back: .fade()) {
                    Text("Photo")
                }
            VStack {
                Text("Scan").transition(.transit(.scanning(from: side, color: Color.blue)))
                Text("Curl").transition(.transit(.pageCurl(angle: tilt)))
                Text("Swipe").transition(.transit(.swipe(angle: Angle.degrees(30), color: tint)))
                Text("Slide").transition(.transit(.slide(from: Edge.leading)))
            }
            VStack {
                Text("Push").transition(.transit(.push(from: .left)))  // TransitCore's physical left
                Text("Copy").transition(.transit(.copyMachine(angle: .degrees(30), color: .white)))
                Text("Reveal").transition(.transit(.zoomReveal(topColor: Color.red, bottomColor: .black)))
                tint
            }
        }
    }
}

@available(iOS 16, *)
struct SwiftUIValuesStack: View {
    var body: some View {
        NavigationStack { Text("Root") }
            .transit(.cube(from: Edge.trailing))
    }
}

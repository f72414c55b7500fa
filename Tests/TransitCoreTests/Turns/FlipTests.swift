import Testing

@testable import TransitCore

@Suite struct FlipTests {
    @Test(arguments: FlipAxis.allCases, [phone, phoneRTL])
    func neverShowsBothFacesAtOnceNorAMirroredFace(axis: FlipAxis, context: TransitionContext) {
        for p in progressSteps {
            let s = Flip(axis: axis).scene(at: p, in: context)
            #expect(s.layers.allSatisfy { !$0.isDoubleSided })
            let faces = s.visibleLayerIDs.filter { $0 == "from" || $0 == "to" }
            #expect(faces.count <= 1, "at \(p): \(faces)")
            if p < 0.5 { #expect(faces == ["from"]) }
            if p > 0.5 { #expect(faces == ["to"]) }
        }
    }

    @Test func theLeadingSideTurnsAwayFirstMirroredRightToLeft() {
        func leftEdgeHeight(_ c: TransitionContext) -> Double {
            let s = Flip().scene(at: 0.2, in: c)
            let k = s.corners(of: s.layer("from")!)
            return k[3].y - k[0].y
        }
        #expect(leftEdgeHeight(phone) < 844)  // the left side is further away: shorter
        #expect(leftEdgeHeight(phoneRTL) > 844)  // the left side comes nearer: taller
    }

    @Test func aVerticalFlipTurnsAboutTheHorizontalCentreLine() {
        let s = Flip(axis: .vertical).scene(at: 0.25, in: phone)
        let k = s.corners(of: s.layer("from")!)
        #expect(k[1].x - k[0].x < 390 && k[2].x - k[3].x > 390)  // top away, bottom near
        #expect(s.eyeDistance == ClassicGeometry.perspectiveRatio * 844)
    }
}

import Testing
import TransitCore

@Suite struct ViewPoseTests {
    let size = Size(width: 100, height: 50)

    @Test func aProjectionOfAFlatTransformMapsPointsAsTheTransformDoes() {
        let t = Transform3D.rotation(.degrees(30), x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 500)).concatenating(.translation(x: 7, y: -3))
        let p = Projection(t)
        for q in [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 30, y: 40)] {
            let a = p.apply(q)
            let b = t.project(q)
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test func aSingleSidedLayerTurnedAwayIsHidden() {
        var layer = Layer(id: "v", content: .snapshot(.screen(.to)), frame: Rect(size: size))
        layer.transform = .rotation(.degrees(120), x: 0, y: 1, z: 0)
        #expect(ViewPose(layer: layer, in: Scene(size: size)).opacity == 1)
        layer.isDoubleSided = false
        #expect(ViewPose(layer: layer, in: Scene(size: size)).opacity == 0)
    }

    @Test func withoutAMaskTheWholeViewAndWhatItDrawsOutsideShow() {
        let region = ViewPose.identity.visibleRegion(in: size)
        let outline = ViewPose(cornerRadius: 8).outline(in: size)
        #expect(region.path.flattened().joined().contains { $0.x < -100 })
        #expect(ViewPose.identity.cornerClip(in: size) == region.path)
        #expect(outline == ViewPose(cornerRadius: 8).cornerClip(in: size))
        #expect(ViewPose.identity.outline(in: size) == .rect(Rect(size: size)))
    }

    @Test func aLayerSmallerThanTheViewStretchesTheViewOverItsBounds() {
        let layer = Layer(id: "v", content: .snapshot(.screen(.to)), frame: Rect(x: 10, y: 5, width: 50, height: 25))
            .with(\.mask, Mask(.rect(Rect(x: 0, y: 0, width: 25, height: 25))))
        let pose = ViewPose(layer: layer, in: Scene(size: size))
        #expect(pose.projection.apply(Point(x: 100, y: 50)) == Point(x: 60, y: 30))
        #expect(pose.mask?.path == .rect(Rect(x: 0, y: 0, width: 50, height: 50)))
    }
}

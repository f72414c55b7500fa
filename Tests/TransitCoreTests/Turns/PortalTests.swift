import Testing
import TransitCore

@Suite struct PortalTests {
    let effect = Portal()
    var back: TransitionContext {
        var c = coolPhone
        c.direction = .back
        return c
    }

    @Test func forwardTheOldScreensDoorsOpenOnTheNewScreenGrowing() throws {
        #expect(effect.hasOwnBackVariant)
        let a = effect.evaluate(at: 0.3, in: coolPhone)
        let b = effect.evaluate(at: 0.6, in: coolPhone)
        let left = try #require(a.layer(named: "door-left"))
        let right = try #require(a.layer(named: "door-right"))
        #expect(left.content == .snapshot(.screen(.from), contentsRect: Rect(x: 0, y: 0, width: 0.5, height: 1)))
        #expect(right.contentsRect?.minX == 0.5)
        #expect(try #require(b.layer(named: "door-left")).position.x < left.position.x)
        #expect(try #require(b.layer(named: "door-right")).position.x > right.position.x)
        #expect(try #require(a.layer(named: "inside")).transform.m11 < #require(b.layer(named: "inside")).transform.m11)
    }

    @Test func theBackVariantClosesTheDoorsOverAShrinkingScreen() throws {
        var lastLeft = -Double.infinity
        var lastScale = Double.infinity
        for p in stride(from: 0.1, through: 0.9, by: 0.1) {
            let s = effect.evaluate(at: p, in: back)
            let left = try #require(s.layer(named: "door-left"))
            let inside = try #require(s.layer(named: "inside"))
            // The doors show the screen returned to.
            #expect(left.content.swapped == .snapshot(.screen(.from), contentsRect: left.contentsRect!))
            #expect(inside.content == .snapshot(.screen(.from)))
            #expect(left.position.x > lastLeft)
            #expect(inside.transform.m11 < lastScale)
            lastLeft = left.position.x
            lastScale = inside.transform.m11
        }
        #expect(lastScale > effect.startScale)
        #expect(effect.evaluate(at: 1, in: back) == .showing(.to, in: back))
    }

    @Test func theDoorsShadowIsGoneAtBothEnds() throws {
        let near0 = try #require(effect.evaluate(at: 0.001, in: coolPhone).layer(named: "door-left")?.shadow)
        let mid = try #require(effect.evaluate(at: 0.5, in: coolPhone).layer(named: "door-left")?.shadow)
        #expect(near0.opacity < 0.01 && mid.opacity > 0.3)
    }
}

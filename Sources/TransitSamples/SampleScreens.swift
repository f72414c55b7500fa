import TransitCore
import TransitRender

/// Two built-in screens drawn procedurally, for trying and testing effects without screenshots:
/// a cool blue-grey **list** (the from-screen) and a warm cream **detail** page (the to-screen).
///
/// They share one element, `"hero"`: the first row's thumbnail on the list (corner radius 8)
/// becomes the detail page's hero image (corner radius 0). Both show the same landscape, so a
/// shared-element move looks right. The layout is proportional to the size, so any size and scale
/// work; drawing is deterministic.
///
/// ```swift
/// let pair = SampleScreens.make(size: Size(width: 390, height: 844), scale: 3)
/// let frame = Renderer().render(effect.evaluate(at: 0.5, in: pair.context()), snapshots: pair.snapshots)
/// ```
public enum SampleScreens {
    /// The id of the shared element: the list's first thumbnail and the detail's hero image.
    public static let heroID = "hero"

    /// Draws the list and detail screens, their backdrops and the hero element on each.
    ///
    /// - Parameters:
    ///   - size: The screen size in points.
    ///   - scale: Pixels per point; the bitmaps are `size × scale` pixels, rounded.
    /// - Complexity: O(pixels); about 30 ms at 390 × 844 @3x in a release build.
    public static func make(size: Size = Size(width: 390, height: 844), scale: Double = 2) -> SamplePair {
        precondition(size.width > 0 && size.height > 0 && scale > 0, "sample screens need a positive size and scale")
        let list = ListScreen(size: size, scale: scale)
        let detail = DetailScreen(size: size, scale: scale)
        let hero = hero(list: list, detail: detail)
        let listHero = Landscape.draw(size: list.heroFrame.size, scale: scale)
        let detailHero = Landscape.draw(size: detail.heroFrame.size, scale: scale)
        let listBackdrop = list.drawBackdrop()
        let detailBackdrop = detail.drawBackdrop()

        var from = Canvas(bitmap: listBackdrop, scale: scale)
        from.draw(listHero, at: hero.fromFrame.origin, cornerRadius: hero.fromCornerRadius)
        var to = Canvas(bitmap: detailBackdrop, scale: scale)
        to.draw(detailHero, at: hero.toFrame.origin, cornerRadius: hero.toCornerRadius)

        let snapshots = SnapshotSet(
            from: from.bitmap, to: to.bitmap, scale: scale, sharedElements: [hero],
            backdrops: [.from: listBackdrop, .to: detailBackdrop],
            elements: [.element(heroID, .from): listHero, .element(heroID, .to): detailHero])
        return SamplePair(size: size, snapshots: snapshots, sharedElements: [hero])
    }

    /// The hero element as `make` lays it out (list thumbnail to detail image), without drawing
    /// a pixel: for a scene's context at any size.
    ///
    /// ```swift
    /// let context = TransitionContext(size: size, scale: 2, sharedElements: [SampleScreens.hero(size: size, scale: 2)])
    /// ```
    /// - Complexity: O(1).
    public static func hero(size: Size, scale: Double) -> SharedElement {
        hero(list: ListScreen(size: size, scale: scale), detail: DetailScreen(size: size, scale: scale))
    }

    private static func hero(list: ListScreen, detail: DetailScreen) -> SharedElement {
        SharedElement(
            id: heroID, fromFrame: list.heroFrame, toFrame: detail.heroFrame,
            fromCornerRadius: list.heroCornerRadius, toCornerRadius: 0)
    }
}

/// The sample screens with everything an effect needs to run between them.
///
/// The snapshots' from-screen is the list and their to-screen the detail page (a push). For the
/// pop, use `swapped`, whose from-screen is the detail page.
///
/// ```swift
/// let push = SampleScreens.make()
/// let pop = push.swapped
/// let scene = effect.evaluate(at: 0.3, in: pop.context(direction: .back))
/// ```
public struct SamplePair: Sendable {
    /// The screen size in points.
    public var size: Size
    /// The two screens, their backdrops (shared element hidden) and the element images.
    public var snapshots: SnapshotSet
    /// The hero element, with its frames on the snapshots' from- and to-screens.
    public var sharedElements: [SharedElement]

    public init(size: Size, snapshots: SnapshotSet, sharedElements: [SharedElement]) {
        self.size = size
        self.snapshots = snapshots
        self.sharedElements = sharedElements
    }

    /// A transition context for these screens: their size, scale and shared elements.
    ///
    /// The shared elements are given as they lie on the snapshots' from- and to-screens, whatever
    /// the direction.
    public func context(direction: Direction = .forward, touchPoint: Point? = nil) -> TransitionContext {
        TransitionContext(
            size: size, scale: snapshots.scale, direction: direction, touchPoint: touchPoint,
            sharedElements: sharedElements)
    }

    /// The same screens the other way round: from-screen and to-screen exchanged, with their
    /// backdrops, element images and element frames.
    public var swapped: SamplePair {
        SamplePair(size: size, snapshots: snapshots.swapped, sharedElements: sharedElements.map(\.swapped))
    }
}

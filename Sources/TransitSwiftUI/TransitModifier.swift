#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore

    /// The modifier SwiftUI animates for an in-view transition: its animatable value runs from 0 (the
    /// view absent) to 1 (in place), and each frame draws the core's pose of the view: the projection
    /// as a geometry effect, opacity, mask and rounded corners as one mask, the shadow behind.
    struct TransitModifier: ViewModifier, Animatable {
        let transition: InViewTransition
        let role: InViewTransition.Role
        var value: Double
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection

        nonisolated init(_ transition: InViewTransition, _ role: InViewTransition.Role, value: Double) {
            self.transition = transition
            self.role = role
            self.value = value
        }

        nonisolated var animatableData: Double {
            get { value }
            set { value = newValue }
        }

        func body(content: Self.Content) -> some View {
            let source = PoseSource(
                transition: transition, role: role, value: value,
                motion: MotionPreferences(reduceMotion: reduceMotion),
                layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            content
                .mask(alignment: .topLeading) {
                    GeometryReader { proxy in
                        let size = TransitCore.Size(proxy.size)
                        let pose = source.pose(in: proxy.size)
                        let region = pose.visibleRegion(in: size)
                        SwiftUI.Path(region.path)
                            .fill(
                                SwiftUI.Color.black.opacity(pose.opacity),
                                style: FillStyle(eoFill: region.fillRule == .evenOdd)
                            )
                            .clipShape(SwiftUI.Path(pose.cornerClip(in: size)))
                    }
                }
                .background(alignment: .topLeading) {
                    GeometryReader { proxy in
                        let size = TransitCore.Size(proxy.size)
                        let pose = source.pose(in: proxy.size)
                        if let shadow = pose.shadow {
                            SwiftUI.Path(pose.outline(in: size))
                                .fill(SwiftUI.Color(shadow.color).opacity(shadow.opacity * pose.opacity))
                                .clipShape(SwiftUI.Path(pose.visibleRegion(in: size).path))
                                .offset(x: shadow.offset.dx, y: shadow.offset.dy)
                                .blur(radius: shadow.radius)
                        }
                    }
                }
                .modifier(PoseProjection(source: source))
        }
    }

    /// The pose's projection, applied with the size SwiftUI measured for the view. Its value comes
    /// from the enclosing `TransitModifier`, so it has nothing of its own to animate.
    struct PoseProjection: GeometryEffect {
        let source: PoseSource

        nonisolated var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }

        nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(source.pose(in: size).projection)
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore

    // Value conversions between the core's geometry and SwiftUI's. No maths beyond copying numbers:
    // both use points, y down, and row vectors. The core's `Size` is written `TransitCore.Size`: SwiftUI
    // brings Darwin's MacTypes `Size` (through Foundation), so the bare name is ambiguous on iOS.

    extension TransitCore.Size {
        init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
    }

    extension SwiftUI.Path {
        init(_ path: TransitCore.Path) {
            self.init()
            for element in path.elements {
                switch element {
                case .move(let a): move(to: CGPoint(x: a.x, y: a.y))
                case .line(let a): addLine(to: CGPoint(x: a.x, y: a.y))
                case .quad(let c, let a): addQuadCurve(to: CGPoint(x: a.x, y: a.y), control: CGPoint(x: c.x, y: c.y))
                case .cubic(let c1, let c2, let a):
                    addCurve(
                        to: CGPoint(x: a.x, y: a.y), control1: CGPoint(x: c1.x, y: c1.y),
                        control2: CGPoint(x: c2.x, y: c2.y))
                case .close: closeSubpath()
                }
            }
        }
    }

    extension ProjectionTransform {
        init(_ p: Projection) {
            self.init()
            m11 = p.m11
            m12 = p.m12
            m13 = p.m13
            m21 = p.m21
            m22 = p.m22
            m23 = p.m23
            m31 = p.m31
            m32 = p.m32
            m33 = p.m33
        }
    }

    /// SwiftUI's colours go to an effect as they are (`.scanning(color: .red)` in a SwiftUI file
    /// means SwiftUI's red), through `UIColor(_:)` (iOS 14) and the core's extended-sRGB mapping.
    extension SwiftUI.Color: ColorConvertible {
        init(_ c: TransitCore.Color) { self.init(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha) }
        public var transitColor: TransitCore.Color? { UIColor(self).transitColor }
    }

    /// SwiftUI's angles go to an effect as they are: `.pageCurl(angle: Angle.degrees(30))`.
    extension SwiftUI.Angle: AngleConvertible {
        public var transitAngle: TransitCore.Angle { .radians(radians) }
    }

    /// SwiftUI's edges go to an effect as they are: `.slide(from: Edge.leading)` (its four edges
    /// are TransitCore's layout-relative ones: `leading` and `trailing` mirror right to left).
    extension SwiftUI.Edge: EdgeConvertible {
        public var transitEdge: TransitCore.Edge {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
        }
    }
#endif

import TransitCore
import TransitRender

/// Scenes as JSON, in the documented schema `docs/scene.schema.json` (version
/// `SceneJSON.version`), so other tools can consume transitions.
///
/// Lengths are points, colours are `[red, green, blue, alpha]` in sRGB with straight alpha
/// (0...1), a transform is its 16 numbers in Core Animation's order (`m11, m12, ..., m44`, row
/// vectors: the same order CSS `matrix3d()` takes), a mask is SVG path data in the layer's own
/// coordinates, and snapshots are named (`screen.from`, `backdrop.to`, `element.from.ID`).
/// Layers keep the scene's list order; Core Animation's drawing order is by `zPosition`, ties in
/// list order (`Scene.drawingOrder`).
///
/// ```swift
/// let json = SceneJSON.scene(effect.evaluate(at: 0.5, in: context))
/// // {"size":[390,844],"background":[0,0,0,1],"eyeDistance":null,"layers":[...]}
/// ```
public enum SceneJSON {
    /// The schema's version; it changes when a field changes meaning or goes away.
    public static let version = 1
    /// The value of the `format` field of every document.
    public static let format = "transit-scene"

    /// One scene as a JSON object.
    public static func scene(_ scene: Scene) -> String {
        var json = JSONText()
        write(scene, into: &json)
        return json.text
    }

    /// A document: the envelope (`format`, `version`, effect, direction, duration) and its frames.
    public static func document(_ clip: SceneClip) -> String {
        var json = JSONText()
        json.object { o in
            o.string("format", format)
            o.number("version", Double(version))
            o.string("effect", clip.effect)
            o.string("direction", clip.direction.rawValue)
            o.numbers("size", [clip.size.width, clip.size.height])
            o.number("duration", clip.duration)
            o.field("frames") { j in
                j.array(clip.frames) { j, frame in
                    j.object { f in
                        if let time = frame.time { f.number("time", time) }
                        if let fraction = frame.fraction { f.number("fraction", fraction) }
                        f.number("progress", frame.progress)
                        f.field("scene") { write(frame.scene, into: &$0) }
                    }
                }
            }
        }
        return json.text
    }

    /// The name a snapshot goes by in the JSON and in a page's image table.
    public static func name(of snapshot: Snapshot) -> String {
        switch snapshot {
        case .screen(let side): "screen.\(side.rawValue)"
        case .backdrop(let side): "backdrop.\(side.rawValue)"
        case .element(let id, let side): "element.\(side.rawValue).\(id)"
        }
    }

    /// SVG path data (`M x y L ... Q ... C ... Z`), as CSS `clip-path: path()` reads it.
    public static func pathData(_ path: Path) -> String {
        var parts: [String] = []
        func p(_ pt: Point) -> String { JSONText.format(pt.x) + " " + JSONText.format(pt.y) }
        for e in path.elements {
            switch e {
            case .move(let a): parts.append("M" + p(a))
            case .line(let a): parts.append("L" + p(a))
            case .quad(let c, let a): parts.append("Q" + p(c) + " " + p(a))
            case .cubic(let c1, let c2, let a): parts.append("C" + p(c1) + " " + p(c2) + " " + p(a))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func write(_ scene: Scene, into json: inout JSONText) {
        json.object { o in
            o.numbers("size", [scene.size.width, scene.size.height])
            o.numbers("background", rgba(scene.background))
            o.field("eyeDistance") { j in
                if let d = scene.eyeDistance, d > 0 { j.number(d) } else { j.null() }
            }
            o.field("layers") { j in j.array(scene.layers) { write($1, into: &$0) } }
        }
    }

    private static func write(_ layer: Layer, into json: inout JSONText) {
        json.object { o in
            o.string("id", layer.id)
            o.field("content") { write(layer.content, into: &$0) }
            o.numbers("bounds", [layer.bounds.width, layer.bounds.height])
            o.numbers("position", [layer.position.x, layer.position.y])
            o.numbers("anchorPoint", [layer.anchorPoint.x, layer.anchorPoint.y])
            o.numbers("transform", numbers(layer.transform))
            o.number("zPosition", layer.zPosition)
            o.bool("isDoubleSided", layer.isDoubleSided)
            o.number("opacity", layer.opacity)
            o.number("cornerRadius", layer.cornerRadius)
            if let mask = layer.mask {
                o.field("mask") { j in
                    j.object { m in
                        m.string("path", pathData(mask.path))
                        m.string("fillRule", mask.fillRule.rawValue)
                    }
                }
            }
            if let shadow = layer.shadow {
                o.field("shadow") { j in
                    j.object { s in
                        s.numbers("color", rgba(shadow.color))
                        s.number("opacity", shadow.opacity)
                        s.numbers("offset", [shadow.offset.dx, shadow.offset.dy])
                        s.number("radius", shadow.radius)
                    }
                }
            }
        }
    }

    private static func write(_ content: Content, into json: inout JSONText) {
        json.object { o in
            switch content {
            case .snapshot(let s, let r):
                o.string("type", "snapshot")
                o.string("snapshot", name(of: s))
                o.numbers("contentsRect", [r.minX, r.minY, r.width, r.height])
            case .color(let c):
                o.string("type", "color")
                o.numbers("color", rgba(c))
            case .gradient(let g):
                o.string("type", "gradient")
                o.field("stops") { j in
                    j.array(g.stops) { j, stop in
                        j.object { s in
                            s.number("location", stop.location)
                            s.numbers("color", rgba(stop.color))
                        }
                    }
                }
                o.numbers("start", [g.start.x, g.start.y])
                o.numbers("end", [g.end.x, g.end.y])
            case .pixelTransition(let t):
                o.string("type", "pixelTransition")
                o.string("kernel", t.kernel.name)
                o.number("progress", t.progress)
                o.bool("isReversed", t.isReversed)
            case .blurredBackdrop(let b):
                o.string("type", "blurredBackdrop")
                o.number("radius", b.radius)
                o.numbers("tint", rgba(b.tint))
            case .none:
                o.string("type", "none")
            }
        }
    }

    private static func rgba(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    /// The 16 numbers of a transform in Core Animation's order.
    static func numbers(_ t: Transform3D) -> [Double] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
    }
}

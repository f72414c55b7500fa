import Foundation
import TransitCore
import TransitRender

/// One self-contained HTML page on which a transition plays as DOM layers with CSS, at the
/// browser's frame rate: forward and back, looping, scrubbed by dragging on the screen or along a
/// bar. Screens and scene data are inlined, so the page works opened from `file://`.
///
/// The scenes are sampled by `SceneClip.forPage` (at least 120 a second, every tenth of the run
/// exactly, eased by the effect's own timing) and interpolated linearly in between. The live page
/// scales the screen down to fit the window with its controls below it, never enlarging; `#scale=1`
/// keeps one CSS pixel per image pixel. Opening the page with `#t=T` (0...1, a fraction of the run
/// time) shows that instant still, at the top-left corner of the viewport, one CSS pixel per image
/// pixel, with no controls: a headless screenshot of a viewport of the screen's pixel size is
/// comparable pixel for pixel with the CPU frame at T.
///
/// Pixel transitions (the Core Image family) have no CSS equivalent: their page shows frames
/// rendered on the CPU (`10 × ⌈3 × duration⌉` WebP stills, every tenth included) and says so.
///
/// ```swift
/// let html = try ScenePage.html(effect: effect, context: context, snapshots: snapshots)
/// ```
public enum ScenePage {
    /// The page for `effect` between `snapshots`, in `context` (its direction decides the timing).
    ///
    /// - Parameters:
    ///   - timing: The run's timing (default: the effect's own for the direction).
    ///   - duration: The run time (default: the timing's).
    ///   - title: The page title and caption (default: the effect's name and direction).
    /// - Throws: `ImageError` when an image cannot be encoded.
    public static func html(
        effect: any Effect, context: TransitionContext, snapshots: SnapshotSet, timing: Timing? = nil,
        duration: Double? = nil, title: String? = nil, renderer: Renderer = Renderer()
    ) throws(ImageError) -> String {
        let caption = title ?? "\(effect.name) (\(context.direction.rawValue))"
        var clip = SceneClip.forPage(effect: effect, context: context, timing: timing, duration: duration)
        var images: [(String, String)] = []
        var stills: [String]?
        if clip.hasPixelContent {
            let length = clip.duration
            clip = SceneClip(
                effect: effect, context: context,
                fps: Double(10 * max(1, Int((3 * length).rounded(.up)))) / max(length, 1e-6), timing: timing,
                duration: length)
            var urls: [String] = []
            for frame in clip.frames {
                let bitmap = renderer.render(frame.scene, snapshots: snapshots)
                urls.append(dataURL(try ImageIO.encodeWebP(bitmap, quality: 80), type: "image/webp"))
            }
            stills = urls
        } else {
            var seen = Set<String>()
            for frame in clip.frames {
                for layer in frame.scene.layers {
                    guard case .snapshot(let s, _) = layer.content else { continue }
                    let name = SceneJSON.name(of: s)
                    guard !seen.contains(name), let bitmap = snapshots.bitmap(for: s) else { continue }
                    seen.insert(name)
                    images.append((name, dataURL(try ImageIO.encodePNG(bitmap), type: "image/png")))
                }
            }
        }
        var data = JSONText()
        data.object { o in
            o.string("title", caption)
            o.number("scale", snapshots.scale)
            o.field("clip") { $0.raw(SceneJSON.document(clip)) }
            o.field("images") { j in
                j.object { m in for (name, url) in images { m.string(name, url) } }
            }
            o.field("stills") { j in
                if let stills { j.array(stills) { $0.string($1) } } else { j.null() }
            }
        }
        let pixelNote =
            stills == nil
            ? ""
            : "<div class=\"note\" id=\"pixel-note\">A Core Image transition: CSS has no equivalent, so these are "
                + "frames rendered on the CPU by Transit's renderer, not live layers.</div>"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapeHTML(caption))</title>
            <style>
            \(ScenePlayerScript.style)
            </style>
            </head>
            <body>
            <div id="stage"><div id="world"></div><img id="still" alt="\(escapeHTML(caption))"></div>
            <div id="controls">
            <div><strong>\(escapeHTML(caption))</strong> <span id="label"></span></div>
            <input type="range" id="bar" min="0" max="1000" value="0" aria-label="progress through the run">
            <button id="back" type="button">◀ Back</button><button id="forward" type="button">▶ Forward</button>
            <label><input type="checkbox" id="loop"> loop</label>
            <div class="note">Drag on the screen or along the bar to scrub. Add #t=0.5 to the address to \
            show one instant still, #scale=1 for one CSS pixel per image pixel.</div>
            \(pixelNote)
            </div>
            <script type="application/json" id="transit-data">\(data.text)</script>
            <script>
            \(ScenePlayerScript.script)
            </script>
            </body>
            </html>

            """
    }

    /// Writes a page to a temporary name beside `path` and renames it into place.
    public static func write(_ html: String, to path: String) throws(ImageError) {
        try ImageIO.writeFileAtomically(Array(html.utf8), to: path)
    }

    private static func dataURL(_ bytes: [UInt8], type: String) -> String {
        "data:\(type);base64," + Data(bytes).base64EncodedString()
    }

    /// Text with `&`, `<`, `>` and `"` escaped for HTML.
    static func escapeHTML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

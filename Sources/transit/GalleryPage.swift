import TransitCore

/// The gallery's `index.html`: a grid with a card per effect showing its forward and back clips,
/// its name, summary and parameters from the catalogue, and the commands that reproduce each clip.
///
/// The page is self-contained: inline CSS, no script, no network; images and the live pages
/// (one self-contained HTML file per clip, shown in frames) are relative paths, so it works
/// opened from disk. Each clip is a `<picture>` whose poster PNG replaces the animation
/// for readers who ask for reduced motion.
///
/// ```swift
/// let html = GalleryPage(entries: [.init(descriptor: Fade.descriptor)], clipSize: (390, 844),
///                        commandOptions: "--scale 1 --fps 30").html
/// ```
struct GalleryPage {
    /// One effect's card.
    struct Entry {
        var descriptor: EffectDescriptor
    }

    var entries: [Entry]
    /// The clips' pixel size, for the `<img>` width and height attributes (halved on the page).
    var clipSize: (width: Int, height: Int)
    /// The options after the effect name that `render` needs to reproduce a clip exactly.
    var commandOptions: String

    /// The file names of an effect's clip and poster in one direction.
    static func clipName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).webp" }
    static func posterName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).png" }
    /// The live page (`render --out page.html`) of an effect in one direction.
    static func pageName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).html" }

    /// The command that writes one clip.
    func command(_ effect: String, _ direction: Direction) -> String {
        "transit render \(effect)" + (direction == .back ? " --back" : "")
            + " \(commandOptions) --out \(Self.clipName(effect, direction))"
    }

    var html: String {
        let cards = entries.map(card).joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Transit gallery</title>
            <style>
            body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f4f6; color: #1c1c1e; }
            h1 { margin: 0 0 4px; } p.lead { margin: 0 0 24px; color: #555; }
            main { display: grid; grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); gap: 20px; }
            article { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
            h2 { margin: 0; font-size: 19px; font-family: ui-monospace, monospace; }
            .clips { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0; }
            .live .frame { overflow: hidden; border-radius: 8px; background: #ddd; }
            .live iframe { border: 0; transform: scale(0.5); transform-origin: 0 0; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #666; text-align: center; }
            img { display: block; width: \(clipSize.width / 2)px; height: auto; border-radius: 8px; background: #ddd; }
            table { border-collapse: collapse; width: 100%; font-size: 13px; margin: 8px 0; }
            td { border-top: 1px solid #eee; padding: 4px 6px 4px 0; vertical-align: top; }
            code, pre { font-family: ui-monospace, monospace; font-size: 12px; }
            pre { background: #f4f4f6; padding: 8px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: break-word; margin: 4px 0 0; }
            </style>
            </head>
            <body>
            <h1>Transit gallery</h1>
            <p class="lead">Every effect in the catalogue with its default parameters, forward (list to detail) and back \
            (detail to list), rendered by <code>transit gallery</code> on the built-in sample screens.</p>
            <main>
            \(cards)
            </main>
            </body>
            </html>

            """
    }

    private func card(_ entry: Entry) -> String {
        let d = entry.descriptor
        let clips =
            Direction.allCases.map { direction in
                """
                  <figure>
                    <picture>
                      <source srcset="\(escape(Self.posterName(d.name, direction)))" media="(prefers-reduced-motion: reduce)">
                      <img src="\(escape(Self.clipName(d.name, direction)))" width="\(clipSize.width)" height="\(clipSize.height)" \
                alt="\(escape(d.name)) \(direction.rawValue)">
                    </picture>
                    <figcaption>\(direction.rawValue)</figcaption>
                  </figure>
                """
            }.joined(separator: "\n") + "\n" + livePlayers(d.name)
        let rows = d.parameters.map { p in
            let fallback = p.defaultValue.map { "default <code>\(escape($0.description))</code>" } ?? "no fixed default"
            return
                "    <tr><td><code>\(escape(p.name))</code></td><td>\(escape(p.kind.allowed)); \(fallback)<br>\(escape(p.documentation))</td></tr>"
        }
        let table =
            rows.isEmpty ? "  <p>No parameters.</p>" : "  <table>\n" + rows.joined(separator: "\n") + "\n  </table>"
        let commands = Direction.allCases.map { escape(command(d.name, $0)) }.joined(separator: "\n")
        return """
            <article id="\(escape(d.name))">
              <h2>\(escape(d.name))</h2>
              <p>\(escape(d.summary))</p>
              <div class="clips">
            \(clips)
              </div>
            \(table)
              <pre>\(commands)</pre>
            </article>
            """
    }

    /// The live pages, forward and back, at half size: CSS layers to scrub by dragging.
    private func livePlayers(_ name: String) -> String {
        let w = clipSize.width
        let h = clipSize.height + 120
        return Direction.allCases.map { direction in
            """
              <figure class="live">
                <div class="frame" style="width: \(w / 2)px; height: \(h / 2)px">
                  <iframe src="\(escape(Self.pageName(name, direction)))" width="\(w)" height="\(h)" loading="lazy" \
            title="\(escape(name)) \(direction.rawValue), live"></iframe>
                </div>
                <figcaption>\(direction.rawValue), live: drag to scrub</figcaption>
              </figure>
            """
        }.joined(separator: "\n")
    }

    /// Text safe inside HTML elements and double-quoted attributes.
    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

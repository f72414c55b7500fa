import Foundation
import TransitCore

/// The gallery's `index.html`: a grid with a card per effect showing its forward and back clips,
/// its name, summary and parameters from the catalogue, and the commands that reproduce each clip.
///
/// The page is self-contained: inline CSS and a small inline script, no network; images and the
/// live pages (one self-contained HTML file per clip, shown in frames at one CSS pixel per image
/// pixel, `#scale=1`) are relative paths, so it works opened from disk. Each clip is a `<picture>`
/// whose poster PNG replaces the animation for readers who ask for reduced motion. A table of
/// contents links every card; a search box (name, summary, parameters) and tag buttons
/// (`Entry.tags`, read off each effect's scenes) filter the cards, and without script every card shows.
///
/// ```swift
/// let html = GalleryPage(entries: [.init(descriptor: Fade.descriptor)], clipSize: (390, 844),
///                        commandOptions: [.forward: "--scale 1 --fps 30", .back: "--scale 1 --fps 30"]).html
/// ```
struct GalleryPage {
    /// One effect's card.
    struct Entry {
        var descriptor: EffectDescriptor
        /// What kind of effect it is, for the filters: read off its scenes (`tags(of:in:)`).
        var tags: [String] = []

        init(descriptor: EffectDescriptor, tags: [String] = []) {
            self.descriptor = descriptor
            self.tags = tags
        }

        /// An entry with the tags of the effect `descriptor` builds with its defaults, in `context`.
        init(descriptor: EffectDescriptor, taggedIn context: TransitionContext) {
            self.init(descriptor: descriptor, tags: Self.tags(of: descriptor.make(ParameterValues()), in: context))
        }

        /// The filter tags, from the effect's scenes across the run (forward), in a fixed order:
        /// `pixel` (a Core Image-style kernel draws it), `3d` (a layer turns out of the screen's
        /// plane), `mask` (a layer is cut by a shape), `pieces` (a screen is drawn in more than two
        /// parts), `own-back` (going back is not forward reversed).
        static func tags(of effect: any Effect, in context: TransitionContext) -> [String] {
            let scenes = stride(from: 0.1, through: 0.9, by: 0.2).map { effect.evaluate(at: $0, in: context) }
            let layers = scenes.flatMap(\.layers)
            let pixel = layers.contains { if case .pixelTransition = $0.content { true } else { false } }
            let turned = layers.contains { l in
                let t = l.transform
                return abs(t.m13) > 1e-9 || abs(t.m23) > 1e-9 || abs(t.m31) > 1e-9 || abs(t.m32) > 1e-9
            }
            let masked = layers.contains { $0.mask != nil }
            let pieces = scenes.contains { scene in
                scene.layers.filter { if case .snapshot = $0.content { true } else { false } }.count > 2
            }
            return [
                (pixel, "pixel"), (turned, "3d"), (masked, "mask"), (pieces, "pieces"),
                (effect.hasOwnBackVariant, "own-back"),
            ].filter(\.0).map(\.1)
        }
    }

    /// Every tag a filter button offers, in order, with its label.
    static let tagLabels = [
        ("3d", "3D"), ("mask", "masks"), ("pieces", "pieces"), ("pixel", "pixel kernels"),
        ("own-back", "own back"),
    ]

    var entries: [Entry]
    /// The clips' pixel size, for the `<img>` width and height attributes (halved on the page).
    var clipSize: (width: Int, height: Int)
    /// The options after the effect name that `render` needs to reproduce a clip exactly, per
    /// direction (with two images, the back clip's are exchanged).
    var commandOptions: [Direction: String]
    /// What the clips are drawn on, when not the built-in sample screens.
    var screensCaption: String? = nil

    /// The file names of an effect's clip and poster in one direction.
    static func clipName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).webp" }
    static func posterName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).png" }
    /// The live page (`render --out page.html`) of an effect in one direction.
    static func pageName(_ effect: String, _ direction: Direction) -> String { "\(effect)-\(direction.rawValue).html" }

    /// The command that writes one clip.
    func command(_ effect: String, _ direction: Direction) -> String {
        "transit render \(effect)" + (direction == .back ? " --back" : "")
            + " \(commandOptions[direction] ?? "") --out \(Self.clipName(effect, direction))"
    }

    var html: String {
        let cards = entries.map(card).joined(separator: "\n")
        let contents = entries.map { e in
            "<a href=\"#\(escape(e.descriptor.name))\">\(escape(e.descriptor.name))</a>"
        }.joined(separator: "\n")
        let buttons = Self.tagLabels.filter { tag in entries.contains { $0.tags.contains(tag.0) } }.map {
            "<button type=\"button\" data-tag=\"\($0.0)\" aria-pressed=\"false\">\(escape($0.1))</button>"
        }.joined(separator: "\n")
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
            nav { position: sticky; top: 0; z-index: 1; background: #f4f4f6; padding: 8px 0 12px; margin-bottom: 12px; }
            nav .toc { display: flex; flex-wrap: wrap; gap: 4px 10px; font-family: ui-monospace, monospace; font-size: 13px; }
            nav .toc a { color: #0a58ca; text-decoration: none; } nav .toc a.hidden { display: none; }
            nav .filters { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 8px; }
            nav input { font: inherit; padding: 4px 8px; width: 16em; }
            nav button { font: inherit; font-size: 13px; border: 1px solid #bbb; border-radius: 12px; background: #fff; padding: 2px 10px; }
            nav button[aria-pressed=true] { background: #1c1c1e; color: #fff; border-color: #1c1c1e; }
            .tags { font-size: 12px; color: #666; }
            article.hidden { display: none; }
            </style>
            </head>
            <body>
            <h1>Transit gallery</h1>
            <p class="lead">Every effect in the catalogue with its default parameters, forward (list to detail) and back \
            (detail to list), rendered by <code>transit gallery</code> on \(escape(screensCaption ?? "the built-in sample screens")).</p>
            <nav aria-label="effects">
            <div class="filters">
            <input type="search" id="filter" placeholder="Filter: name, words, parameter" aria-label="filter the effects">
            \(buttons)
            <span id="count"></span>
            </div>
            <div class="toc">
            \(contents)
            </div>
            </nav>
            <main>
            \(cards)
            </main>
            <script>
            \(Self.filterScript)
            </script>
            </body>
            </html>

            """
    }

    /// Shows the cards (and contents links) whose text holds every word typed and that carry
    /// every pressed tag.
    static let filterScript = #"""
        "use strict";
        const cards = [...document.querySelectorAll("main article")];
        const links = [...document.querySelectorAll("nav .toc a")];
        const input = document.getElementById("filter"), count = document.getElementById("count");
        const pressed = new Set();
        function apply() {
          const words = input.value.toLowerCase().split(/\s+/).filter(w => w);
          let shown = 0;
          cards.forEach((card, i) => {
            const text = card.dataset.text, tags = card.dataset.tags.split(" ");
            const on = words.every(w => text.includes(w)) && [...pressed].every(t => tags.includes(t));
            card.classList.toggle("hidden", !on);
            links[i].classList.toggle("hidden", !on);
            if (on) shown += 1;
          });
          count.textContent = shown === cards.length ? "" : shown + " of " + cards.length;
        }
        input.addEventListener("input", apply);
        document.querySelectorAll("nav button[data-tag]").forEach(b => b.addEventListener("click", () => {
          const tag = b.dataset.tag;
          if (pressed.has(tag)) pressed.delete(tag); else pressed.add(tag);
          b.setAttribute("aria-pressed", pressed.has(tag) ? "true" : "false");
          apply();
        }));
        window.transitFilter = (text, tags) => {
          input.value = text; pressed.clear(); (tags || []).forEach(t => pressed.add(t)); apply();
          return cards.filter(c => !c.classList.contains("hidden")).map(c => c.id);
        };
        """#

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
        let text = ([d.name, d.summary] + d.parameters.map(\.name)).joined(separator: " ").lowercased()
        let tagLine =
            entry.tags.isEmpty
            ? "" : "\n  <p class=\"tags\">" + entry.tags.map { escape($0) }.joined(separator: " · ") + "</p>"
        return """
            <article id="\(escape(d.name))" data-text="\(escape(text))" data-tags="\(escape(entry.tags.joined(separator: " ")))">
              <h2>\(escape(d.name))</h2>
              <p>\(escape(d.summary))</p>\(tagLine)
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
                  <iframe src="\(escape(Self.pageName(name, direction)))#scale=1" width="\(w)" height="\(h)" loading="lazy" \
            title="\(escape(name)) \(direction.rawValue), live"></iframe>
                </div>
                <figcaption>\(direction.rawValue), live: drag to scrub</figcaption>
              </figure>
            """
        }.joined(separator: "\n")
    }

    /// A path as a POSIX shell reads it back: as it is when it holds only safe characters, else in
    /// single quotes (a quote inside written `'\''`).
    static func shellQuoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { c in
            c.properties.isAlphabetic && c.isASCII || ("0"..."9").contains(c) || "/._-+,:@%".unicodeScalars.contains(c)
        }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
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

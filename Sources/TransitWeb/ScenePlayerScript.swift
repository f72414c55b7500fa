/// The script and style a live page carries inline (a page opened from `file://` cannot fetch
/// side files). The script reads the page's data (`<script id="transit-data">`), builds one
/// absolutely positioned element per layer and sets its CSS from the scene at the current instant.
///
/// The CSS mapping of a layer, flat as Core Animation draws siblings (no `preserve-3d`): a box of
/// the layer's bounds at the container's origin with `transform: translate3d(position, zPosition)
/// matrix3d(the 16 numbers in Core Animation's order) translate(-anchorPoint × bounds)` about its
/// top-left corner (the layer's `containerTransform`; a box placed with `left`/`top` would be
/// snapped to whole pixels), the scene's `eyeDistance` as `perspective` on the container (about its
/// centre, like a `sublayerTransform` with `m34 = -1/d`), elements in `Scene.drawingOrder`,
/// `backface-visibility: hidden` for single-sided layers, `opacity`, `border-radius`, the mask as
/// `clip-path: path()`, the shadow as `filter: drop-shadow()` on an outer element (so the clip does
/// not cut it off) with `shadowRadius / 2` (Chromium takes that length as the Gaussian's standard
/// deviation), a snapshot's `contentsRect` as `background-size` and `background-position`.
enum ScenePlayerScript {
    static let style = #"""
        html, body { margin: 0; padding: 0; background: #fff; }
        body { font: 13px/1.4 -apple-system, system-ui, sans-serif; color: #222; }
        #stage { position: absolute; left: 0; top: 0; overflow: hidden; touch-action: none; cursor: ew-resize;
          transform-origin: 0 0; }
        #world { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
        #world .l { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
        #world .c { position: absolute; left: 0; top: 0; width: 100%; height: 100%; background-repeat: no-repeat; }
        #still { position: absolute; left: 0; top: 0; display: none; }
        #controls { position: absolute; left: 0; padding: 8px; box-sizing: border-box; }
        #controls button { font: inherit; margin-right: 4px; }
        #controls input[type=range] { width: 100%; margin: 8px 0 4px; }
        #controls .note { color: #666; }
        body.frozen #controls { display: none; }
        body.frozen #stage { cursor: default; }
        """#

    static let script = #"""
        "use strict";
        const D = JSON.parse(document.getElementById("transit-data").textContent);
        const clip = D.clip, S = D.scale, W = clip.size[0], H = clip.size[1];
        const N = clip.frames.length - 1;
        const stage = document.getElementById("stage"), world = document.getElementById("world");
        const still = document.getElementById("still"), bar = document.getElementById("bar");
        const label = document.getElementById("label");
        const controls = document.getElementById("controls");
        stage.style.width = W * S + "px";
        stage.style.height = H * S + "px";
        world.style.width = W + "px";
        world.style.height = H + "px";
        if (S !== 1) world.style.transform = "scale(" + S + ")";

        // How many CSS pixels an image pixel takes: the live page fits the screen and its controls
        // in the window (never enlarging); a still (#t=T) and #scale=1 keep one CSS pixel per image
        // pixel, so a screenshot compares pixel for pixel with the CPU frame.
        let fit = 1;
        function hashNumber(name) {
          const m = new RegExp("(?:^#|&)" + name + "=([0-9.]+)").exec(location.hash);
          return m ? +m[1] : null;
        }
        function layout() {
          const exact = hashNumber("t") !== null || hashNumber("scale") === 1;
          const roomW = window.innerWidth - 16, roomH = window.innerHeight - controls.offsetHeight - 8;
          fit = exact ? 1 : Math.min(1, roomW / (W * S), roomH / (H * S));
          if (!(fit > 0.05)) fit = exact ? 1 : 0.05;
          stage.style.transform = fit === 1 ? "" : "scale(" + fit + ")";
          controls.style.top = H * S * fit + "px";
          controls.style.width = Math.max(W * S * fit, 260) + "px";
        }
        window.transitFit = () => fit;
        layout();
        window.addEventListener("resize", layout);
        const css = document.createElement("style");
        css.textContent = Object.keys(D.images).map((name, i) =>
          ".i" + i + "{background-image:url(" + D.images[name] + ")}").join("\n");
        document.head.appendChild(css);
        const imageClass = {};
        Object.keys(D.images).forEach((name, i) => { imageClass[name] = "i" + i; });

        const rgba = c => "rgba(" + [c[0] * 255, c[1] * 255, c[2] * 255].map(v => v.toFixed(2)).join(",")
          + "," + c[3].toFixed(4) + ")";
        const lerp = (a, b, k) => a + (b - a) * k;
        const lerpArray = (a, b, k) => a.map((v, i) => lerp(v, b[i], k));
        const pathNumbers = /-?[0-9.]+(?:e-?[0-9]+)?/g;

        // The scene at fraction t of the run: the sample itself on a sample, otherwise the two
        // neighbours interpolated number by number when they have the same layers and shapes.
        function sceneAt(t) {
          const x = Math.min(Math.max(t, 0), 1) * N, i = Math.min(Math.floor(x + 1e-9), N), k = x - i;
          const a = clip.frames[i].scene;
          if (k < 1e-9 || i >= N) return a;
          const b = clip.frames[i + 1].scene;
          if (a.layers.length !== b.layers.length) return k < 0.5 ? a : b;
          const layers = [];
          for (let j = 0; j < a.layers.length; j++) {
            const m = mix(a.layers[j], b.layers[j], k);
            if (!m) return k < 0.5 ? a : b;
            layers.push(m);
          }
          const eye = a.eyeDistance && b.eyeDistance ? lerp(a.eyeDistance, b.eyeDistance, k)
            : (k < 0.5 ? a.eyeDistance : b.eyeDistance);
          return { size: a.size, background: lerpArray(a.background, b.background, k), eyeDistance: eye, layers };
        }

        function mix(p, q, k) {
          if (p.id !== q.id || p.content.type !== q.content.type || !!p.mask !== !!q.mask
              || !!p.shadow !== !!q.shadow || p.isDoubleSided !== q.isDoubleSided) return null;
          const c = Object.assign({}, k < 0.5 ? p.content : q.content);
          if (c.type === "snapshot") {
            if (p.content.snapshot !== q.content.snapshot) return null;
            c.contentsRect = lerpArray(p.content.contentsRect, q.content.contentsRect, k);
          } else if (c.type === "color") {
            c.color = lerpArray(p.content.color, q.content.color, k);
          }
          const l = {
            id: p.id, content: c, isDoubleSided: p.isDoubleSided,
            bounds: lerpArray(p.bounds, q.bounds, k), position: lerpArray(p.position, q.position, k),
            anchorPoint: lerpArray(p.anchorPoint, q.anchorPoint, k), transform: lerpArray(p.transform, q.transform, k),
            zPosition: lerp(p.zPosition, q.zPosition, k), opacity: lerp(p.opacity, q.opacity, k),
            cornerRadius: lerp(p.cornerRadius, q.cornerRadius, k),
          };
          if (p.mask) {
            const pn = p.mask.path.match(pathNumbers) || [], qn = q.mask.path.match(pathNumbers) || [];
            if (pn.length !== qn.length || p.mask.path.replace(pathNumbers, "") !== q.mask.path.replace(pathNumbers, ""))
              return null;
            let n = 0;
            const path = p.mask.path.replace(pathNumbers, () => {
              const v = lerp(+pn[n], +qn[n], k);
              n++;
              return String(+v.toFixed(4));
            });
            l.mask = { path, fillRule: p.mask.fillRule };
          }
          if (p.shadow) {
            l.shadow = {
              color: lerpArray(p.shadow.color, q.shadow.color, k), opacity: lerp(p.shadow.opacity, q.shadow.opacity, k),
              offset: lerpArray(p.shadow.offset, q.shadow.offset, k), radius: lerp(p.shadow.radius, q.shadow.radius, k),
            };
          }
          return l;
        }

        // CSS gradient stops placed so the gradient runs from `start` to `end` (unit coordinates of the box).
        function gradientCSS(g, w, h) {
          const ax = g.start[0] * w, ay = g.start[1] * h, bx = g.end[0] * w, by = g.end[1] * h;
          let dx = bx - ax, dy = by - ay;
          const len = Math.hypot(dx, dy) || 1;
          dx /= len;
          dy /= len;
          const angle = Math.atan2(dx, -dy), L = Math.abs(w * Math.sin(angle)) + Math.abs(h * Math.cos(angle));
          const at = s => ((ax + s * (bx - ax) - w / 2) * dx + (ay + s * (by - ay) - h / 2) * dy + L / 2);
          const stops = g.stops.map(s => rgba(s.color) + " " + at(s.location).toFixed(3) + "px");
          return "linear-gradient(" + (angle * 180 / Math.PI).toFixed(4) + "deg," + stops.join(",") + ")";
        }

        const elements = new Map();
        function element(id) {
          let e = elements.get(id);
          if (!e) {
            const outer = document.createElement("div"), inner = document.createElement("div");
            outer.className = "l";
            inner.className = "c";
            outer.appendChild(inner);
            e = { outer, inner, key: {} };
            elements.set(id, e);
          }
          return e;
        }
        function set(e, part, prop, value) {
          const k = part + prop;
          if (e.key[k] !== value) {
            e.key[k] = value;
            e[part].style[prop] = value;
          }
        }

        function drawScene(scene) {
          world.style.background = rgba(scene.background);
          world.style.perspective = scene.eyeDistance ? scene.eyeDistance + "px" : "none";
          world.style.perspectiveOrigin = "50% 50%";
          const order = scene.layers.map((l, i) => i)
            .sort((a, b) => scene.layers[a].zPosition - scene.layers[b].zPosition || a - b);
          const seen = new Set();
          let previous = null;
          for (const i of order) {
            const l = scene.layers[i], e = element(l.id);
            seen.add(l.id);
            const w = l.bounds[0], h = l.bounds[1];
            const hidden = !(l.opacity > 0.0005 && w > 0 && h > 0) || l.content.type === "pixelTransition";
            set(e, "outer", "display", hidden ? "none" : "block");
            set(e, "outer", "width", w + "px");
            set(e, "outer", "height", h + "px");
            // The whole placement is in the transform (a box at left/top would be snapped to whole pixels).
            set(e, "outer", "transform", "translate3d(" + l.position[0] + "px," + l.position[1] + "px," + l.zPosition
              + "px) matrix3d(" + l.transform.join(",") + ") translate(" + (-l.anchorPoint[0] * w) + "px,"
              + (-l.anchorPoint[1] * h) + "px)");
            set(e, "outer", "opacity", String(Math.min(1, l.opacity)));
            set(e, "outer", "backfaceVisibility", l.isDoubleSided ? "visible" : "hidden");
            const s = l.shadow;
            set(e, "outer", "filter", s && s.opacity > 0 ? "drop-shadow(" + s.offset[0] + "px " + s.offset[1] + "px "
              + s.radius / 2 + "px " + rgba([s.color[0], s.color[1], s.color[2], s.color[3] * s.opacity]) + ")" : "none");
            set(e, "inner", "borderRadius", l.cornerRadius > 0 ? l.cornerRadius + "px" : "0");
            set(e, "inner", "clipPath", l.mask
              ? "path(" + (l.mask.fillRule === "evenOdd" ? "evenodd, " : "") + JSON.stringify(l.mask.path) + ")" : "none");
            const c = l.content;
            let cls = "c", bg = "none", color = "transparent", size = "auto", pos = "0 0";
            if (c.type === "snapshot" && imageClass[c.snapshot]) {
              cls = "c " + imageClass[c.snapshot];
              const r = c.contentsRect, bw = w / r[2], bh = h / r[3];
              size = bw + "px " + bh + "px";
              pos = (-r[0] * bw) + "px " + (-r[1] * bh) + "px";
            } else if (c.type === "color") {
              color = rgba(c.color);
            } else if (c.type === "gradient") {
              bg = gradientCSS(c, w, h);
            } else if (c.type === "blurredBackdrop") {
              color = rgba(c.tint);  // the blur shows only where no ancestor's opacity starts a backdrop root
            }
            set(e, "inner", "backdropFilter", c.type === "blurredBackdrop" ? "blur(" + c.radius + "px)" : "none");
            if (e.inner.className !== cls) e.inner.className = cls;
            if (cls === "c") {
              set(e, "inner", "backgroundImage", bg);
            } else {
              set(e, "inner", "backgroundImage", "");
            }
            set(e, "inner", "backgroundColor", color);
            set(e, "inner", "backgroundSize", size);
            set(e, "inner", "backgroundPosition", pos);
            const want = previous ? previous.nextSibling : world.firstChild;
            if (want !== e.outer) world.insertBefore(e.outer, want);
            previous = e.outer;
          }
          for (const [id, e] of elements) {
            if (!seen.has(id)) {
              e.outer.remove();
              elements.delete(id);
            }
          }
        }

        let t = 0, direction = 1, playing = false, last = null;
        function show(fraction) {
          t = Math.min(Math.max(fraction, 0), 1);
          if (D.stills) {
            const i = Math.round(t * (D.stills.length - 1));
            if (still.dataset.index !== String(i)) {
              still.dataset.index = String(i);
              still.src = D.stills[i];
            }
          } else {
            drawScene(sceneAt(t));
          }
          if (bar) bar.value = String(Math.round(t * 1000));
          if (label) label.textContent = "t = " + t.toFixed(3) + " of " + clip.duration.toFixed(2) + " s";
        }

        function tick(now) {
          if (!playing) {
            last = null;
            return;
          }
          if (last !== null) {
            let next = t + direction * (now - last) / 1000 / clip.duration;
            if (next > 1 || next < 0) {
              if (document.getElementById("loop").checked) {
                next = direction > 0 ? next - 1 : next + 1;
              } else {
                next = Math.min(Math.max(next, 0), 1);
                playing = false;
                updateButtons();
              }
            }
            show(next);
          }
          last = now;
          requestAnimationFrame(tick);
        }
        function play(dir) {
          direction = dir;
          if ((dir > 0 && t >= 1) || (dir < 0 && t <= 0)) show(dir > 0 ? 0 : 1);
          if (!playing) {
            playing = true;
            requestAnimationFrame(tick);
          }
          updateButtons();
        }
        function pause() {
          playing = false;
          updateButtons();
        }
        function updateButtons() {
          document.getElementById("forward").textContent = playing && direction > 0 ? "❚❚ Pause" : "▶ Forward";
          document.getElementById("back").textContent = playing && direction < 0 ? "❚❚ Pause" : "◀ Back";
        }

        document.getElementById("forward").onclick = () => playing && direction > 0 ? pause() : play(1);
        document.getElementById("back").onclick = () => playing && direction < 0 ? pause() : play(-1);
        bar.oninput = () => {
          pause();
          show(+bar.value / 1000);
        };
        let drag = null;
        stage.addEventListener("pointerdown", ev => {
          if (document.body.classList.contains("frozen")) return;
          pause();
          drag = { x: ev.clientX, t };
          stage.setPointerCapture(ev.pointerId);
        });
        stage.addEventListener("pointermove", ev => {
          if (drag) show(drag.t + (ev.clientX - drag.x) / (W * S * fit));
        });
        stage.addEventListener("pointerup", () => { drag = null; });
        stage.addEventListener("pointercancel", () => { drag = null; });

        const ready = Promise.all(Object.values(D.images).concat(D.stills || []).map(src => {
          const img = new Image();
          img.src = src;
          return img.decode();
        }));
        function fromHash() {
          const t = hashNumber("t");
          if (t !== null) {
            document.body.classList.add("frozen");
            pause();
            show(t);
          } else {
            document.body.classList.remove("frozen");
          }
          layout();
          return t !== null;
        }
        if (D.stills) {
          still.style.display = "block";
          still.width = W * S;
          still.height = H * S;
        }
        window.addEventListener("hashchange", fromHash);
        if (!fromHash()) {
          show(0);
          play(1);
        }
        /** Resolves once every image is decoded and the current instant has been drawn twice. */
        window.transitReady = ready.then(() => new Promise(resolve =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
        """#
}

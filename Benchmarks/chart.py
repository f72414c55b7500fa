"""Draws render time per effect (one core) against the blend floor and ffmpeg's xfade fade.

    python3 Benchmarks/chart.py .build/bench/render.tsv Benchmarks/render-times.png
"""
import sys
from PIL import Image, ImageDraw, ImageFont

source, target = sys.argv[1], sys.argv[2]
rows, xfade = [], None
for line in open(source):
    parts = line.rstrip("\n").split("\t")
    if parts[0] == "effect":
        continue
    if parts[0] == "#xfade":
        xfade = float(parts[1])
        continue
    rows.append((parts[0], float(parts[1]), float(parts[2]), float(parts[3])))

font = ImageFont.load_default()
bar, gap, left, top, width = 16, 6, 250, 40, 560
floor = sorted(r[3] for r in rows)[len(rows) // 2] if rows else 1
scale_max = max([r[1] for r in rows] + [xfade or 0, floor]) * 1.05
height = top + len(rows) * (bar + gap) + 50
img = Image.new("RGB", (left + width + 40, height), "white")
d = ImageDraw.Draw(img)
x_of = lambda ms: left + int(width * ms / scale_max)
d.text((10, 10), "Render time per frame, 1170x2532, one core (ms; median, interleaved)", fill="black", font=font)
for i, (name, one, _all, _blend) in enumerate(rows):
    y = top + i * (bar + gap)
    d.text((10, y + 3), name[:38], fill="black", font=font)
    d.rectangle([left, y, max(left + 1, x_of(one)), y + bar], fill=(70, 110, 200))
    d.text((x_of(one) + 4, y + 3), f"{one:.1f}", fill="black", font=font)
for line, (value, colour, label) in enumerate([(floor, (0, 150, 0), "blend floor"), (xfade, (200, 40, 40), "ffmpeg xfade fade")]):
    if value:
        d.line([x_of(value), top - 6, x_of(value), height - 40], fill=colour, width=2)
        d.text((x_of(value) + 4, height - 36 + 14 * line), f"{label} {value:.1f} ms", fill=colour, font=font)
img.save(target)

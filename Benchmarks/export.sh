#!/usr/bin/env bash
# Export benchmark: time and size of a 60-frame 390x844 (1x) clip as animated WebP and GIF from
# transit, beside img2webp (-lossy -q 75 -m 4) and ffmpeg's palettegen/paletteuse GIF on the same
# frames, all measured in this run. Best of $RUNS wall-clock times. Writes the "Export" section of
# BENCHMARKS.md (other sections are kept) and prints it.
#
#   Benchmarks/export.sh            (RUNS=3 by default; EFFECT=circle-spread)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
EFFECT=${EFFECT:-circle-spread}

swift build -c release --product transit >/dev/null
transit="$(swift build -c release --show-bin-path)/transit"
work=$(mktemp -d "${TMPDIR:-/tmp}/transit-bench-export.XXXXXX")
trap 'rm -rf "$work"' EXIT

# 60 frames at 50 fps (the GIF limit, so every output holds the same frames): 59 intervals of 20 ms.
clip=(render "$EFFECT" --size 390x844 --scale 1 --fps 50 --duration 1.18 --quiet)

# best_of CMD...: runs it $RUNS times, prints the fastest wall time in seconds.
best_of() {
    local best="" start end t
    for _ in $(seq "$RUNS"); do
        start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N)
        t=$(echo "$end - $start" | bc -l)
        if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc -l) )); then best=$t; fi
    done
    printf '%.2f' "$best"
}
size_kb() { printf '%.0f' "$(echo "$(stat -c %s "$1") / 1024" | bc -l)"; }

"$transit" "${clip[@]}" --out "$work/frames"
frames=$(ls "$work/frames" | wc -l)
[[ "$frames" == 60 ]] || { echo "expected 60 frames, got $frames" >&2; exit 1; }

render=$(best_of "$transit" "${clip[@]}" --out -)
rows=()
row() { rows+=("| $1 | $2 | $3 | $4 |"); }

t=$(best_of "$transit" "${clip[@]}" --out "$work/transit.webp")
row "transit WebP (lossy q75, method 4)" "$t" "$(echo "$t - $render" | bc -l | xargs printf '%.2f')" "$(size_kb "$work/transit.webp")"
t=$(best_of "$transit" "${clip[@]}" --lossless --out "$work/transit-lossless.webp")
row "transit WebP (lossless)" "$t" "$(echo "$t - $render" | bc -l | xargs printf '%.2f')" "$(size_kb "$work/transit-lossless.webp")"
for dither in ordered diffusion; do
    t=$(best_of "$transit" "${clip[@]}" --dither "$dither" --out "$work/transit-$dither.gif")
    row "transit GIF (clip palette, $dither)" "$t" "$(echo "$t - $render" | bc -l | xargs printf '%.2f')" "$(size_kb "$work/transit-$dither.gif")"
done

notes=()
if command -v img2webp >/dev/null; then
    t=$(best_of img2webp -loop 0 -lossy -q 75 -m 4 -d 20 "$work"/frames/frame-*.png -o "$work/img2webp.webp")
    row "img2webp -lossy -q 75 -m 4 (from PNG frames)" "—" "$t" "$(size_kb "$work/img2webp.webp")"
else
    notes+=("img2webp is not installed (Debian package \`webp\`): its row is left out.")
fi
if command -v ffmpeg >/dev/null; then
    t=$(best_of ffmpeg -v error -y -framerate 50 -i "$work/frames/frame-%04d.png" \
        -vf "split[a][b];[a]palettegen[p];[b][p]paletteuse" -loop 0 "$work/ffmpeg.gif")
    row "ffmpeg palettegen + paletteuse (from PNG frames)" "—" "$t" "$(size_kb "$work/ffmpeg.gif")"
else
    notes+=("ffmpeg is not installed (Debian package \`ffmpeg\`): its row is left out.")
fi

section=$(cat <<MD
## Export

A 60-frame clip of \`$EFFECT\` at 390x844 points, scale 1 (390x844 pixels), 50 fps, on the
sample screens. Times are the best of $RUNS wall-clock runs on this machine ($(nproc) cores,
load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; the machine is shared, so compare
rows of one run rather than runs). *Total* is the whole \`transit render\` command, rendering
included; *export* subtracts the same render streamed to \`/dev/null\` ($render s), which leaves
the encoding. The baselines start from the 60 PNG frames on disk, so their time includes
decoding them.

| output | total (s) | export (s) | size (KB) |
| --- | ---: | ---: | ---: |
$(printf '%s\n' "${rows[@]}")
$(for n in "${notes[@]+"${notes[@]}"}"; do printf '\n%s\n' "$n"; done)
Measured $(date -u +%Y-%m-%d) with \`Benchmarks/export.sh\` (\`RUNS=$RUNS EFFECT=$EFFECT\`);
libwebp $(pkg-config --modversion libwebp 2>/dev/null || echo '?'), giflib $(grep -E '#define GIFLIB_(MAJOR|MINOR|RELEASE)' /usr/include/gif_lib.h | awk '{print $3}' | paste -sd. -),
$(ffmpeg -version 2>/dev/null | head -1 | cut -d' ' -f1-3 || true).
MD
)

python3 - "$section" <<'PY'
import os, re, sys
section = sys.argv[1].rstrip() + "\n"
path = "BENCHMARKS.md"
text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
pattern = re.compile(r"^## Export\n.*?(?=^## |\Z)", re.S | re.M)
text = pattern.sub(lambda _: section + "\n", text, count=1) if pattern.search(text) else text.rstrip() + "\n\n" + section
open(path, "w").write(text.rstrip() + "\n")
PY
echo "$section"

#!/usr/bin/env bash
# `make bench`: builds the benchmark (release) and the pixman baseline program, runs every
# measure, and rewrites the transit-bench section of BENCHMARKS.md plus the chart.
#   Benchmarks/run.sh [transit-bench options]   e.g. --rounds 15, --effects fade,slide, --external no
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/bench
mkdir -p "$work"

swift build -c release --package-path Benchmarks --product transit-bench
swift build -c release --product transit
transit=(--transit "$(swift build -c release --show-bin-path)/transit")

pixman=()
if pkg-config --exists pixman-1 2>/dev/null; then
    cc -O2 -o "$work/pixman-affine" Benchmarks/pixman-affine.c $(pkg-config --cflags --libs pixman-1) -lm
    pixman=(--pixman "$work/pixman-affine")
else
    echo "run.sh: libpixman-1-dev is not installed; the pixman baseline is skipped (apt-get install libpixman-1-dev)" >&2
fi

rm -f "$work/instructions.md"
if [[ ${INSTRUCTIONS:-yes} != no ]] && command -v valgrind >/dev/null; then
    # Load-independent cross-check of the key ratios (skip with INSTRUCTIONS=no).
    Benchmarks/instructions.sh > "$work/instructions.md"
fi

rm -f "$work/gallery.md"
if [[ ${GALLERY:-yes} != no ]]; then
    # `make gallery`'s time, and rendering's share of it (skip with GALLERY=no).
    Benchmarks/gallery.sh "${transit[1]}" "$work" > "$work/gallery.md"
fi

Benchmarks/.build/release/transit-bench --out BENCHMARKS.md --work "$work" --chart Benchmarks/render-times.png "${pixman[@]}" "${transit[@]}" "$@"

python=
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import PIL' 2>/dev/null; then python=$candidate; break; fi
done
if [[ -n $python ]]; then
    "$python" Benchmarks/chart.py "$work/render.tsv" Benchmarks/render-times.png
else
    echo "run.sh: Python's PIL is missing; the chart was not redrawn (scripts/setup installs python3-pil)" >&2
fi

#!/usr/bin/env bash
# `make gallery`'s time on this machine, and how much of it is rendering: the gallery command
# (every effect forward and back as WebP at 390x844, scale 1, 30 fps, 0.6 s hold), then the same
# clips rendered as raw frames to /dev/null (rendering alone; a clip that fails to render is not
# counted, so a "0 clips" row means the command line broke). Prints a Markdown section.
#   Benchmarks/gallery.sh TRANSIT WORKDIR
set -euo pipefail
transit=$1 work=$2
out="$work/gallery"
rm -rf "$out"
timed() { # prints "wall user sys" of the command
    /usr/bin/time -f '%e %U %S' -o "$work/time.txt" "$@" >/dev/null 2>&1
    cat "$work/time.txt"
}
only=()
[[ -z ${ONLY:-} ]] || only=(--only "$ONLY")  # a subset, for trying the script: ONLY=fade,slide
read -r g_wall g_user g_sys < <(timed "$transit" gallery --quiet --out "$out" "${only[@]}")
files=$(find "$out" -name '*.webp' | wc -l)
clips=0 r_wall=0 r_cpu=0
names=${ONLY:-}; names=${names//,/ }
[[ -n $names ]] || names=$("$transit" list --json | python3 -c 'import json, sys; print(*[e["name"] for e in json.load(sys.stdin)["effects"]])')
for name in $names; do
    for back in "" --back; do
        # No `--hold`: raw frames would repeat the held last frame (drawn once, written again), which
        # measures writing, not rendering.
        read -r w u s < <(timed "$transit" render "$name" $back --scale 1 --fps 30 --quiet --out - ) || continue
        r_wall=$(awk -v a="$r_wall" -v b="$w" 'BEGIN { print a + b }')
        r_cpu=$(awk -v a="$r_cpu" -v b="$u" -v c="$s" 'BEGIN { print a + b + c }')
        clips=$((clips + 1))
    done
done
awk -v gw="$g_wall" -v gu="$g_user" -v gs="$g_sys" -v rw="$r_wall" -v rc="$r_cpu" -v clips="$clips" -v files="$files" \
    -v load="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
    gc = gu + gs
    printf "| measure | wall s | CPU s | share of the gallery (CPU) |\n|---|---:|---:|---:|\n"
    printf "| `transit gallery` (%d clips as WebP, encoding included) | %.1f | %.1f | 100%% |\n", files, gw, gc
    printf "| rendering alone (the same %d clips as raw frames to /dev/null) | %.1f | %.1f | %.0f%% |\n", clips, rw, rc, 100 * rc / gc
    printf "| encoding and the rest (difference) | %.1f | %.1f | %.0f%% |\n\n", gw - rw, gc - rc, 100 * (gc - rc) / gc
    printf "Load average at the end: %s. Target: rendering at most a third of the gallery: %s.\n", load, (rc <= gc / 3 ? "met" : "**not met**")
}'

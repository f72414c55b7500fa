#!/usr/bin/env bash
# Instruction counts per frame (valgrind's callgrind), a load-independent cross-check of the
# timing ratios: prints each subject's count and its ratio to the blend floor.
#   Benchmarks/instructions.sh [EFFECT ...]      (default: every effect with a target, the probes, the 3D and many-layer effects, every pixel kernel)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=Benchmarks/.build/release/transit-bench
subjects=("$@")
[[ ${#subjects[@]} -gt 0 ]] || subjects=(copy blend fade slide circle-spread push cover reveal spring-slide drawer zoom zoom-out card round-expand scanning zoom-reveal affine-layer 3d-layer cube flip turn cards natgeo page-flip middle-page-flip fold explode lines flash mod ripple swipe bar-swipe disintegrate page-curl blur copy-machine dissolve pixelate)
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*Frame*run*' "$bin" frame "$1" 0.5 1 1 2>&1 \
        | awk '/Collected/ { print $4 }'
}
blend=$(count blend)
printf '| subject | instructions per frame | x blend |\n|---|---:|---:|\n'
for s in "${subjects[@]}"; do
    n=$(count "$s")
    awk -v s="$s" -v n="$n" -v b="$blend" 'BEGIN { printf "| %s | %d | %.2fx |\n", s, n, n / b }'
done

// The baseline for transformed layers: pixman's bilinear affine path. Each frame copies the
// background screen into the destination, then composites the other screen over it rotated by
// ANGLE degrees and scaled by SCALE about the centre, sampled bilinearly (what the renderer does
// for a transformed snapshot layer over a full-screen one). Prints the median frame time in
// nanoseconds. Built and run by Benchmarks/run.sh; never committed as a binary.
//
//   pixman-affine WIDTH HEIGHT BACKGROUND.rgba LAYER.rgba FRAMES ANGLE SCALE
#include <math.h>
#include <pixman.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint32_t *load(const char *path, size_t words) {
    uint32_t *p = malloc(words * 4);
    FILE *f = fopen(path, "rb");
    if (!p || !f || fread(p, 4, words, f) != words) { fprintf(stderr, "cannot read %s\n", path); exit(1); }
    fclose(f);
    return p;
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
    if (argc != 8) { fprintf(stderr, "usage: %s W H BACKGROUND.rgba LAYER.rgba FRAMES ANGLE SCALE\n", argv[0]); return 64; }
    int w = atoi(argv[1]), h = atoi(argv[2]), frames = atoi(argv[5]);
    double angle = atof(argv[6]) * M_PI / 180, scale = atof(argv[7]);
    size_t n = (size_t)w * h;
    uint32_t *bg = load(argv[3], n), *layer = load(argv[4], n), *dst = malloc(n * 4);
    // Little-endian RGBA bytes, premultiplied: pixman's a8b8g8r8.
    pixman_image_t *src = pixman_image_create_bits(PIXMAN_a8b8g8r8, w, h, layer, w * 4);
    pixman_image_t *back = pixman_image_create_bits(PIXMAN_a8b8g8r8, w, h, bg, w * 4);
    pixman_image_t *out = pixman_image_create_bits(PIXMAN_a8b8g8r8, w, h, dst, w * 4);
    // Destination -> source: undo the scale and rotation about the centre.
    struct pixman_f_transform ft;
    pixman_f_transform_init_translate(&ft, -w / 2.0, -h / 2.0);
    pixman_f_transform_rotate(&ft, NULL, cos(-angle), sin(-angle));
    pixman_f_transform_scale(&ft, NULL, 1 / scale, 1 / scale);
    pixman_f_transform_translate(&ft, NULL, w / 2.0, h / 2.0);
    pixman_transform_t t;
    pixman_transform_from_pixman_f_transform(&t, &ft);
    pixman_image_set_transform(src, &t);
    pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, NULL, 0);
    pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE);
    double *times = malloc(sizeof(double) * frames);
    for (int i = 0; i < frames; i++) {
        double t0 = now();
        pixman_image_composite32(PIXMAN_OP_SRC, back, NULL, out, 0, 0, 0, 0, 0, 0, w, h);
        pixman_image_composite32(PIXMAN_OP_OVER, src, NULL, out, 0, 0, 0, 0, 0, 0, w, h);
        times[i] = now() - t0;
    }
    qsort(times, frames, sizeof(double), cmp);
    printf("%.0f\n", times[frames / 2]);
    return 0;
}

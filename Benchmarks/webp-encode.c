// libwebp's settings for transit's animated WebP, timed apart from rendering: encodes raw RGBA
// frames (`transit render ... --out -`) with WebPAnimEncoder as WebPWriter does (quality 75,
// loop forever, frame times at 1/FPS) and METHOD (0...6) and THREADS (WebPConfig.thread_level),
// and prints the encode time and the file's size. SNS, if set, is sns_strength. Never committed
// as a binary. The measurements are in BENCHMARKS.md, Export.
//
//   cc -O2 Benchmarks/webp-encode.c -o /tmp/webp-encode -lwebp -lwebpmux
//   transit render cube --scale 3 --out - --quiet > /tmp/cube.raw
//   /tmp/webp-encode 1170 2532 60 METHOD THREADS /tmp/cube.raw /tmp/cube.webp
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <webp/encode.h>
#include <webp/mux.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc != 8) {
        fprintf(stderr, "usage: webp-encode WIDTH HEIGHT FPS METHOD THREADS FRAMES.rgba OUT.webp\n");
        return 2;
    }
    int w = atoi(argv[1]), h = atoi(argv[2]), method = atoi(argv[4]), threads = atoi(argv[5]);
    double fps = atof(argv[3]);
    size_t size = (size_t)w * h * 4;
    FILE *in = fopen(argv[6], "rb");
    uint8_t *frame = malloc(size);
    if (!in || !frame) { fprintf(stderr, "cannot read %s\n", argv[6]); return 1; }
    WebPConfig config;
    WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, 75);
    config.method = method;
    config.thread_level = threads;
    if (getenv("SNS")) config.sns_strength = atoi(getenv("SNS"));
    if (!WebPValidateConfig(&config)) { fprintf(stderr, "invalid configuration\n"); return 1; }
    WebPAnimEncoderOptions options;
    WebPAnimEncoderOptionsInit(&options);
    options.anim_params.loop_count = 0;
    WebPAnimEncoder *encoder = WebPAnimEncoderNew(w, h, &options);
    int n = 0;
    double seconds = 0;
    while (fread(frame, 1, size, in) == size) {
        WebPPicture picture;
        WebPPictureInit(&picture);
        picture.use_argb = 1;
        picture.width = w;
        picture.height = h;
        WebPPictureImportRGBA(&picture, frame, w * 4);
        double start = now();
        WebPAnimEncoderAdd(encoder, &picture, (int)(n * 1000 / fps + 0.5), &config);
        seconds += now() - start;
        WebPPictureFree(&picture);
        n++;
    }
    double start = now();
    WebPAnimEncoderAdd(encoder, NULL, (int)(n * 1000 / fps + 0.5), NULL);
    WebPData data;
    WebPDataInit(&data);
    WebPAnimEncoderAssemble(encoder, &data);
    seconds += now() - start;
    FILE *out = fopen(argv[7], "wb");
    if (!out || fwrite(data.bytes, 1, data.size, out) != data.size) { fprintf(stderr, "cannot write\n"); return 1; }
    fclose(out);
    printf("method %d, thread_level %d: %d frames, %.2f s encoding, %zu bytes\n", method, threads, n, seconds, data.size);
    return 0;
}

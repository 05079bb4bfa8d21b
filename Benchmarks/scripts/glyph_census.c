// glyph_census.c: which fonts and glyphs a process rasterizes through Cairo, for finding what
// fills Cairo's scaled-glyph cache and pixman's glyph cache (docs/PERFORMANCE.md, "What the
// glyph caches fill with").
//
// Loaded with LD_PRELOAD, it sits in front of cairo_show_glyphs and cairo_show_text_glyphs (what
// Pango's Cairo renderer calls for every run of glyphs) and keeps the set of distinct scaled fonts
// drawn with, keyed as Cairo keys them (font face, font matrix, device transform), and the set of
// distinct (scaled font, glyph) pairs. It writes a line to GLYPH_CENSUS_LOG (default
// glyph-census.log) for each new font ("F"), for each new glyph ("N", with its size in device
// pixels from the glyph's extents), and a summary at exit ("END"). Times are seconds since the
// first glyphs were drawn. Diagnostic only: a hash set of fixed size, never freed.
//
//   cc -O2 -shared -fPIC -o glyph_census.so glyph_census.c $(pkg-config --cflags --libs cairo cairo-ft freetype2) -ldl
//   GLYPH_CENSUS_LOG=census.log LD_PRELOAD=$PWD/glyph_census.so Benchmarks/.build/release/bench soak-app 60000 1 1
#define _GNU_SOURCE
#include <cairo-ft.h>
#include <cairo.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// A scaled font (glyph == -1) or one glyph of it.
typedef struct {
    double matrix[8];  // font matrix xx xy yx yy, then device transform xx xy yx yy
    void *face;
    int64_t glyph;
} Key;

enum { CAPACITY = 1 << 20 };
static Key *keys;
static unsigned char *used;
static long fonts, glyphs, runs;
static FILE *out;
static double start;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

// FNV-1a over the key's bytes (keys are zeroed before filling, so padding is stable).
static uint64_t hash(const Key *key) {
    const unsigned char *bytes = (const unsigned char *)key;
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < sizeof(Key); i++) h = (h ^ bytes[i]) * 1099511628211ULL;
    return h;
}

// Adds `key` to the set; 1 when it was not there.
static int insert(const Key *key) {
    if (!keys) {
        keys = calloc(CAPACITY, sizeof(Key));
        used = calloc(CAPACITY, 1);
    }
    uint64_t slot = hash(key) & (CAPACITY - 1);
    while (used[slot]) {
        if (!memcmp(&keys[slot], key, sizeof(Key))) return 0;
        slot = (slot + 1) & (CAPACITY - 1);
    }
    used[slot] = 1;
    keys[slot] = *key;
    return 1;
}

static void record(cairo_t *cr, const cairo_glyph_t *drawn, int count) {
    if (!out) {
        const char *path = getenv("GLYPH_CENSUS_LOG");
        out = fopen(path ? path : "glyph-census.log", "w");
        start = now();
    }
    runs++;
    cairo_scaled_font_t *font = cairo_get_scaled_font(cr);
    cairo_matrix_t fm, ctm;
    cairo_scaled_font_get_font_matrix(font, &fm);
    cairo_scaled_font_get_ctm(font, &ctm);
    Key key;
    memset(&key, 0, sizeof key);
    double m[8] = {fm.xx, fm.xy, fm.yx, fm.yy, ctm.xx, ctm.xy, ctm.yx, ctm.yy};
    memcpy(key.matrix, m, sizeof m);
    key.face = cairo_scaled_font_get_font_face(font);
    key.glyph = -1;
    if (insert(&key)) {
        fonts++;
        const char *family = "?", *style = "";
        FT_Face face = NULL;
        if (cairo_scaled_font_get_type(font) == CAIRO_FONT_TYPE_FT) {
            face = cairo_ft_scaled_font_lock_face(font);
            if (face && face->family_name) family = face->family_name;
            if (face && face->style_name) style = face->style_name;
        }
        fprintf(out, "F %.1f fonts=%ld glyphs=%ld %s %s size=%g device=%g\n", now() - start, fonts, glyphs, family,
                style, fm.yy, ctm.yy);
        if (face) cairo_ft_scaled_font_unlock_face(font);
    }
    for (int i = 0; i < count; i++) {
        key.glyph = drawn[i].index;
        if (!insert(&key)) continue;
        glyphs++;
        cairo_text_extents_t extents;
        cairo_glyph_t alone = {drawn[i].index, 0, 0};
        cairo_scaled_font_glyph_extents(font, &alone, 1, &extents);
        fprintf(out, "N %.1f size=%g device=%g face=%p glyph=%lu px=%.0fx%.0f\n", now() - start, fm.yy, ctm.yy,
                key.face, drawn[i].index, extents.width * ctm.xx, extents.height * ctm.yy);
    }
}

void cairo_show_glyphs(cairo_t *cr, const cairo_glyph_t *drawn, int count) {
    static void (*real)(cairo_t *, const cairo_glyph_t *, int);
    if (!real) real = dlsym(RTLD_NEXT, "cairo_show_glyphs");
    record(cr, drawn, count);
    real(cr, drawn, count);
}

void cairo_show_text_glyphs(cairo_t *cr, const char *utf8, int length, const cairo_glyph_t *drawn, int count,
                            const cairo_text_cluster_t *clusters, int clusterCount, cairo_text_cluster_flags_t flags) {
    static void (*real)(cairo_t *, const char *, int, const cairo_glyph_t *, int, const cairo_text_cluster_t *, int,
                        cairo_text_cluster_flags_t);
    if (!real) real = dlsym(RTLD_NEXT, "cairo_show_text_glyphs");
    record(cr, drawn, count);
    real(cr, utf8, length, drawn, count, clusters, clusterCount, flags);
}

__attribute__((destructor)) static void finish(void) {
    if (!out) return;
    fprintf(out, "END %.1f fonts=%ld glyphs=%ld runs=%ld\n", now() - start, fonts, glyphs, runs);
    fclose(out);
}

/* Pango measured directly on the strings of `bench text`, for the ratio in docs/PERFORMANCE.md.
 *
 *   cc -O2 Benchmarks/scripts/pango_direct.c -o /tmp/pango_direct $(pkg-config --cflags --libs pangocairo)
 *   /tmp/pango_direct [count]
 *
 * Same set-up as OpenUIKit's Pango engine: a private font map, unhinted metrics, unrounded glyph
 * positions, Inter at an absolute 17 px. Each string gets a new layout whose logical size is
 * read (what measuring a label needs), then the layout is freed. Prints one JSON line. */
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const char *words[] = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet"};

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 10000;
    char **strings = malloc(sizeof(char *) * count);
    for (int i = 0; i < count; i++) {
        strings[i] = malloc(64);
        snprintf(strings[i], 64, "Label %d %s %s", i, words[i % 10], words[(i / 10) % 10]);
    }
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    pango_context_set_round_glyph_positions(context, FALSE);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, "Inter");
    pango_font_description_set_weight(font, PANGO_WEIGHT_NORMAL);
    pango_font_description_set_absolute_size(font, 17 * PANGO_SCALE);

    double checksum = 0;
    double start = now_ms();
    double cpu_start = cpu_ms();
    for (int i = 0; i < count; i++) {
        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_font_description(layout, font);
        pango_layout_set_text(layout, strings[i], -1);
        int width, height;
        pango_layout_get_size(layout, &width, &height);
        checksum += width / (double)PANGO_SCALE;
        g_object_unref(layout);
    }
    double cpu = cpu_ms() - cpu_start;
    double elapsed = now_ms() - start;
    printf("{\"benchmark\":\"pango_direct\",\"labels\":%d,\"measure_ms\":%.3f,\"measure_cpu_ms\":%.3f,\"checksum\":%.3f}\n",
           count, elapsed, cpu, checksum);

    pango_font_description_free(font);
    cairo_font_options_destroy(options);
    g_object_unref(context);
    g_object_unref(map);
    for (int i = 0; i < count; i++) free(strings[i]);
    free(strings);
    return 0;
}

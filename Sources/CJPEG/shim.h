#ifndef OPENUIKIT_CJPEG_SHIM_H
#define OPENUIKIT_CJPEG_SHIM_H
/*
 * libjpeg (libjpeg-turbo) behind a small C layer that Swift can call safely.
 *
 * libjpeg reports fatal errors through error_exit, whose default calls exit(). Swift cannot
 * longjmp, so every libjpeg call is made from the static inline functions below: each one
 * installs an error manager whose error_exit longjmps back to its own setjmp, tears the codec
 * down and returns a status code with libjpeg's message. No libjpeg object outlives a call.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Without the development files the build stops here, naming what to install. */
#if !__has_include(<jpeglib.h>)
#error "OpenUIKit needs libjpeg's development files: apt-get install libjpeg62-turbo-dev (Debian/Ubuntu), brew install jpeg-turbo (macOS)"
#endif
#include <jpeglib.h>
#include <jerror.h>

/* Status codes returned by the functions below. */
enum {
    OPENUIKIT_JPEG_OK = 0,
    OPENUIKIT_JPEG_LIBRARY_ERROR = 1,   /* libjpeg rejected the data; see message */
    OPENUIKIT_JPEG_UNSUPPORTED = 2,     /* a colour space this layer does not convert */
    OPENUIKIT_JPEG_BAD_ARGUMENT = 3     /* the caller's sizes or buffers do not fit */
};

/* Colour models reported by openuikit_jpeg_read_info. */
enum {
    OPENUIKIT_JPEG_MODEL_GRAY = 1,
    OPENUIKIT_JPEG_MODEL_RGB = 3,       /* YCbCr or RGB in the file */
    OPENUIKIT_JPEG_MODEL_CMYK = 4,      /* CMYK or YCCK in the file */
    OPENUIKIT_JPEG_MODEL_OTHER = 0
};

/* The most progressive scans accepted; more is a known denial-of-service pattern. */
#define OPENUIKIT_JPEG_MAX_SCANS 500

/* What a call reports back: a status code and, on failure, a readable message. */
typedef struct {
    int code;
    char message[JMSG_LENGTH_MAX + 64];
} openuikit_jpeg_status;

/* libjpeg's error manager extended with the jump target and the first warning seen. */
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int truncated;
} openuikit_jpeg_error_mgr;

static inline void openuikit_jpeg_set_status(openuikit_jpeg_status *status, int code, const char *message) {
    status->code = code;
    snprintf(status->message, sizeof status->message, "%s", message ? message : "");
}

/* Fatal errors: keep libjpeg's message and jump back to the calling function. */
static inline void openuikit_jpeg_error_exit(j_common_ptr cinfo) {
    openuikit_jpeg_error_mgr *err = (openuikit_jpeg_error_mgr *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

/* Warnings and trace messages: nothing is printed. Running out of data (a truncated file,
 * which libjpeg would pad with grey), entropy-coded data cut short by a marker (a truncated
 * scan, as when the header promises more pixels than the file holds) and undecodable
 * Huffman codes are made fatal; other warnings are tolerated. */
static inline void openuikit_jpeg_emit_message(j_common_ptr cinfo, int msg_level) {
    openuikit_jpeg_error_mgr *err = (openuikit_jpeg_error_mgr *)cinfo->err;
    if (msg_level < 0) {
        cinfo->err->num_warnings++;
        int code = cinfo->err->msg_code;
        if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_HUFF_BAD_CODE) {
            err->truncated = 1;
            (*cinfo->err->format_message)(cinfo, err->message);
            longjmp(err->jump, 1);
        }
    }
}

static inline void openuikit_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/* Stops decoding files with an absurd number of progressive scans. */
static inline void openuikit_jpeg_progress(j_common_ptr cinfo) {
    if (cinfo->is_decompressor) {
        j_decompress_ptr d = (j_decompress_ptr)cinfo;
        if (d->input_scan_number > OPENUIKIT_JPEG_MAX_SCANS) {
            openuikit_jpeg_error_mgr *err = (openuikit_jpeg_error_mgr *)cinfo->err;
            snprintf(err->message, sizeof err->message, "more than %d progressive scans", OPENUIKIT_JPEG_MAX_SCANS);
            longjmp(err->jump, 2);
        }
    }
}

static inline void openuikit_jpeg_install_errors(openuikit_jpeg_error_mgr *err) {
    jpeg_std_error(&err->pub);
    err->pub.error_exit = openuikit_jpeg_error_exit;
    err->pub.emit_message = openuikit_jpeg_emit_message;
    err->pub.output_message = openuikit_jpeg_output_message;
    err->message[0] = 0;
    err->truncated = 0;
}

static inline int openuikit_jpeg_model(J_COLOR_SPACE space) {
    switch (space) {
    case JCS_GRAYSCALE: return OPENUIKIT_JPEG_MODEL_GRAY;
    case JCS_RGB: case JCS_YCbCr: return OPENUIKIT_JPEG_MODEL_RGB;
    case JCS_CMYK: case JCS_YCCK: return OPENUIKIT_JPEG_MODEL_CMYK;
    default: return OPENUIKIT_JPEG_MODEL_OTHER;
    }
}

/* Reads the header of `size` bytes at `data`: pixel size, colour model, progressive or not. */
static inline int openuikit_jpeg_read_info(
    const unsigned char *data, unsigned long size, int *width, int *height, int *model, int *progressive,
    openuikit_jpeg_status *status) {
    struct jpeg_decompress_struct cinfo;
    openuikit_jpeg_error_mgr err;
    openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_OK, "");
    if (!data || size == 0) {
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_BAD_ARGUMENT, "no data");
        return status->code;
    }
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = &err.pub;
    openuikit_jpeg_install_errors(&err);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_LIBRARY_ERROR, err.message);
        return status->code;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    *width = (int)cinfo.image_width;
    *height = (int)cinfo.image_height;
    *model = openuikit_jpeg_model(cinfo.jpeg_color_space);
    *progressive = jpeg_has_multiple_scans(&cinfo) ? 1 : 0;
    jpeg_destroy_decompress(&cinfo);
    return status->code;
}

/*
 * Decodes the JPEG into `pixels`: `height` rows `stride` bytes apart of native-endian
 * 0xAARRGGBB words (Cairo's ARGB32), opaque. `width` and `height` must be what
 * openuikit_jpeg_read_info reported. Greyscale expands to equal RGB; CMYK is refused.
 */
static inline int openuikit_jpeg_decode(
    const unsigned char *data, unsigned long size, unsigned char *pixels, int width, int height, long stride,
    openuikit_jpeg_status *status) {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_progress_mgr progress;
    openuikit_jpeg_error_mgr err;
    openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_OK, "");
    if (!data || size == 0 || !pixels || width <= 0 || height <= 0 || stride < (long)width * 4) {
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_BAD_ARGUMENT, "invalid decode arguments");
        return status->code;
    }
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = &err.pub;
    openuikit_jpeg_install_errors(&err);
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_LIBRARY_ERROR, err.message);
        return status->code;
    }
    jpeg_create_decompress(&cinfo);
    progress.progress_monitor = openuikit_jpeg_progress;
    cinfo.progress = &progress;
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    if ((int)cinfo.image_width != width || (int)cinfo.image_height != height) {
        jpeg_destroy_decompress(&cinfo);
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_BAD_ARGUMENT, "the header changed between reads");
        return status->code;
    }
    int model = openuikit_jpeg_model(cinfo.jpeg_color_space);
    if (model == OPENUIKIT_JPEG_MODEL_GRAY) {
        cinfo.out_color_space = JCS_GRAYSCALE;
    } else if (model == OPENUIKIT_JPEG_MODEL_RGB) {
        cinfo.out_color_space = JCS_RGB;
    } else {
        jpeg_destroy_decompress(&cinfo);
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_UNSUPPORTED,
            model == OPENUIKIT_JPEG_MODEL_CMYK ? "CMYK JPEG images are not supported"
                                               : "the JPEG colour space is not supported");
        return status->code;
    }
    jpeg_start_decompress(&cinfo);
    int components = cinfo.output_components;
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
        (j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)width * (JDIMENSION)components, 1);
    while (cinfo.output_scanline < cinfo.output_height) {
        JDIMENSION y = cinfo.output_scanline;
        if (jpeg_read_scanlines(&cinfo, row, 1) != 1) {
            jpeg_destroy_decompress(&cinfo);
            openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_LIBRARY_ERROR, "the decoder stopped early");
            return status->code;
        }
        uint32_t *out = (uint32_t *)(pixels + (long)y * stride);
        const JSAMPLE *in = row[0];
        if (components == 1) {
            for (int x = 0; x < width; x++) {
                uint32_t v = in[x];
                out[x] = 0xFF000000u | (v << 16) | (v << 8) | v;
            }
        } else {
            for (int x = 0; x < width; x++) {
                out[x] = 0xFF000000u | ((uint32_t)in[3 * x] << 16) | ((uint32_t)in[3 * x + 1] << 8) | in[3 * x + 2];
            }
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return status->code;
}

/*
 * Encodes `height` rows `stride` bytes apart of native-endian premultiplied 0xAARRGGBB words.
 * The premultiplied colour is written as is, which is the image composited over black.
 * `quality` is libjpeg's 1...100. On success *out is a malloc'd buffer of *out_size bytes that
 * the caller frees with free().
 */
static inline int openuikit_jpeg_encode(
    const unsigned char *pixels, int width, int height, long stride, int quality, int progressive, int grayscale,
    unsigned char **out, unsigned long *out_size, openuikit_jpeg_status *status) {
    struct jpeg_compress_struct cinfo;
    openuikit_jpeg_error_mgr err;
    openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_OK, "");
    *out = NULL;
    *out_size = 0;
    if (!pixels || width <= 0 || height <= 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION
        || stride < (long)width * 4 || quality < 1 || quality > 100) {
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_BAD_ARGUMENT, "invalid encode arguments");
        return status->code;
    }
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = &err.pub;
    openuikit_jpeg_install_errors(&err);
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(*out);
        *out = NULL;
        *out_size = 0;
        openuikit_jpeg_set_status(status, OPENUIKIT_JPEG_LIBRARY_ERROR, err.message);
        return status->code;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, out, out_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = grayscale ? 1 : 3;
    cinfo.in_color_space = grayscale ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    int components = cinfo.input_components;
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
        (j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)width * (JDIMENSION)components, 1);
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint32_t *in = (const uint32_t *)(pixels + (long)cinfo.next_scanline * stride);
        JSAMPLE *o = row[0];
        for (int x = 0; x < width; x++) {
            uint32_t p = in[x];
            unsigned r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (components == 1) {
                o[x] = (JSAMPLE)((r * 77 + g * 150 + b * 29 + 128) >> 8);
            } else {
                o[3 * x] = (JSAMPLE)r;
                o[3 * x + 1] = (JSAMPLE)g;
                o[3 * x + 2] = (JSAMPLE)b;
            }
        }
        jpeg_write_scanlines(&cinfo, row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return status->code;
}

#endif

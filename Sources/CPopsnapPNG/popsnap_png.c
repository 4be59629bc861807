#include "popsnap_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(POPSNAP_PNG_COLOR_GRAY == PNG_COLOR_TYPE_GRAY, "colour type numbering");
_Static_assert(POPSNAP_PNG_COLOR_RGB == PNG_COLOR_TYPE_RGB, "colour type numbering");
_Static_assert(POPSNAP_PNG_COLOR_PALETTE == PNG_COLOR_TYPE_PALETTE, "colour type numbering");
_Static_assert(POPSNAP_PNG_COLOR_GRAY_ALPHA == PNG_COLOR_TYPE_GRAY_ALPHA, "colour type numbering");
_Static_assert(POPSNAP_PNG_COLOR_RGBA == PNG_COLOR_TYPE_RGB_ALPHA, "colour type numbering");
_Static_assert(POPSNAP_PNG_FILTER_NONE == PNG_FILTER_NONE, "filter mask");
_Static_assert(POPSNAP_PNG_FILTER_SUB == PNG_FILTER_SUB, "filter mask");
_Static_assert(POPSNAP_PNG_FILTER_UP == PNG_FILTER_UP, "filter mask");
_Static_assert(POPSNAP_PNG_FILTER_AVG == PNG_FILTER_AVG, "filter mask");
_Static_assert(POPSNAP_PNG_FILTER_PAETH == PNG_FILTER_PAETH, "filter mask");
_Static_assert(POPSNAP_PNG_FILTER_ALL == PNG_ALL_FILTERS, "filter mask");

// Where the error handler copies libpng's message; each call points it at its caller's buffer.
// Warnings are kept too: libpng often states the real cause as a warning and then fails with a
// generic error ("Image width is zero in IHDR", then "Invalid IHDR data").
typedef struct error_sink {
    char *text;
    size_t capacity;
    char warnings[256];
} error_sink;

static void set_message(char *text, size_t capacity, const char *message) {
    if (text == NULL || capacity == 0) return;
    if (message == NULL) message = "unknown libpng error";
    size_t n = strlen(message);
    if (n >= capacity) n = capacity - 1;
    memcpy(text, message, n);
    text[n] = '\0';
}

// Copies the message, then jumps to the setjmp of the popsnap_png_* function on the stack:
// only C frames lie between, and that function frees what it holds before returning.
static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = png_get_error_ptr(png);
    char text[512];
    if (sink->warnings[0] != '\0')
        snprintf(text, sizeof text, "%s (after warnings: %s)", message ? message : "unknown libpng error", sink->warnings);
    else
        snprintf(text, sizeof text, "%s", message ? message : "unknown libpng error");
    set_message(sink->text, sink->capacity, text);
    png_longjmp(png, 1);
}

// A warning alone does not fail: it concerns data libpng skips or repairs (a bad CRC in a text
// chunk, an odd colour profile) and the pixels are still right. It is only kept for an error.
static void on_warning(png_structp png, png_const_charp message) {
    error_sink *sink = png_get_error_ptr(png);
    size_t used = strlen(sink->warnings);
    if (message == NULL || used + 3 >= sizeof sink->warnings) return;
    snprintf(sink->warnings + used, sizeof sink->warnings - used, "%s%s", used ? "; " : "", message);
}

static int channels_of(int color_type) {
    switch (color_type) {
    case PNG_COLOR_TYPE_GRAY: return 1;
    case PNG_COLOR_TYPE_GRAY_ALPHA: return 2;
    case PNG_COLOR_TYPE_RGB: return 3;
    case PNG_COLOR_TYPE_RGB_ALPHA: return 4;
    case PNG_COLOR_TYPE_PALETTE: return 1;
    default: return 0;
    }
}

void popsnap_png_buffer_free(popsnap_png_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

// ---- Encoding ----

static void write_to_buffer(png_structp png, png_bytep data, size_t length) {
    popsnap_png_buffer *buffer = png_get_io_ptr(png);
    if (length > SIZE_MAX - buffer->size) png_error(png, "encoded PNG is too large");
    size_t needed = buffer->size + length;
    if (needed > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 64 * 1024;
        while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size = needed;
}

static void flush_nothing(png_structp png) { (void)png; }

int popsnap_png_encode(const uint8_t *rows, size_t rows_len, uint32_t width, uint32_t height,
                       int color_type, int bit_depth, int interlace,
                       const uint8_t *palette, size_t palette_len,
                       const uint8_t *trns, size_t trns_len,
                       int level, int filters, int srgb,
                       popsnap_png_buffer *out, char *err, size_t err_len) {
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    set_message(err, err_len, "");

    int channels = channels_of(color_type);
    if (channels == 0) {
        set_message(err, err_len, "unknown PNG colour type");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }
    uint64_t row_bits = (uint64_t)width * (uint64_t)channels * (uint64_t)(bit_depth > 0 ? bit_depth : 0);
    uint64_t row_bytes = (row_bits + 7) / 8;
    if (height != 0 && row_bytes > SIZE_MAX / height) {
        set_message(err, err_len, "image is too large to encode");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }
    if ((uint64_t)rows_len != row_bytes * height) {
        set_message(err, err_len, "sample data does not match width, height, colour type and bit depth");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }
    if (palette_len % 3 != 0 || palette_len / 3 > PNG_MAX_PALETTE_LENGTH) {
        set_message(err, err_len, "palette must hold 1 to 256 RGB triples");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }

    error_sink sink = {err, err_len, {0}};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (png == NULL) {
        set_message(err, err_len, "out of memory");
        return POPSNAP_PNG_ERROR_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_message(err, err_len, "out of memory");
        return POPSNAP_PNG_ERROR_MEMORY;
    }
    // volatile: assigned after setjmp and read after the longjmp back.
    png_bytep *volatile row_pointers = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row_pointers);
        png_destroy_write_struct(&png, &info);
        popsnap_png_buffer_free(out);
        return POPSNAP_PNG_ERROR_LIBPNG;
    }

    png_set_write_fn(png, out, write_to_buffer, flush_nothing);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette_len > 0) {
        png_color colors[PNG_MAX_PALETTE_LENGTH];
        int count = (int)(palette_len / 3);
        for (int i = 0; i < count; i++) {
            colors[i].red = palette[3 * i];
            colors[i].green = palette[3 * i + 1];
            colors[i].blue = palette[3 * i + 2];
        }
        png_set_PLTE(png, info, colors, count);
    }
    if (trns_len > 0) {
        if (color_type == PNG_COLOR_TYPE_PALETTE) {
            png_set_tRNS(png, info, trns, (int)trns_len, NULL);
        } else if (color_type == PNG_COLOR_TYPE_GRAY && trns_len == 2) {
            png_color_16 key = {0};
            key.gray = (png_uint_16)(trns[0] << 8 | trns[1]);
            png_set_tRNS(png, info, NULL, 1, &key);
        } else if (color_type == PNG_COLOR_TYPE_RGB && trns_len == 6) {
            png_color_16 key = {0};
            key.red = (png_uint_16)(trns[0] << 8 | trns[1]);
            key.green = (png_uint_16)(trns[2] << 8 | trns[3]);
            key.blue = (png_uint_16)(trns[4] << 8 | trns[5]);
            png_set_tRNS(png, info, NULL, 1, &key);
        } else {
            png_error(png, "tRNS does not fit the colour type (palette alphas, 2 bytes for grey, 6 for RGB)");
        }
    }
    // sRGB alone, without gAMA/cHRM: every Popsnap pixel is sRGB and readers honour the chunk.
    if (srgb) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);

    row_pointers = malloc((height ? height : 1) * sizeof(png_bytep));
    if (row_pointers == NULL) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) row_pointers[y] = (png_bytep)rows + (size_t)y * row_bytes;

    png_write_info(png, info);
    png_write_image(png, row_pointers);
    // No info here: nothing after the image data, in particular no tIME.
    png_write_end(png, NULL);

    free(row_pointers);
    png_destroy_write_struct(&png, &info);
    return POPSNAP_PNG_OK;
}

// ---- Decoding ----

struct popsnap_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    error_sink sink;
};

static void read_from_memory(png_structp png, png_bytep destination, size_t length) {
    popsnap_png_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->offset) png_error(png, "unexpected end of data: the file is truncated");
    memcpy(destination, decoder->data + decoder->offset, length);
    decoder->offset += length;
}

// libpng takes memory for an ancillary chunk's declared length before reading it (tEXt, iCCP, …) and
// only warns when the length passes its limit, so a 106-byte file declaring a 1.4 GB tEXt chunk asked for
// 1.4 GB. No chunk can hold more than the bytes left, so the chunks up to IEND are walked first and one
// that runs past the end is refused; libpng then never takes more than the file's size for a chunk.
static int check_chunk_lengths(const uint8_t *data, size_t size, char *err, size_t err_len) {
    size_t at = 8;
    while (size - at >= 12) {
        uint32_t length = (uint32_t)data[at] << 24 | (uint32_t)data[at + 1] << 16 | (uint32_t)data[at + 2] << 8 | data[at + 3];
        if (length > size - at - 12) {
            char type[5], text[160];
            for (int i = 0; i < 4; i++) {
                uint8_t c = data[at + 4 + i];
                type[i] = c >= 0x21 && c <= 0x7E ? (char)c : '?';
            }
            type[4] = '\0';
            snprintf(text, sizeof text, "the file ends inside chunk %s at byte %zu: it declares %u bytes, only %zu follow (truncated?)",
                     type, at, length, size - at - 12);
            set_message(err, err_len, text);
            return POPSNAP_PNG_ERROR_LIBPNG;
        }
        if (memcmp(data + at + 4, "IEND", 4) == 0) break;
        at += 12 + (size_t)length;
    }
    return POPSNAP_PNG_OK;
}

int popsnap_png_decoder_open(const uint8_t *data, size_t size, popsnap_png_decoder **result,
                             popsnap_png_header *header, char *err, size_t err_len) {
    *result = NULL;
    memset(header, 0, sizeof *header);
    set_message(err, err_len, "");
    if (size == 0) {
        set_message(err, err_len, "the data is empty");
        return POPSNAP_PNG_ERROR_NOT_PNG;
    }
    if (size < 8) {
        char text[96];
        snprintf(text, sizeof text, "the data is only %zu bytes, shorter than the PNG signature", size);
        set_message(err, err_len, text);
        return POPSNAP_PNG_ERROR_NOT_PNG;
    }
    if (png_sig_cmp(data, 0, 8) != 0) {
        set_message(err, err_len, "the data does not start with the PNG signature");
        return POPSNAP_PNG_ERROR_NOT_PNG;
    }
    int lengths = check_chunk_lengths(data, size, err, err_len);
    if (lengths != POPSNAP_PNG_OK) return lengths;

    popsnap_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        set_message(err, err_len, "out of memory");
        return POPSNAP_PNG_ERROR_MEMORY;
    }
    decoder->data = data;
    decoder->size = size;
    decoder->offset = 8;
    decoder->sink.text = err;
    decoder->sink.capacity = err_len;
    // libpng's defaults are what we want and are left alone: a CRC error in a critical chunk
    // (IHDR, PLTE, IDAT) is an error, one in an ancillary chunk drops that chunk; benign errors
    // (e.g. a known-bad iCCP profile) are warnings, as such files display fine everywhere.
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->sink, on_error, on_warning);
    if (decoder->png == NULL) {
        free(decoder);
        set_message(err, err_len, "out of memory");
        return POPSNAP_PNG_ERROR_MEMORY;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        set_message(err, err_len, "out of memory");
        return POPSNAP_PNG_ERROR_MEMORY;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        popsnap_png_decoder_close(decoder);
        return POPSNAP_PNG_ERROR_LIBPNG;
    }
    png_set_read_fn(decoder->png, decoder, read_from_memory);
    png_set_sig_bytes(decoder->png, 8);
    png_read_info(decoder->png, decoder->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(decoder->png, decoder->info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    header->width = width;
    header->height = height;
    header->bit_depth = bit_depth;
    header->color_type = color_type;
    header->interlace = interlace;
    *result = decoder;
    return POPSNAP_PNG_OK;
}

static void set_rgba_transforms(png_structp png, int depth);

/// Points libpng's messages at this call's buffer `err`, emptied, with no warnings yet.
static void start_call(popsnap_png_decoder *decoder, char *err, size_t err_len) {
    set_message(err, err_len, "");
    decoder->sink.text = err;
    decoder->sink.capacity = err_len;
    decoder->sink.warnings[0] = '\0';
}

/// Decodes every pixel into `pixels` (`len` bytes) as straight RGBA of `depth` bits a sample, 8 or 16
/// (16 in the host's byte order), then reads to IEND.
static int read_rgba(popsnap_png_decoder *decoder, uint8_t *pixels, size_t len, int depth, char *err, size_t err_len) {
    start_call(decoder, err, err_len);
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    png_bytep *volatile row_pointers = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row_pointers);
        return POPSNAP_PNG_ERROR_LIBPNG;
    }

    set_rgba_transforms(png, depth);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (png_get_bit_depth(png, info) != depth || png_get_channels(png, info) != 4 || row_bytes != (size_t)width * 4 * (depth / 8))
        png_error(png, "unexpected row layout after conversion to RGBA");
    if (height == 0 || row_bytes == 0 || len / row_bytes != height || len % row_bytes != 0) {
        set_message(err, err_len, "pixel buffer does not match the image size");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }

    row_pointers = malloc((size_t)height * sizeof(png_bytep));
    if (row_pointers == NULL) png_error(png, "out of memory while decoding");
    for (png_uint_32 y = 0; y < height; y++) row_pointers[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, row_pointers);
    // Reading to IEND checks the CRCs of the last chunks and catches a file cut short.
    png_read_end(png, NULL);

    free(row_pointers);
    return POPSNAP_PNG_OK;
}

/// The conversions to RGBA of `depth` bits a sample that every read asks libpng for.
static void set_rgba_transforms(png_structp png, int depth) {
    // Everything becomes RGBA; libpng orders these steps itself. No gamma step: PNG gAMA is ignored
    // and samples are taken as sRGB, as browsers do for screenshots.
    if (depth == 16) {
        png_set_expand_16(png);     // palette -> RGB, tRNS -> alpha, every sample to 16 bits
        const uint16_t probe = 1;
        if (*(const uint8_t *)&probe == 1) png_set_swap(png);  // PNG rows are big-endian
    } else {
        png_set_expand(png);        // palette -> RGB, grey 1/2/4 -> 8, tRNS -> alpha
        png_set_scale_16(png);      // 16 -> 8 rounded (v * 255 / 65535), not truncated
    }
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, depth == 16 ? 0xffff : 0xff, PNG_FILLER_AFTER);  // only where there is no alpha yet
}

int popsnap_png_decoder_begin_rows(popsnap_png_decoder *decoder, char *err, size_t err_len) {
    start_call(decoder, err, err_len);
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return POPSNAP_PNG_ERROR_LIBPNG;
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        set_message(err, err_len, "interlaced rows are not read one at a time");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }
    set_rgba_transforms(png, 8);
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 || png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4)
        png_error(png, "unexpected row layout after conversion to RGBA");
    return POPSNAP_PNG_OK;
}

int popsnap_png_decoder_read_row(popsnap_png_decoder *decoder, uint8_t *rgba, size_t rgba_len, char *err, size_t err_len) {
    decoder->sink.text = err;
    decoder->sink.capacity = err_len;
    png_structp png = decoder->png;
    if (rgba_len != (size_t)png_get_image_width(png, decoder->info) * 4) {
        set_message(err, err_len, "row buffer does not match the image width");
        return POPSNAP_PNG_ERROR_ARGUMENT;
    }
    if (setjmp(png_jmpbuf(png))) return POPSNAP_PNG_ERROR_LIBPNG;
    png_read_row(png, rgba, NULL);
    return POPSNAP_PNG_OK;
}

int popsnap_png_decoder_end_rows(popsnap_png_decoder *decoder, char *err, size_t err_len) {
    decoder->sink.text = err;
    decoder->sink.capacity = err_len;
    if (setjmp(png_jmpbuf(decoder->png))) return POPSNAP_PNG_ERROR_LIBPNG;
    // Reading to IEND checks the CRCs of the last chunks and catches a file cut short.
    png_read_end(decoder->png, NULL);
    return POPSNAP_PNG_OK;
}

int popsnap_png_decoder_read_rgba(popsnap_png_decoder *decoder, uint8_t *rgba, size_t rgba_len,
                                  char *err, size_t err_len) {
    return read_rgba(decoder, rgba, rgba_len, 8, err, err_len);
}

int popsnap_png_decoder_read_rgba16(popsnap_png_decoder *decoder, uint16_t *rgba, size_t rgba_count,
                                    char *err, size_t err_len) {
    return read_rgba(decoder, (uint8_t *)rgba, rgba_count * sizeof(uint16_t), 16, err, err_len);
}

void popsnap_png_decoder_close(popsnap_png_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

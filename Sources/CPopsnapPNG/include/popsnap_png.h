// The only door to libpng. libpng reports errors by longjmp; every function here owns the
// setjmp that catches it, so a longjmp never crosses a Swift frame. Each function returns
// a POPSNAP_PNG_* code and, on failure, copies a message (libpng's, when libpng failed)
// into `err`, NUL-terminated and cut to `err_len` bytes.
#pragma once
#include <stddef.h>
#include <stdint.h>

// Return codes.
#define POPSNAP_PNG_OK 0
#define POPSNAP_PNG_ERROR_LIBPNG 1    // libpng refused the data; `err` holds its message
#define POPSNAP_PNG_ERROR_NOT_PNG 2   // empty, too short, or no PNG signature
#define POPSNAP_PNG_ERROR_ARGUMENT 3  // the caller's buffers do not match the sizes it gave
#define POPSNAP_PNG_ERROR_MEMORY 4    // malloc failed

// Colour types, numbered as in IHDR.
#define POPSNAP_PNG_COLOR_GRAY 0
#define POPSNAP_PNG_COLOR_RGB 2
#define POPSNAP_PNG_COLOR_PALETTE 3
#define POPSNAP_PNG_COLOR_GRAY_ALPHA 4
#define POPSNAP_PNG_COLOR_RGBA 6

// Row filter masks, the values of libpng's PNG_FILTER_*.
#define POPSNAP_PNG_FILTER_NONE 0x08
#define POPSNAP_PNG_FILTER_SUB 0x10
#define POPSNAP_PNG_FILTER_UP 0x20
#define POPSNAP_PNG_FILTER_AVG 0x40
#define POPSNAP_PNG_FILTER_PAETH 0x80
#define POPSNAP_PNG_FILTER_ALL 0xF8

/// A malloc'd byte buffer that grows as libpng writes; release it with popsnap_png_buffer_free.
typedef struct popsnap_png_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} popsnap_png_buffer;

void popsnap_png_buffer_free(popsnap_png_buffer *buffer);

/// Encodes `height` rows of raw samples laid out exactly as PNG rows hold them (packed low
/// bit depths, 16-bit samples big-endian, no filter byte), `rows_len` bytes in all.
/// `palette` is the PLTE payload (RGB triples), `trns` the tRNS payload (palette alphas, or a
/// big-endian grey / RGB sample); pass NULL and 0 to leave either out. `level` is zlib's 0-9,
/// `filters` a mask of POPSNAP_PNG_FILTER_*, `srgb` non-zero writes an sRGB chunk.
/// No tIME chunk is ever written, so the same input gives the same bytes.
int popsnap_png_encode(const uint8_t *rows, size_t rows_len, uint32_t width, uint32_t height,
                       int color_type, int bit_depth, int interlace,
                       const uint8_t *palette, size_t palette_len,
                       const uint8_t *trns, size_t trns_len,
                       int level, int filters, int srgb,
                       popsnap_png_buffer *out, char *err, size_t err_len);

/// The IHDR fields, as the file declares them.
typedef struct popsnap_png_header {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlace;
} popsnap_png_header;

/// A decode in progress, over caller-owned bytes that must outlive it.
typedef struct popsnap_png_decoder popsnap_png_decoder;

/// Reads the chunks up to the image data and fills `header`, so the caller can check the size
/// before allocating. On success `*decoder` must be closed with popsnap_png_decoder_close.
int popsnap_png_decoder_open(const uint8_t *data, size_t size, popsnap_png_decoder **decoder,
                             popsnap_png_header *header, char *err, size_t err_len);

/// Decodes every pixel into `rgba` (width * height * 4 bytes, `rgba_len`) as straight RGBA8:
/// palettes and low bit depths expanded, tRNS turned into alpha, grey into RGB, 16-bit scaled
/// to 8 with rounding, interlacing undone. Then reads to IEND, so truncation is an error.
int popsnap_png_decoder_read_rgba(popsnap_png_decoder *decoder, uint8_t *rgba, size_t rgba_len,
                                  char *err, size_t err_len);

/// Decodes every pixel into `rgba` (width * height * 4 samples, `rgba_count`) as straight RGBA16 in the
/// host's byte order, expanded as popsnap_png_decoder_read_rgba expands, but 16-bit samples kept whole
/// (and 8-bit ones widened, v * 257). For comparing 16-bit files exactly. Then reads to IEND.
int popsnap_png_decoder_read_rgba16(popsnap_png_decoder *decoder, uint16_t *rgba, size_t rgba_count,
                                    char *err, size_t err_len);

/// Row by row, for a file that is not interlaced (Adam7 spreads a row over seven passes): after
/// begin_rows, each read_row decodes the next row into `rgba` (width * 4 bytes, `rgba_len`) as
/// popsnap_png_decoder_read_rgba would; end_rows, after the last, reads to IEND. begin_rows
/// returns POPSNAP_PNG_ERROR_ARGUMENT for an interlaced file, having read nothing.
int popsnap_png_decoder_begin_rows(popsnap_png_decoder *decoder, char *err, size_t err_len);
int popsnap_png_decoder_read_row(popsnap_png_decoder *decoder, uint8_t *rgba, size_t rgba_len, char *err, size_t err_len);
int popsnap_png_decoder_end_rows(popsnap_png_decoder *decoder, char *err, size_t err_len);
void popsnap_png_decoder_close(popsnap_png_decoder *decoder);

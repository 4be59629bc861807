#pragma once
#include <stddef.h>

/// The number of fonts built into the binary.
int popsnap_font_count(void);
/// The file name of built-in font `index` (e.g. "Inter-Regular.otf"), or NULL past the end.
const char *popsnap_font_name(int index);
/// The bytes of built-in font `index`; `*size` receives their length.
const unsigned char *popsnap_font_data(int index, size_t *size);

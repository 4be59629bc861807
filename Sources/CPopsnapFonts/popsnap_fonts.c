// The bundled fonts, embedded in the binary with the assembler's .incbin, so Popsnap finds them
// wherever it runs: `swift run`, `swift test`, or a release binary copied anywhere.
// POPSNAP_FONTS_DIR is the package's Fonts/ folder, set in Package.swift.
#include "popsnap_fonts.h"

#define STR2(x) #x
#define STR(x) STR2(x)

#define EMBED(sym, file)                                                   \
    __asm__(".section .rodata\n"                                           \
            ".balign 16\n"                                                 \
            #sym "_start:\n"                                               \
            ".incbin \"" STR(POPSNAP_FONTS_DIR) "/" file "\"\n"            \
            #sym "_end:\n"                                                 \
            ".previous\n");                                                \
    extern const unsigned char sym##_start[], sym##_end[];

EMBED(popsnap_inter_regular, "Inter-Regular.otf")
EMBED(popsnap_inter_medium, "Inter-Medium.otf")
EMBED(popsnap_inter_semibold, "Inter-SemiBold.otf")
EMBED(popsnap_inter_bold, "Inter-Bold.otf")
EMBED(popsnap_dejavu_regular, "DejaVuSans.ttf")
EMBED(popsnap_dejavu_bold, "DejaVuSans-Bold.ttf")

static const struct {
    const char *name;
    const unsigned char *start, *end;
} fonts[] = {
    {"Inter-Regular.otf", popsnap_inter_regular_start, popsnap_inter_regular_end},
    {"Inter-Medium.otf", popsnap_inter_medium_start, popsnap_inter_medium_end},
    {"Inter-SemiBold.otf", popsnap_inter_semibold_start, popsnap_inter_semibold_end},
    {"Inter-Bold.otf", popsnap_inter_bold_start, popsnap_inter_bold_end},
    {"DejaVuSans.ttf", popsnap_dejavu_regular_start, popsnap_dejavu_regular_end},
    {"DejaVuSans-Bold.ttf", popsnap_dejavu_bold_start, popsnap_dejavu_bold_end},
};

int popsnap_font_count(void) { return (int)(sizeof fonts / sizeof fonts[0]); }

const char *popsnap_font_name(int index) {
    return index >= 0 && index < popsnap_font_count() ? fonts[index].name : 0;
}

const unsigned char *popsnap_font_data(int index, size_t *size) {
    if (index < 0 || index >= popsnap_font_count()) { *size = 0; return 0; }
    *size = (size_t)(fonts[index].end - fonts[index].start);
    return fonts[index].start;
}

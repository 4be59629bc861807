#include <fribidi.h>

// FriBidi's paragraph directions are macros built from bit masks, which Swift cannot import.
static inline FriBidiParType popsnap_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType popsnap_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType popsnap_fribidi_par_auto(void) { return FRIBIDI_PAR_ON; }
static inline int popsnap_fribidi_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }

#include "popsnap_png.h"

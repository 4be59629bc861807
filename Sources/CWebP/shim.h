#include <webp/encode.h>
#include <webp/mux.h>
// Decoding: Popsnap reads back the lossy animations it writes to measure each frame's error (and
// PopsnapWebPTests' round trips decode stills).
#include <webp/decode.h>
#include <webp/demux.h>

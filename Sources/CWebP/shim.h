#include <webp/encode.h>
#include <webp/mux.h>
// The decoder only for PopsnapWebPTests' round trips: Popsnap writes WebP, it does not read it.
#include <webp/decode.h>

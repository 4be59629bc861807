#include <libimagequant.h>
// libimagequant 2.x runs its remapping and k-means in OpenMP loops whose sums depend on the thread count;
// PopsnapGIF sets the calling thread's OpenMP thread count to 1 before quantizing, so its output does not.
// Declared here rather than through omp.h, which Debian ships only with the compiler's own headers.
void omp_set_num_threads(int);

// The benchmark's C references (Benchmarks/CReference/include/CReference.h), for this package.
#include "../../../../CReference/include/CReference.h"

// The benchmark's C references, compiled into this package rather than copied into it.
#include "../../../CReference/CReference.c"

// The C side of FastDateArrow is its header (include/fastdate_arrow.h); the function is
// written in Swift (Sources/FastDateArrow) and exported under the header's name. A C target
// needs one source file, and this is it.
#include "fastdate_arrow.h"

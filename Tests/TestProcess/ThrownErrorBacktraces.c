// Turns off Swift Testing's backtrace of every thrown error in the test process, unless the
// environment already says otherwise (`SWT_SWIFT_ERROR_BACKTRACING_ENABLED=1` brings them
// back, for a test that fails with an error and whose throw site is wanted).
//
// Why: the testing library hooks the runtime's `swift_willThrow` and unwinds the stack at each
// throw, so that a test ending in an error can say where it was thrown. FastDate's hostile-input,
// mutation and vector tests make the library throw millions of parse errors on purpose, each
// caught and compared with the reference; the unwinding was most of their time (CONTRIBUTING.md,
// "Development", has the figures). The library's own code is unchanged: without the hook a
// throw costs what it costs in an app.
//
// A constructor, because the testing library reads the variable once, when the test process
// starts, before any test code runs.
#include "TestProcess.h"

#if defined(__unix__) || defined(__APPLE__)
#include <stdlib.h>

__attribute__((constructor)) static void fastdate_quiet_thrown_errors(void) {
    setenv("SWT_SWIFT_ERROR_BACKTRACING_ENABLED", "0", 0);
}
#endif

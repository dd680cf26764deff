// The test process's setup, done before any test runs (ThrownErrorBacktraces.c). There is
// nothing to call: SwiftPM links the target's object into the test process, and its
// constructor runs there.
#ifndef FASTDATE_TEST_PROCESS_H
#define FASTDATE_TEST_PROCESS_H
#endif

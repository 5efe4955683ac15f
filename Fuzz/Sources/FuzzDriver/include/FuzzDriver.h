#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that keep their own main: parses libFuzzer's flags from
/// argc/argv and calls `callback` with every input until a finding or the time limit.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif

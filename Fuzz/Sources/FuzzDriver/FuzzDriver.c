// Nothing to compile: the driver comes from libFuzzer (-sanitize=fuzzer). This file makes
// FuzzDriver a C target so Swift sees the declaration in include/FuzzDriver.h.
#include "FuzzDriver.h"

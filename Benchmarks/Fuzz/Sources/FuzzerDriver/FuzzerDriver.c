// Declarations only (see include/FuzzerDriver.h); libFuzzer itself comes from -sanitize=fuzzer.
#include "FuzzerDriver.h"

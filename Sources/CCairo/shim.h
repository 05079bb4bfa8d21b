#ifndef OPENUIKIT_CCAIRO_SHIM_H
#define OPENUIKIT_CCAIRO_SHIM_H
/* Without the development files the build stops here, naming what to install. */
#if __has_include(<cairo.h>)
#include <cairo.h>
#else
#error "OpenUIKit needs Cairo's development files: apt-get install libcairo2-dev (Debian/Ubuntu), brew install cairo (macOS)"
#endif
#endif

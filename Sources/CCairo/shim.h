#ifndef OPENUIKIT_CCAIRO_SHIM_H
#define OPENUIKIT_CCAIRO_SHIM_H
#include <cairo.h>
#endif

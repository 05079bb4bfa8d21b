#ifndef OPENUIKIT_CPANGOCAIRO_SHIM_H
#define OPENUIKIT_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#endif

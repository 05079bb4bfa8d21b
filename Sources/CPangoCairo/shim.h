#ifndef OPENUIKIT_CPANGOCAIRO_SHIM_H
#define OPENUIKIT_CPANGOCAIRO_SHIM_H
/* Without the development files the build stops here, naming what to install. */
#if __has_include(<pango/pangocairo.h>)
#include <pango/pangocairo.h>
/* The isolated font configuration: Pango's fontconfig font map takes an FcConfig of its own. */
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#else
#error "OpenUIKit needs Pango's development files: apt-get install libpango1.0-dev (Debian/Ubuntu), brew install pango (macOS)"
#endif
#endif

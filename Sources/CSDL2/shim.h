// SDL2 for the SDLBackend target. SDL_MAIN_HANDLED: Swift owns main(), so SDL must not
// rename it; the backend calls SDL_SetMainReady() instead.
#define SDL_MAIN_HANDLED 1
/* Without the development files the build stops here, naming what to install. */
#if __has_include(<SDL.h>)
#include <SDL.h>
#else
#error "OpenUIKit's SDLBackend needs SDL2's development files: apt-get install libsdl2-dev (Debian/Ubuntu), brew install sdl2 (macOS)"
#endif

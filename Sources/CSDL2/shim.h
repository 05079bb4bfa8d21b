// SDL2 for the SDLBackend target. SDL_MAIN_HANDLED: Swift owns main(), so SDL must not
// rename it; the backend calls SDL_SetMainReady() instead.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

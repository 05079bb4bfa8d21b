#!/bin/sh
# Frame pacing of the live window: the gallery's cards feed under a virtual X server, scrolled
# by real X mouse drags (xdotool), ten times up and down; the gallery prints frame-time and
# present-interval percentiles when it quits. Needs xvfb, x11-utils and xdotool
# (make e2e-deps). Usage: Benchmarks/scripts/window_frame_pacing.sh [path/to/gallery]
set -eu
GALLERY=${1:-Apps/.build/release/gallery}
DISPLAY_NUMBER=77
while [ -e /tmp/.X$DISPLAY_NUMBER-lock ]; do DISPLAY_NUMBER=$((DISPLAY_NUMBER + 1)); done
Xvfb :$DISPLAY_NUMBER -screen 0 800x700x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill -9 $XVFB 2>/dev/null || true' EXIT
export DISPLAY=:$DISPLAY_NUMBER
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
SDL_VIDEODRIVER=x11 SDL_RENDER_DRIVER=software "$GALLERY" --window --screen cards --exit-after 120 --frame-stats &
APP=$!
for _ in $(seq 50); do WID=$(xdotool search --name "OpenUIKit Gallery" 2>/dev/null | head -1) && [ -n "$WID" ] && break; sleep 0.1; done
sleep 0.5
# Drag up 300 points in 30 moves 16 ms apart (a scroll at ~600 pt/s), then back down; ten times.
for _ in $(seq 10); do
  xdotool mousemove --window "$WID" 200 550 mousedown 1
  for step in $(seq 30); do xdotool mousemove --window "$WID" 200 $((550 - step * 10)); sleep 0.016; done
  xdotool mouseup 1
  xdotool mousemove --window "$WID" 200 250 mousedown 1
  for step in $(seq 30); do xdotool mousemove --window "$WID" 200 $((250 + step * 10)); sleep 0.016; done
  xdotool mouseup 1
done
xdotool key --window "$WID" ctrl+q 2>/dev/null || true  # quits; the window is gone before key-up
wait $APP

#!/bin/sh
# What-if runs of folder_graph.py behind docs/ARCHITECTURE.md, "Folder dependencies":
#   sh Benchmarks/scripts/folder_graph_cuts.sh warts   # the known warts cut (files moved, edges left out)
#   sh Benchmarks/scripts/folder_graph_cuts.sh hubs    # only the two UIKit hubs' edges left out
#   sh Benchmarks/scripts/folder_graph_cuts.sh both    # both: the components that remain
# Run from the repository root. Nothing is changed; the graph is recomputed as if.
set -e
MOVES=Rendering/WindowRenderer.swift=Views
WARTS='Events>Gestures,Events>Controls,Views>Text,Views>Scrolling,Views>Images,Traits>FrameCycle,Accessibility>Controls,Accessibility>Text,Accessibility>Images,AutoLayout>Scrolling'
HUBS='Views>ViewControllers,Responders>ViewControllers,Traits>ViewControllers,Events>Application,Views>Application,Gestures>Application,FrameCycle>Application,Traits>Application,Responders>Application,Controls>Application,Accessibility>Application,Animation>Application'
case "${1:-both}" in
  warts) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --move "$MOVES" --cut "$WARTS" --sites 1 ;;
  hubs) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --cut "$HUBS" --sites 1 ;;
  both) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --move "$MOVES" --cut "$WARTS,$HUBS" --sites 1 ;;
  *) echo "usage: $0 warts|hubs|both" >&2; exit 2 ;;
esac

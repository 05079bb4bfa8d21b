#!/bin/sh
# What-if runs of folder_graph.py behind docs/ARCHITECTURE.md, "Folder dependencies":
#   sh Benchmarks/scripts/folder_graph_cuts.sh warts   # the known warts cut (files moved, edges left out)
#   sh Benchmarks/scripts/folder_graph_cuts.sh hubs    # only the two UIKit hubs' edges left out
#   sh Benchmarks/scripts/folder_graph_cuts.sh both    # both: the components that remain
# Run from the repository root. Nothing is changed; the graph is recomputed as if.
set -e
SUPPORT=Application/ApplicationClock.swift=Support,Application/ApplicationLog.swift=Support,Application/ClockDuration.swift=Support,Application/ClockInstant.swift=Support,Application/Fatal.swift=Support,Application/ScheduledTimer.swift=Support
MOVES=$SUPPORT,Views/UIImageView.swift=Images,Menus/UIInteraction.swift=Views,Controls/UIKeyInput.swift=Responders,Responders/EditMenuInteraction.swift=Menus,Rendering/WindowRenderer.swift=Views
WARTS='Responders>Gestures,Responders>AutoLayout,Responders>Animation,Responders>CollectionView,Responders>Application,Events>Gestures,Events>Controls,Views>Text,Views>Scrolling,Views>Images,AutoLayout>FrameCycle,Traits>FrameCycle,Support>Events,Accessibility>Controls,Accessibility>Text,Accessibility>Images,AutoLayout>Scrolling'
HUBS='Views>ViewControllers,Responders>ViewControllers,Traits>ViewControllers,Events>Application,Views>Application,Gestures>Application,FrameCycle>Application,Traits>Application,Responders>Application,Controls>Application,Accessibility>Application,Animation>Application'
case "${1:-both}" in
  warts) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --move "$MOVES" --cut "$WARTS" --sites 1 ;;
  hubs) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --cut "$HUBS" --sites 1 ;;
  both) python3 Benchmarks/scripts/folder_graph.py OpenUIKit --move "$MOVES" --cut "$WARTS,$HUBS" --sites 1 ;;
  *) echo "usage: $0 warts|hubs|both" >&2; exit 2 ;;
esac

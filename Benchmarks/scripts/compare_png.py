#!/usr/bin/env python3
"""Compares two PNGs of the same size pixel by pixel (RGBA, 0-255) and prints the largest
component difference and how many pixels differ by more than 2 and by more than 16.
    python3 compare_png.py A.png B.png      (needs Pillow and numpy)"""
import sys
import numpy as np
from PIL import Image

a = np.asarray(Image.open(sys.argv[1]).convert("RGBA")).astype(int)
b = np.asarray(Image.open(sys.argv[2]).convert("RGBA")).astype(int)
if a.shape != b.shape:
    sys.exit(f"sizes differ: {a.shape} vs {b.shape}")
d = np.abs(a - b).max(axis=2)
print(f'{{"max_difference": {d.max()}, "pixels_over_2": {(d > 2).sum()}, "pixels_over_16": {(d > 16).sum()}, "pixels": {d.size}}}')

// The `ca` branch declares this test target; its tests are not merged yet. This file keeps the
// package buildable until they are, and goes away then.
import OpenQuartzCore

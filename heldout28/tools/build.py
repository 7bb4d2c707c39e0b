#!/usr/bin/env python3
"""build run on heldout28 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("build.py", globals())

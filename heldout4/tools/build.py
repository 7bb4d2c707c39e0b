#!/usr/bin/env python3
"""heldout3/tools/build.py run on heldout4 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("build.py", globals())

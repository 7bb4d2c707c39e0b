#!/usr/bin/env python3
"""heldout3/tools/check_overlap.py run on heldout4 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("check_overlap.py", globals())

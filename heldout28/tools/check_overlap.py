#!/usr/bin/env python3
"""check_overlap run on heldout28 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("check_overlap.py", globals())

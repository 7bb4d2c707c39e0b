#!/usr/bin/env python3
"""selfcheck run on heldout28 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("selfcheck.py", globals())

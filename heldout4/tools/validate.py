#!/usr/bin/env python3
"""heldout3/tools/validate.py run on heldout4 (see h3tool.py): same behaviour and options."""
import h3tool

h3tool.adopt("validate.py", globals())

#!/usr/bin/env python3
"""heldout4/plss/build_plss.py run on heldout28 (see tools/h3tool.py): writes plss/cases.jsonl and
plss/input/ (packages h28p-plss28-NNN) from plss/plss_data.py; same behaviour and options."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import h3tool  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
h3tool.adopt("build_plss.py", globals())

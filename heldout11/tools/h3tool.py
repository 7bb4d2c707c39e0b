"""heldout5's runner of heldout3's and heldout4's tools (heldout5/tools/h3tool.py), for heldout11.

The runner renames the scripts' set literals after the tools folder it is given; `adopt` hands it
heldout11's, so that the wrappers beside it (build.py, validate.py, ...) work on this set. The
runner is run from its own file (runpy), so nothing of it is repeated here. Standard library only.
"""
import os
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))
_RUNNER = runpy.run_path(os.path.join(os.path.dirname(os.path.dirname(HERE)), "heldout5", "tools", "h3tool.py"))


def adopt(name, namespace):
    _RUNNER["adopt"](name, namespace, HERE)

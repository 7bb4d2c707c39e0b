"""heldout5's runner of heldout3's and heldout4's tools (heldout5/tools/h3tool.py), for heldout7.

The runner renames the scripts' set literals after the tools folder it is given; this module gives
it heldout7's, so that the wrappers beside it (build.py, validate.py, ...) work on this set.
Standard library only.
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_RUNNER_PATH = os.path.join(os.path.dirname(os.path.dirname(HERE)), "heldout5", "tools", "h3tool.py")
_spec = importlib.util.spec_from_file_location("heldout5_h3tool", _RUNNER_PATH)
_runner = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_runner)


def adopt(name, namespace):
    _runner.adopt(name, namespace, HERE)

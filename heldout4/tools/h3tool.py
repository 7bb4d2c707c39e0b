"""Runs one of heldout3's tools for heldout4 instead of copying it.

heldout3's build, validate and overlap scripts find their set from their own file's folder and
name it in a few literals ("heldout3", package prefixes "h3-" and "h3p-"). `adopt(name, globals())`
reads heldout3/tools/<name>, renames those literals for heldout4 and executes it in the calling
wrapper's namespace, so that the wrapper's folder (heldout4/tools, with this set's labels_data.py)
is the one the script works on, and the wrapper module exposes the script's functions (validate.py
imports build.render). noise.py is used as it is: heldout3/tools is appended to sys.path so that
`import noise` finds it. Standard library only.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
H3_TOOLS = os.path.join(os.path.dirname(os.path.dirname(HERE)), "heldout3", "tools")
RENAMES = (("heldout3", "heldout4"), ('"h3p-"', '"h4p-"'), ('"h3-"', '"h4-"'), ("'h3-", "'h4-"))

if HERE not in sys.path:
    sys.path.insert(0, HERE)
if H3_TOOLS not in sys.path:
    sys.path.append(H3_TOOLS)


def adopt(name, namespace):
    path = os.path.join(H3_TOOLS, name)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    for old, new in RENAMES:
        source = source.replace(old, new)
    exec(compile(source, path + " (for heldout4)", "exec"), namespace)

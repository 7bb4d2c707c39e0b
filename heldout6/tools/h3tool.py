"""Runs one of heldout3's (or heldout4's) tools for heldout6 instead of copying it.

heldout3's build, validate and overlap scripts, and heldout4's selfcheck and PLSS builder, find their
set from their own file's folder and name it in a few literals ("heldout3", package prefixes "h3-"
and "h3p-", case ids "plss4-"). `adopt(name, globals())` reads the script, renames those literals for
heldout6 and executes it in the calling wrapper's namespace, so that the wrapper's folder (with this
set's labels_data.py or plss_data.py) is the one the script works on, and the wrapper module exposes
the script's functions (validate.py imports build.render). noise.py is used as it is: heldout3/tools
is appended to sys.path so that `import noise` finds it. Standard library only.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
H3_TOOLS = os.path.join(REPO, "heldout3", "tools")
SCRIPTS = {
    "build.py": os.path.join(H3_TOOLS, "build.py"),
    "validate.py": os.path.join(H3_TOOLS, "validate.py"),
    "check_overlap.py": os.path.join(H3_TOOLS, "check_overlap.py"),
    "selfcheck.py": os.path.join(REPO, "heldout4", "tools", "selfcheck.py"),
    "build_plss.py": os.path.join(REPO, "heldout4", "plss", "build_plss.py"),
}
RENAMES = (("heldout3", "heldout6"), ("heldout4", "heldout6"), ('"h3p-"', '"h6p-"'), ('"h4p-"', '"h6p-"'),
           ('"h3-"', '"h6-"'), ("'h3-", "'h6-"), ('"plss4-', '"plss6-'))

if HERE not in sys.path:
    sys.path.insert(0, HERE)
if H3_TOOLS not in sys.path:
    sys.path.append(H3_TOOLS)


def adopt(name, namespace):
    path = SCRIPTS[name]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    for old, new in RENAMES:
        source = source.replace(old, new)
    if name == "selfcheck.py":
        # the PLSS scorer stays heldout3's own
        source = source.replace('os.path.join(REPO, "heldout6", "plss", "score_plss.py")',
                                'os.path.join(REPO, "heldout3", "plss", "score_plss.py")')
    exec(compile(source, path + " (for heldout6)", "exec"), namespace)

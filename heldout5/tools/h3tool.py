"""Runs one of heldout3's (or heldout4's) tools for a later set instead of copying it.

heldout3's build, validate and overlap scripts, and heldout4's selfcheck and PLSS builder, find their
set from their own file's folder and name it in a few literals ("heldout3", package prefixes "h3-"
and "h3p-", case ids "plss4-"). `adopt(name, globals())` reads the script, renames those literals for
the set (heldout5 here; heldout6's wrapper passes its own folder) and executes it in the calling
wrapper's namespace, so that the wrapper's folder (with the set's labels_data.py or plss_data.py) is
the one the script works on, and the wrapper module exposes the script's functions (validate.py
imports build.render). noise.py is used as it is: heldout3/tools is appended to sys.path so that
`import noise` finds it. Standard library only.
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


def renames(set_name):
    """The literals of heldout3's and heldout4's scripts, renamed for `set_name` ("heldout5")."""
    n = set_name[len("heldout"):]
    return (("heldout3", set_name), ("heldout4", set_name), ('"h3p-"', f'"h{n}p-"'), ('"h4p-"', f'"h{n}p-"'),
            ('"h3-"', f'"h{n}-"'), ("'h3-", f"'h{n}-"), ('"plss4-', f'"plss{n}-'))


def adopt(name, namespace, set_tools=HERE):
    """Runs script `name` for the set whose tools folder is `set_tools`, in `namespace`."""
    set_name = os.path.basename(os.path.dirname(set_tools))
    if set_tools not in sys.path:
        sys.path.insert(0, set_tools)
    if H3_TOOLS not in sys.path:
        sys.path.append(H3_TOOLS)
    path = SCRIPTS[name]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    for old, new in renames(set_name):
        source = source.replace(old, new)
    if name == "selfcheck.py":
        # the PLSS scorer stays heldout3's own
        source = source.replace(f'os.path.join(REPO, "{set_name}", "plss", "score_plss.py")',
                                'os.path.join(REPO, "heldout3", "plss", "score_plss.py")')
    exec(compile(source, path + f" (for {set_name})", "exec"), namespace)

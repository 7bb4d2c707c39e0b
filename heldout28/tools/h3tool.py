"""heldout5's runner of heldout3's and heldout4's tools (heldout5/tools/h3tool.py), for heldout28.

As in heldout11, the scripts are read from heldout3 and heldout4 and their set literals renamed after
this folder by heldout5's runner (its `SCRIPTS` and `renames`, taken from its own file with runpy, so
nothing of it is repeated). As in heldout12 (whose wrapper this is, pointed at heldout28): every label's `source` carries `form` ("ordinary" or
"trap", from labels_data.py), so `adopt` applies a few extra, asserted edits on top of the renames:
build.py writes `source` {written_for, form}; validate.py expects exactly that, fails on a form that
is not "ordinary" or "trap", and prints the count of each. Standard library only.
"""
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_RUNNER = runpy.run_path(os.path.join(os.path.dirname(os.path.dirname(HERE)), "heldout5", "tools", "h3tool.py"))

_FORMS = ('FORMS = {d["id"]: d.get("form") for d in labels_data.DOCS}\n'
          'for _d in labels_data.DOCS:\n'
          '    if _d.get("form") not in ("ordinary", "trap"):\n'
          '        problems.append(f"labels_data {_d[\'id\']}: form {_d.get(\'form\')!r} is not ordinary or trap")\n')
EDITS = {
    "build.py": [('"source": {"written_for": "heldout28"}', '"source": {"written_for": "heldout28", "form": doc["form"]}')],
    "validate.py": [
        ("problems = []\n", "problems = []\n" + _FORMS),
        ('row.get("source") != {"written_for": "heldout28"}',
         'row.get("source") != {"written_for": "heldout28", "form": FORMS.get(row.get("id"))}'),
        ("a row is {id, source: {written_for: heldout28}, labels}",
         "a row is {id, source: {written_for: heldout28, form: as in labels_data}, labels}"),
        ('    print("states: " + ',
         '    print("forms: " + ", ".join(f"{k} {v}" for k, v in sorted(__import__("collections").Counter(FORMS.values()).items())))\n'
         '    print("states: " + '),
    ],
}


def adopt(name, namespace):
    """Runs heldout3's or heldout4's script `name` for heldout28 in `namespace`, with the form edits."""
    set_name = os.path.basename(os.path.dirname(HERE))
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
    h3_tools = os.path.dirname(_RUNNER["SCRIPTS"]["build.py"])
    if h3_tools not in sys.path:
        sys.path.append(h3_tools)
    path = _RUNNER["SCRIPTS"][name]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    for old, new in _RUNNER["renames"](set_name):
        source = source.replace(old, new)
    if name == "selfcheck.py":
        # the PLSS scorer stays heldout3's own
        source = source.replace(f'os.path.join(REPO, "{set_name}", "plss", "score_plss.py")',
                                'os.path.join(REPO, "heldout3", "plss", "score_plss.py")')
    for old, new in EDITS.get(name, []):
        if old not in source:
            raise SystemExit(f"h3tool: {name} no longer holds {old!r}; the form edit needs updating")
        source = source.replace(old, new)
    exec(compile(source, path + f" (for {set_name})", "exec"), namespace)

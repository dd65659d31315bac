"""The one contract (shared/contract.json) and its typed verdict, across the C++/Python seam.

- the committed Python module is what the generator writes from the JSON (the C++ header is
  generated at build time, so it cannot drift);
- the Python records have exactly the schema's fields (shared/verdict.h's gtest holds the C++
  struct to the same schema: a field added on one side only fails one of them);
- a real verdict (CPU backend here; the same check runs on the GPU host,
  tools/device/verdict_schema.py) has exactly the schema's key structure;
- no code outside the generated files and the tests re-types a reward mode, a tool error code
  or a verdict flag as a string literal.
"""
from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import DEMO, make_workspace
from warpgym_harness import contract
from warpgym_harness.verdict import RECORDS, json_fields, key_tree, schema_key_tree, tree_digest, validate

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = json.loads((ROOT / "shared" / "contract.json").read_text())
GENERATED = {"env_server/harness/warpgym_harness/contract.py", "shared/gen_contract.py"}


def test_the_committed_python_module_is_current():
    p = subprocess.run([sys.executable, str(ROOT / "shared" / "gen_contract.py"), "--check-python",
                        str(ROOT / "env_server" / "harness" / "warpgym_harness" / "contract.py")],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


def test_the_python_records_have_exactly_the_schemas_fields():
    assert set(RECORDS) == set(CONTRACT["verdict_schema"])
    for name, cls in RECORDS.items():
        assert json_fields(cls) == list(CONTRACT["verdict_schema"][name]), name


def test_validate_names_what_is_wrong():
    good = {k: None for k in CONTRACT["verdict_schema"]["Trial"]}
    good.update(seed=1, scale=1.0, values="random", ok=True, shape_ok=True, dtype_ok=True)
    assert validate(good, "Trial") == []
    assert validate({**good, "extra": 1}, "Trial") == ["Trial: unknown field 'extra'"]
    assert validate({k: v for k, v in good.items() if k != "seed"}, "Trial") == ["Trial: no field 'seed'"]
    assert validate({**good, "seed": 1.5}, "Trial") == ["Trial.seed: float is not int"]
    assert validate({**good, "ok": 1}, "Trial") == ["Trial.ok: int is not bool"]


@pytest.mark.timing  # a verdict a loaded machine can change: `make test` runs it after the parallel part, alone
def test_a_real_verdict_has_the_schemas_key_structure(harness, tmp_path):
    task = DEMO / "level1" / "1_ReLU.py"
    ws = make_workspace(tmp_path / "ws", task, DEMO / "solutions" / "level1" / "1_ReLU" / "reference")
    v = harness("evaluate", task, ws, "--profile-target-s", "0.2")  # the fixture validates it too
    assert v["compiled"] and v["correct"] and not v["infra_error"], v["text"]
    assert key_tree(v) == schema_key_tree(), "every record present, every field of the schema, nothing else"
    # tools/device/cuda_harness_check.py prints the same digest for the CUDA backend's verdicts
    print(f"CPU verdict key tree sha256: {tree_digest(key_tree(v))}")
    for part in ("compile", "verify", "profile", "provenance"):
        assert v[part] is not None, part


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """String constants of a file's code: Python without its docstrings; C++ without // comments."""
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix == ".py":
        tree = ast.parse(text)
        docs = {id(n.body[0].value) for n in ast.walk(tree)
                if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        return [(n.lineno, n.value) for n in ast.walk(tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        code = re.sub(r"//.*", "", line)
        out += [(i, m.group(1)) for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', code)]
    return out


def test_no_code_retypes_a_contract_name():
    # `infra_error` is also a field of every verdict and step info (a key, not only a code), so
    # it is not searched; its use as a tool error code goes through the contract's constant.
    names = (set(CONTRACT["reward_modes"]) | set(CONTRACT["tool_error_codes"]) | set(CONTRACT["verdict_flags"])
             | set(CONTRACT["wire_error_codes"]) - {"ok"}) - {"infra_error"}
    prefixes = tuple(CONTRACT["verdict_flag_prefixes"])
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "env_server", "shared",
                            "trainer", "tools"], capture_output=True, text=True, cwd=ROOT, check=True).stdout.split()
    found = []
    for rel in sorted(set(files)):
        if rel in GENERATED or not rel.endswith((".py", ".cc", ".h")) or not (ROOT / rel).is_file():
            continue
        for line, s in _code_strings(ROOT / rel):
            if s in names or s.startswith(prefixes):
                found.append(f"{rel}:{line}: {s!r}")
    assert not found, "use the generated constants (shared/contract.h, warpgym_harness.contract):\n" + "\n".join(found)


@pytest.mark.parametrize("code", sorted(CONTRACT["wire_error_codes"]))
def test_retry_rules_match_the_protocol_doc(code):
    """docs/protocol.md's error table states each code's retry advice; the contract decides it."""
    doc = (ROOT / "docs" / "protocol.md").read_text()
    if code == "ok":
        return
    row = next(line for line in doc.splitlines() if line.startswith(f"| `{code}` |"))
    advice = row.rsplit("|", 2)[-2].strip().lower()
    rule = contract.RETRY[code]
    expected = {"never": "no", "later": "later", "backoff": "yes", "new_episode": "reset a new episode"}[rule]
    assert advice.startswith(expected), (code, rule, advice)

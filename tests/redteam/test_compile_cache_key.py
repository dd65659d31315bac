"""Cross-episode object poisoning through the shared compile cache: an attacker episode compiles
a kernel whose source is byte-identical to a victim's but which reads different bytes (or sees a
different set of files) through a path a narrower key would miss; the victim must get an object
built from its own files.

The attacks: a header in a subdirectory (`kernels/sub/v.h`), a header reached through an include
chain outside kernels/ (`inc/deep/w.h`), assembler reads (`.incbin` of a data file, `.incbin`
spelled with a C escape, a gas `.include`), a header reached through `/proc/self/cwd`, and a file
whose mere existence changes the code (`__has_include`). The compiler runs in a snapshot of the
workspace's source files keyed as a whole (compile_snapshot.py), so each victim's compile must
build its own object (objects_compiled == 1), and the attacker's stays cached for the attacker.
"""
from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from harness_conftest import hc

cache_dir = hc.cache_dir  # session fixture: the shared cache both "episodes" use
TASK = hc.DEMO / "level1" / "1_ReLU.py"


def _kernel(include: str, tag: str) -> str:
    # No torch header: the unit compiles in a fraction of a second (the key is what is tested,
    # not the binding; the trusted binding.cpp is linked in all the same).
    return include + f'extern "C" float wg_k() {{ return K; }}\n// {tag}\n'



def _incbin(directive: str) -> str:
    return ('asm(".section .rodata\\n.global wg_blob\\nwg_blob:\\n' + directive + ' \\"kernels/blob.inc\\"\\n.previous");\n'
            'extern "C" const unsigned char wg_blob[];\n#define K (float)wg_blob[0]\n')


HAS_INCLUDE = '#if __has_include("flag.h")\n#define K 1.0f\n#else\n#define K 7.0f\n#endif\n'
GAS_INCLUDE = 'asm(".include \\"kernels/k.s\\"");\n#define K 1.0f\n'

# name -> (common files, the file that differs, its bytes for the attacker, for the victim; None: absent)
ATTACKS = {
    "subdir_header": ({"kernels/a.cpp": _kernel('#include "sub/v.h"\n', "{tag}")},
                      "kernels/sub/v.h", "#define K 7.0f\n", "#define K 1.0f\n"),
    "include_path_chain": ({"kernels/a.cpp": _kernel('#include "../inc/first.h"\n', "{tag}"),
                            "inc/first.h": '#include "deep/w.h"\n'},
                           "inc/deep/w.h", "#define K 7.0f\n", "#define K 1.0f\n"),
    "incbin_data": ({"kernels/a.cpp": _kernel(_incbin(".incbin"), "{tag}")}, "kernels/blob.inc", "\x07", "\x01"),
    "incbin_escaped": ({"kernels/a.cpp": _kernel(_incbin(".\\x69ncbin"), "{tag}")}, "kernels/blob.inc", "\x07", "\x01"),
    "gas_include": ({"kernels/a.cpp": _kernel(GAS_INCLUDE, "{tag}")}, "kernels/k.s",
                    ".globl wg_evil\nwg_evil:\n", ".globl wg_honest\nwg_honest:\n"),
    "proc_self_cwd": ({"kernels/a.cpp": _kernel('#include "/proc/self/cwd/kernels/v.h"\n', "{tag}")},
                      "kernels/v.h", "#define K 7.0f\n", "#define K 1.0f\n"),
    "has_include": ({"kernels/a.cpp": _kernel(HAS_INCLUDE, "{tag}")}, "kernels/flag.h", None, ""),
}


def _workspace(root: Path, files: dict[str, str], secret_path: str, secret: str | None, tag: str) -> Path:
    ws = hc.make_workspace(root, TASK, files={k: v.replace("{tag}", tag) for k, v in files.items()})
    if secret is not None:
        (ws / secret_path).parent.mkdir(parents=True, exist_ok=True)
        (ws / secret_path).write_bytes(secret.encode("latin-1"))
    return ws


@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_victim_does_not_get_the_attackers_object(name, cache_dir, tmp_path):
    files, path, evil, honest = ATTACKS[name]
    tag = f"{name} {uuid.uuid4().hex}"  # same bytes in both episodes, new to the cache
    attacker = _workspace(tmp_path / "attacker", files, path, evil, tag)
    victim = _workspace(tmp_path / "victim", files, path, honest, tag)
    a = hc.run_harness("compile", TASK, attacker, cache_dir, tmp_path / "s1")
    assert a["compiled"] and a["compile"]["objects_compiled"] >= 1, a["text"]  # the binding too, in a new cache
    v = hc.run_harness("compile", TASK, victim, cache_dir, tmp_path / "s2")
    assert v["compiled"], v["text"]
    assert v["compile"]["objects_compiled"] == 1, f"{name}: the victim was given a cached object"
    again = hc.run_harness("compile", TASK, attacker, cache_dir, tmp_path / "s3")
    assert again["compile"]["objects_compiled"] == 0, "the attacker's own object is still cached"


# A unit reads another unit (each kernel unit compiles in a view without the others): spelled
# plainly, through a macro that builds the name, and as assembler data.
OTHER_UNIT = {
    "include": '#include "b.cpp"\n',
    "macro_name": '#define WG_STR(x) #x\n#define WG_XSTR(x) WG_STR(x)\n#define WG_UNIT b\n'
                  '#include WG_XSTR(WG_UNIT.cpp)\n',
    "incbin": _incbin(".incbin").replace("kernels/blob.inc", "kernels/b.cpp").replace("#define K (float)wg_blob[0]\n", "")
              + '#undef K\n#define K (float)wg_blob[0]\n',
}


@pytest.mark.parametrize("how", sorted(OTHER_UNIT))
def test_a_unit_reading_another_unit_is_keyed_by_it(how, cache_dir, tmp_path):
    """Attacker and victim share a.cpp byte for byte; a.cpp reads b.cpp, another kernel unit,
    whose bytes differ. The victim's a.cpp must be built from the victim's b.cpp."""
    tag = f"{how} {uuid.uuid4().hex}"
    a = _kernel(OTHER_UNIT[how], tag)
    unit = "#define K 7.0f\n// {t}\n" if how != "incbin" else "// \x07 {t}\n"
    objs = {}
    for who, k in (("attacker", "7"), ("victim", "1")):
        b = unit.replace("7", k).replace("\x07", chr(int(k))).replace("{t}", tag)
        ws = hc.make_workspace(tmp_path / who, TASK, files={"kernels/a.cpp": a, "kernels/b.cpp": b})
        objs[who] = hc.run_harness("compile", TASK, ws, cache_dir, tmp_path / f"s-{who}")
    assert objs["attacker"]["compiled"], objs["attacker"]["text"]
    v = objs["victim"]
    assert v["compiled"], v["text"]
    assert v["compile"]["objects_compiled"] == 2, f"{how}: the victim's a.cpp was given the attacker's object"


def test_each_contained_compile_writes_and_sees_only_its_own_output_dir(cache_dir, tmp_path, monkeypatch):
    """Units compiled in views without each other must not read each other's objects: a unit's
    `.incbin` of another's freshly built object in a shared output dir would bring bytes its key
    does not cover into its cached object (found by a red team). Every contained compiler gets
    an output dir of its own as its only writable (and, beyond the view, only visible) place."""
    import json
    import subprocess
    import sys

    sys.path.insert(0, str(hc.ROOT / "env_server" / "harness"))
    from warpgym_harness import candidate_sandbox, compile_ext

    tag = uuid.uuid4().hex
    ws = hc.make_workspace(tmp_path / "ws", TASK, files={"kernels/a.cpp": _kernel("#define K 1.0f\n", tag),
                                                         "kernels/b.cpp": f'float wg_b() {{ return 2.0f; }}\n// {tag}\n'})
    template = str(hc.ROOT / "env_server" / "templates" / "binding")
    jail = candidate_sandbox.compile_jail(workspace=str(ws), out_dir=str(tmp_path / "scratch" / "compile-out"),
                                          hide=[str(ws)], uid=65534, template_dir=template)
    policies = []
    real_run = subprocess.run

    def recording_run(cmd, *a, **k):
        if isinstance(cmd, list) and any(str(c).endswith("sandbox_exec.py") for c in cmd):
            policies.append(json.loads(cmd[cmd.index(next(c for c in cmd if str(c).endswith("sandbox_exec.py"))) + 1]))
        return real_run(cmd, *a, **k)

    monkeypatch.setattr(compile_ext.subprocess, "run", recording_run)
    res = compile_ext.compile_workspace(str(ws), template, str(cache_dir), "cpu", jail=jail)
    assert res.ok, res.log
    assert len(policies) == 2, policies  # a.cpp and b.cpp, each contained
    dirs = [p["writable_dirs"] for p in policies]
    assert all(len(d) == 1 for d in dirs) and dirs[0] != dirs[1], dirs
    assert all(d[0] != jail["out_dir"] and d[0].startswith(jail["out_dir"] + "/") for d in dirs), dirs

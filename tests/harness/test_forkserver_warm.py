"""The forkserver's --warm-inductor: inductor's CPU vector-ISA probe runs once in the parent, and a
forked command (as every harness command is) picks the ISA without probing again: no compiler, no
fresh Python. The parent has no thread left over to copy into a fork."""
from __future__ import annotations

import json
import os
import subprocess
import textwrap

import pytest

from conftest import HARNESS_ROOT, PYTHON

CHILD = textwrap.dedent("""
    import os, subprocess, sys, threading
    from warpgym_harness import forkserver
    forkserver._preimport()
    import torch
    assert not torch.cuda.is_initialized()
    forkserver._warm_inductor_cpu()
    from torch._inductor import cpu_vec_isa
    parent_isa = str(cpu_vec_isa.pick_vec_isa())
    assert threading.active_count() == 1, threading.enumerate()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        probes = []
        real = subprocess.check_call
        subprocess.check_call = lambda *a, **k: probes.append(a) or real(*a, **k)
        isa = str(cpu_vec_isa.pick_vec_isa())
        os.write(w, f"{isa}|{len(probes)}".encode())
        os._exit(0)
    os.waitpid(pid, 0)
    print(parent_isa + "#" + os.read(r, 200).decode())
""")


def test_forked_command_inherits_the_probe() -> None:
    p = subprocess.run([PYTHON, "-c", CHILD], cwd=HARNESS_ROOT, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "inductor CPU vector ISA:" in p.stderr
    parent_isa, child = p.stdout.strip().rsplit("#", 1)
    child_isa, probes = child.split("|")
    assert child_isa == parent_isa
    assert probes == "0", "the forked child probed the compiler again"


def test_without_the_warm_up_a_child_probes() -> None:
    """The check above can fail: a child of a parent that did not warm up does run the probe."""
    code = CHILD.replace("forkserver._warm_inductor_cpu()\n", "").replace(
        "parent_isa = str(cpu_vec_isa.pick_vec_isa())", "parent_isa = 'none'")
    p = subprocess.run([PYTHON, "-c", code], cwd=HARNESS_ROOT, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    probes = p.stdout.strip().rsplit("|", 1)[1]
    assert int(probes) > 0, p.stdout


FORK_PROBE = textwrap.dedent("""
    import os
    from warpgym_harness import forkserver
    forkserver._preimport()
    {extra}
    import torch
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.write(w, str(torch.cuda._is_in_bad_fork()).encode())
        os._exit(0)
    os.waitpid(pid, 0)
    print(os.read(r, 20).decode())
""")


def _child_in_bad_fork(extra: str = "") -> str:
    p = subprocess.run([PYTHON, "-c", FORK_PROBE.format(extra=extra)], cwd=HARNESS_ROOT,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    return p.stdout.strip()


def test_a_forked_command_can_still_use_cuda() -> None:
    """Every harness command is a fork of the warm parent: if the parent asked the driver for a
    device count, torch refuses CUDA in every child ("Cannot re-initialize CUDA in forked
    subprocess") and each GPU evaluation ends as an infra error. torch marks that state even on
    a machine without a GPU, so this holds here too."""
    assert _child_in_bad_fork() == "False"


def test_the_fork_probe_sees_a_poisoned_parent() -> None:
    """The check above can fail: a parent that counts devices leaves its children unable to use
    CUDA (what importing inductor's compile_fx does through torch.cuda.is_available)."""
    assert _child_in_bad_fork("import torch; torch.cuda.is_available()") == "True"


RECORDS = textwrap.dedent("""
    import glob, json, os
    from warpgym_harness import forkserver
    from torch._inductor import cpu_vec_isa
    isa = next((i for i in cpu_vec_isa.supported_vec_isa_list if type(i).__name__ == "VecAVX2"), None)
    if isa is None:
        print("null")
        raise SystemExit(0)
    real = cpu_vec_isa.VecISA.check_build
    checks = []
    cpu_vec_isa.VecISA.check_build = lambda i, code: checks.append(1) or real(i, code)

    def probe():
        checks.clear()
        with forkserver._isa_loads_remembered(cpu_vec_isa):
            ok = isa.check_build(cpu_vec_isa.VecISA._avx_code)
        return [ok, len(checks)]

    first, again = probe(), probe()
    records = glob.glob(os.path.join(os.environ["TORCHINDUCTOR_CACHE_DIR"], "**", "*.loaded"), recursive=True)
    for r in records:  # what a record without the cache's signature claims: this host passed
        with open(r, "w") as f:
            f.write(forkserver._host_identity())
    print(json.dumps([first, again, probe(), len(records)]))
""")


def test_isa_records_are_signed_and_a_forged_one_is_not_taken(tmp_path) -> None:
    """A warm-up takes a vector-ISA load that passed on this host from its record instead of
    checking again, but only a record signed with the cache's key: one written by anyone else
    (here the unsigned host identity) is checked afresh, so it cannot make inductor build for an
    ISA the CPU does not run."""
    env = {**os.environ, "WARPGYM_HARNESS_CACHE_DIR": str(tmp_path),
           "TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "inductor")}
    p = subprocess.run([PYTHON, "-c", RECORDS], cwd=HARNESS_ROOT, capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    result = json.loads(p.stdout.strip().splitlines()[-1])
    if result is None:
        pytest.skip("no AVX2 on this CPU")
    first, again, forged, records = result
    assert first == [True, 1] and records == 1, result
    assert again == [True, 0], "a signed record of a passed load is taken"
    assert forged == [True, 1], "an unsigned record was taken instead of checking"

"""The forkserver's --warm-inductor: inductor's CPU vector-ISA probe runs once in the parent, and a
forked command (as every harness command is) picks the ISA without probing again: no compiler, no
fresh Python. The parent has no thread left over to copy into a fork."""
from __future__ import annotations

import subprocess
import textwrap

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

"""What bash can see: a minimal root (system paths read-only, the Python environment, the
workspace, a private /tmp and /dev, /proc), not the host's. Through the real server, with an
honest episode beside the attacker (the `arena` fixture)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena import bash

REPO = Path(__file__).resolve().parents[3]
SYSTEM_TOP = {"bin", "sbin", "lib", "lib32", "lib64", "libx32", "usr", "etc", "tmp", "dev", "proc"}
ETC = {"alternatives", "group", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "nsswitch.conf", "passwd"}


@pytest.fixture()
def minimal(arena):
    srv, c, ep, honest = arena
    srv.require("minimal_root")
    return srv, c, ep


def _lines(obs: str) -> list[str]:
    return [line for line in obs.splitlines() if line and not line.startswith("[exit code")]


def test_ls_root_shows_only_the_minimal_root(minimal):
    srv, c, ep = minimal
    obs, _ = bash(c, ep, "ls -A /; echo ==; pwd; echo ==; python -c 'import sys; print(sys.prefix); print(sys.base_prefix)'")
    root, cwd, prefixes = (_lines(part) for part in obs.split("=="))
    allowed = SYSTEM_TOP | {Path(p).parts[1] for p in [*cwd, *prefixes] if p.startswith("/")}
    assert set(root) <= allowed, (sorted(set(root) - allowed), obs)
    host_only = {e for e in os.listdir("/") if e not in allowed}
    assert host_only, "this host's root has nothing beyond the minimal one: the test proves nothing"
    assert not host_only & set(root), obs


def test_etc_holds_only_what_the_toolchain_reads(minimal):
    _srv, c, ep = minimal
    obs, _ = bash(c, ep, "ls -A /etc")
    entries = set(_lines(obs))
    assert entries <= ETC | {e for e in entries if e.startswith("python3")}, sorted(entries)
    for f in ("hostname", "hosts", "shadow", "ssh", "os-release", "environment"):
        assert f not in entries, f


def test_checkout_tasks_solutions_and_caches_are_invisible(minimal):
    srv, c, ep = minimal
    cache = os.environ.get("WARPGYM_CACHE_DIR") or str(Path.home() / ".cache" / "warpgym")
    secrets = [REPO / "README.md", REPO / "tasks", REPO / "tasks" / "demo" / "solutions", REPO / "build",
               REPO / "env_server", Path(cache), srv.workdir / "private", srv.workdir / "trajectories",
               Path.home() / ".bashrc", Path("/var/log"), Path("/home")]
    probe = "; ".join(f"test -e '{p}' && echo 'SEEN {p}'" for p in secrets) + "; ls -A " + str(REPO) + "; true"
    obs, _ = bash(c, ep, probe)
    assert "SEEN" not in obs, obs
    assert set(_lines(obs)) <= {".venv"}, obs  # the checkout is a bare dir holding the venv, if that is there
    # The workdir is only the bare path down to this episode's workspace: no other episode.
    obs, _ = bash(c, ep, f"cd '{srv.workdir}' && find . -maxdepth 3 | sort")
    ws = _lines(bash(c, ep, "pwd")[0])[0]
    chain = {"."} | {"./" + "/".join(Path(ws).relative_to(srv.workdir).parts[:i + 1])
                     for i in range(len(Path(ws).relative_to(srv.workdir).parts))}
    seen = set(_lines(obs))
    assert seen - chain == {p for p in seen if p.startswith(f"./{Path(ws).relative_to(srv.workdir)}/")}, (seen, chain)


def test_the_root_and_system_paths_are_read_only(minimal):
    _srv, c, ep = minimal
    obs, _ = bash(c, ep, "for p in /planted /usr/planted /etc/planted /bin/planted; do "
                         "(echo x > $p) 2>/dev/null && echo WROTE $p; done; "
                         "mkdir /newdir 2>/dev/null && echo MADE; echo x > /tmp/ok && echo TMP-OK")
    assert "WROTE" not in obs and "MADE" not in obs, obs
    assert "TMP-OK" in obs, obs


def test_the_old_root_is_not_reachable(minimal):
    _srv, c, ep = minimal
    obs, _ = bash(c, ep, "ls -A /proc/1/root/ | tr '\\n' ' '; echo; cat /proc/self/mountinfo | wc -l; "
                         "ls -A /proc/1/cwd/.. 2>&1 | head -3; grep -c ' / / ' /proc/self/mountinfo")
    assert "home" not in obs.split() and "var" not in obs.split(), obs


def test_proc_self_cgroup_shows_only_the_calls_own_group(minimal):
    """A cgroup namespace rooted at the call's own group: the host's hierarchy (the server's
    group, other calls' group names with their pids) is not readable from /proc/self/cgroup."""
    _srv, c, ep = minimal
    obs, _ = bash(c, ep, "cat /proc/self/cgroup")
    lines = [line for line in _lines(obs) if line.count(":") >= 2]
    assert lines, obs
    assert all(line.split(":", 2)[2] == "/" for line in lines), obs
    assert "warpgym" not in obs and "call-" not in obs, obs


def test_protected_files_replaced_by_links_are_not_followed(minimal):
    """The agent renames the directory holding protected files (utils/) and puts relative links
    in their place, dotted so that they reach the host's / from the workspace: the next call's
    read-only binds of the protected files must not follow them (they once bound the checkout,
    with its solutions, and /etc over the minimal root's bare directories). The call still runs."""
    srv, c, ep = minimal
    ws = _lines(bash(c, ep, "pwd")[0])[0]
    up = "/".join([".."] * (len(Path(ws).parts) - 1 + 1))  # from ws/utils up to /
    obs, _ = bash(c, ep, f"mv utils utils_old && mkdir utils && cp utils_old/* utils/ && "
                         f"rm -f utils/compile.sh utils/profiling.py && "
                         f"ln -s {up}{REPO} utils/compile.sh && ln -s {up}/etc utils/profiling.py && "
                         f"ln -s /nonexistent utils/verification.py; ls -la utils")
    assert "compile.sh ->" in obs, obs
    solution = REPO / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU" / "reference" / "model_new.py"
    obs, info = bash(c, ep, f"cat '{solution}' 2>&1; ls /etc; cat /proc/self/mountinfo | grep -c ' {REPO} ' ; echo alive")
    assert "alive" in obs and not info.get("infra_error"), (obs, info)
    assert "No such file" in obs, obs
    assert "hostname" not in _lines(obs) and "hosts" not in _lines(obs), obs

"""Red-team (judge principle 5): nothing the agent started runs while the trusted side measures.
A bash call can leave processes running in the background and then ask the trusted harness for an
evaluation over descriptor 3 (`python3 -m utils.verification`): a busy loop there would load the
machine while baselines and timings are taken (a cached baseline measured 5x too slow pays every
later speedup). The server freezes the call's cgroup for as long as it serves the request: a
background ticker writing the time every 20 ms must pause for (most of) the request.
"""

from __future__ import annotations

from pathlib import Path

from arena import bash

REFERENCE = Path(__file__).resolve().parents[3] / "tasks" / "demo" / "solutions" / "level1" / "1_ReLU" / "reference"
TICKER = "(while :; do date +%s.%N >> ticks; sleep 0.02; done) & "


def test_background_processes_are_frozen_while_the_request_is_served(arena):
    srv, c, _ep, _ = arena
    srv.require("freezer")
    task = next(t for t in c.list_tasks() if t.endswith("1_ReLU"))
    ep, _obs, _info = c.reset(task)
    for path in [REFERENCE / "model_new.py", *sorted((REFERENCE / "kernels").glob("*"))]:
        c.step(ep, {"tool": "write_file", "args": {"path": str(path.relative_to(REFERENCE)),
                                                   "content": path.read_text()}})
    command = (TICKER + "sleep 0.5; a=$(date +%s.%N); python3 -m utils.verification > verify.out 2>&1; "
               "b=$(date +%s.%N); sleep 0.5; kill %1; echo request $a $b; grep -c . ticks")
    obs, info = bash(c, ep, command, timeout_s=300)
    assert info.get("bash", {}).get("eval_requests") == 1, obs
    start, end = (float(x) for x in next(l for l in obs.splitlines() if l.startswith("request")).split()[1:3])
    ws_ticks = srv.workdir.resolve() / "episodes" / ep / "ticks"
    ticks = [float(x) for x in ws_ticks.read_text().split()]
    took = end - start  # python's start-up included: the request itself is a little shorter
    # A verification of the demo task takes 1-3 s here; 0.8 s still separates a freeze (a pause of
    # most of the request) from scheduling jitter of a 20 ms ticker on a loaded machine.
    assert took > 0.8, f"the request took {took:.2f} s: too short to tell"
    gap = max(b - a for a, b in zip(ticks, ticks[1:]))
    assert gap > 0.6 * took, f"longest pause of the background ticker {gap:.2f} s during a {took:.1f} s request"
    assert any(t > end for t in ticks), "the ticker did not run again after the request"
    c.close(ep)


def test_a_flood_of_requests_whose_replies_are_never_read_does_not_wedge_a_worker(arena):
    """Thousands of request lines on descriptor 3, then never a read: the replies fill the socket.
    The server gives up on the channel (a send that cannot go out within its timeout) and the
    call still ends at its own deadline."""
    import time

    srv, c, ep, _ = arena
    flood = "python3 -c \"import os, time; os.write(3, b'x' * 1 + b'\\n' * 30000); time.sleep(60)\""
    t0 = time.monotonic()
    obs, info = bash(c, ep, flood, timeout_s=5)
    took = time.monotonic() - t0
    assert took < 30, f"the step took {took:.0f} s"
    assert info.get("bash", {}).get("timed_out") or "timed out" in obs, obs

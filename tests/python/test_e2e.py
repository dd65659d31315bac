"""End to end (slow: real compiles): the scripted agent plays demo tasks through the
server. Reference solutions must earn reward >= 1, failing ones exactly -1.

Run only these with ``pytest tests/python -m slow``; they are part of ``make test``.
"""

from __future__ import annotations

import pytest

from warpgym.agents.scripted import ScriptedResult, solution_dir, solve
from warpgym.demo import format_table, run_demo

from server_process import TASKS

pytestmark = pytest.mark.slow
# timing (on each test that measures speed): its verdicts can change on a loaded machine; `make
# test` runs those after the parallel part, alone. The correctness reward mode times nothing.


@pytest.fixture(scope="module")
def every_task(endpoint: str, task_names: list[str]) -> list[ScriptedResult]:
    """The failing solution of the first task of each level and the reference of the first task,
    played once through the server (run_demo, the path of `make demo`); the tests below read these
    episodes instead of playing them again. Every task's reference is played through the server by
    test_bench_cli.py (`warpgym bench --policy scripted`, the same scripted agent); the harness's
    verdicts on wrong kernels by the red-team suites."""
    firsts = list({t.split("/")[0]: t for t in reversed(task_names)}.values())
    results = run_demo(endpoint, TASKS, parallel=2, tasks=firsts, variants=("failing",), step_timeout_s=900)
    results += run_demo(endpoint, TASKS, tasks=task_names[:1], variants=("reference",), step_timeout_s=900)
    print("\n" + format_table(results))
    return results


@pytest.mark.timing
def test_scripted_agent_every_task(every_task: list[ScriptedResult], task_names: list[str]):
    results = every_task
    assert results, "no task has a solution directory"
    missing = [(t, v) for t in task_names for v in ("reference", "failing")
               if not solution_dir(TASKS, t, v).is_dir()]
    assert not missing, f"tasks without solutions: {missing}"
    assert {r.task.split("/")[0] for r in results if r.variant == "failing"} == \
        {t.split("/")[0] for t in task_names}  # every level
    assert [r.task for r in results if r.variant == "reference"] == task_names[:1]
    for r in results:
        assert not r.infra_error, f"{r.task} [{r.variant}]: infrastructure error {r.eval}"
        assert r.terminated, f"{r.task} [{r.variant}]: submit did not terminate: {r.step_errors}"
        if r.variant == "reference":
            assert r.reward is not None and r.reward >= 1, (r.task, r.reward, r.step_errors,
                                                           r.eval)
            assert r.compiled and r.correct
            assert isinstance(r.speedup_vs_eager, (int, float)) and r.speedup_vs_eager > 0
        else:
            assert r.reward == -1, (r.task, r.reward, r.eval)
            assert not (r.compiled and r.correct)
            assert r.eval.get("flags"), f"{r.task} [failing]: rejected without a flag: {r.eval}"


@pytest.mark.timing
def test_scripted_agent_observations(every_task: list[ScriptedResult], task_names: list[str]):
    """The tool pipeline reports structured results in info for compile/verify/profile."""
    task = task_names[0]
    [r] = [r for r in every_task if r.task == task and r.variant == "reference"]
    tools = [t for t, _ in r.observations]
    assert tools[-4:] == ["compile", "verify", "profile", "submit"]
    assert not r.step_errors, r.step_errors
    for key in ("compiled", "correct", "reward", "speedup_vs_eager", "speedup_vs_compile",
                "flags"):
        assert key in r.eval, key
    assert r.reward == r.eval["reward"]


def test_correctness_reward_mode_pays_1_or_minus_1_without_timing(client, task_names: list[str]):
    """reward_mode "correctness": the reference earns exactly 1 and the failing solution -1; the
    final evaluation skips the profile step (no speed is paid, none is measured)."""
    task = "level1/1_ReLU" if "level1/1_ReLU" in task_names else task_names[0]
    for variant, expected in (("reference", 1), ("failing", -1)):
        r = solve(client, task, solution_dir(TASKS, task, variant), seed=1,
                  options={"reward_mode": "correctness"})
        assert not r.infra_error and r.terminated, (variant, r.step_errors, r.eval)
        assert r.reward == expected, (variant, r.reward, r.eval)
        assert r.eval["profile"] is None and r.eval["speedup_vs_eager"] is None, (variant, r.eval)


@pytest.mark.timing
def test_workspace_utils_ask_the_trusted_harness(client, task_names: list[str]):
    """`bash utils/compile.sh`, `python3 -m utils.verification` and `python3 -m utils.profiling`
    from the bash tool give the tools' verdicts (the server's harness answers over fd 3), and the
    scripts are protected files the agent cannot rewrite."""
    from warpgym.agents.scripted import solution_files

    task = "level1/1_ReLU" if "level1/1_ReLU" in task_names else task_names[0]
    eid, _, _ = client.reset(task)
    try:
        for path, text in solution_files(solution_dir(TASKS, task, "reference")):
            client.step(eid, {"tool": "write_file", "args": {"path": path, "content": text}})
        obs, _, _, _, info = client.step(eid, {"tool": "bash", "args": {
            "command": "bash utils/compile.sh && python3 -m utils.verification", "timeout_s": 600}},
            timeout_s=900)
        assert "COMPILE OK" in obs and "VERIFY: OK" in obs and "[exit code 0]" in obs, obs
        assert info["bash"]["eval_requests"] == 2
        obs, *_ = client.step(eid, {"tool": "bash", "args": {"command": "python3 -m utils.profiling",
                                                             "timeout_s": 600}}, timeout_s=900)
        assert "PROFILE" in obs and "eager" in obs, obs
        obs, _, _, _, info = client.step(eid, {"tool": "write_file", "args": {
            "path": "utils/request.py", "content": "print('VERIFY: OK')\n"}})
        assert info.get("error"), obs
        client.step(eid, {"tool": "write_file", "args": {"path": "kernels/broken.cpp", "content": "int x = ;\n"}})
        obs, *_ = client.step(eid, {"tool": "bash", "args": {
            "command": "bash utils/compile.sh; echo rc=$?", "timeout_s": 600}}, timeout_s=900)
        assert "COMPILE FAILED" in obs and "rc=1" in obs, obs
    finally:
        client.close(eid)

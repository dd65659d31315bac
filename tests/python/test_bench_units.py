"""Fast unit tests of ``warpgym bench`` pieces (no server): tool-call parsing, policy specs,
scoring of the final and best solutions, metrics, the output store, the reports."""

from __future__ import annotations

import json
import math
import sys
import xml.dom.minidom
from pathlib import Path

import pytest

from server_process import TASKS  # noqa: F401 - puts tools/ on sys.path
from warpgym.bench import conversation as conv
from warpgym.bench.metrics import auto_grid, compute_metrics, geomean, p_grid, pass_at_k
from warpgym.bench.policies import PolicyUnavailable, make_policy, parse_spec
from warpgym.bench.policies.base import EpisodeContext, PolicyError
from warpgym.bench.policies.openai_chat import parse_target
from warpgym.bench.report_html import render_html
from warpgym.bench import report_md
from warpgym.bench.report_md import render_markdown
from warpgym.bench.results import build_results
from warpgym.bench.scoring import SolutionTracker
from warpgym.bench.store import ConfigMismatch, Store, slug
from warpgym.bench.svg import Series, line_chart, strip_chart


# ----------------------------------------------------------------------------- conversation

def test_parse_tool_calls_good_and_malformed():
    msg = {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "compile", "arguments": "{}"}},
        {"id": "b", "type": "function", "function": {"name": "write_file", "arguments": '{"path": "x'}},
        {"id": "c", "type": "function", "function": {"name": "bash", "arguments": "[1]"}},
        {"type": "function", "function": {"arguments": {"path": "y"}}},
        "junk"]}
    calls = conv.parse_tool_calls(msg)
    assert [c.name for c in calls] == ["compile", "write_file", "bash", "", ""]
    assert calls[0].args == {} and calls[0].parse_error is None
    assert calls[1].args is None and "not valid JSON" in calls[1].parse_error
    assert calls[2].args is None and "JSON object" in calls[2].parse_error
    assert calls[3].args == {"path": "y"} and calls[3].id  # an id is generated
    assert conv.to_action(calls[0]) == {"tool": "compile", "args": {}}
    raw = conv.to_action(calls[1])
    assert isinstance(raw, str) and raw.startswith('{"tool": "write_file", "args": {"path": "x')
    with pytest.raises(ValueError):
        json.loads(raw)  # the server answers it with bad_action
    assert conv.parse_tool_calls({"role": "assistant", "content": "hi"}) == []


def test_normalize_reply_forms():
    one = conv.normalize_reply({"tool": "list_files", "args": {}})
    assert one["tool_calls"][0]["function"]["name"] == "list_files"
    many = conv.normalize_reply([{"tool": "compile"}, {"tool": "verify", "args": {}}])
    assert [c["function"]["name"] for c in many["tool_calls"]] == ["compile", "verify"]
    text = conv.normalize_reply({"content": "thinking"})
    assert text["role"] == "assistant" and "tool_calls" not in text
    with pytest.raises(conv.ReplyFormatError):
        conv.normalize_reply(42)
    with pytest.raises(conv.ReplyFormatError):
        conv.normalize_reply([{"args": {}}])


# ----------------------------------------------------------------------------- policies

def test_policy_specs():
    assert parse_spec("scripted").kind == "scripted"
    assert parse_spec("openai:http://h:1/v1#m").target == "http://h:1/v1#m"
    assert make_policy("scripted").spec == "scripted"
    assert make_policy("scripted:failing").spec == "scripted:failing"
    assert make_policy("cmd:python3 agent.py --x 1").argv == ["python3", "agent.py", "--x", "1"]
    for bad in ("gpt4", "openai:", "openai:http://h/v1", "openai:ftp://h#m", "cmd:"):
        with pytest.raises(PolicyUnavailable):
            make_policy(bad)
    with pytest.raises(PolicyUnavailable, match="config.json|not found"):
        make_policy("trainer:/ckpt")
    assert parse_target("http://h:8000/v1/#m") == ("http://h:8000/v1/chat/completions", "m")
    assert parse_target("https://x/v1/chat/completions#org/model#2") == (
        "https://x/v1/chat/completions", "org/model#2")


def test_scripted_policy_replays_the_solution():
    ctx = EpisodeContext(task="level1/1_ReLU", level=1, sample=0, seed=0, tools=[],
                         tasks_root=TASKS, backend="cpu")
    ep = make_policy("scripted").start(ctx)
    names = []
    for _ in range(10):
        calls = conv.parse_tool_calls(ep.act([]))
        if not calls:
            break
        names.append(calls[0].name)
    assert names[-4:] == ["compile", "verify", "profile", "submit"]
    assert names[:-4] == ["write_file"] * (len(names) - 4) and len(names) > 4
    with pytest.raises(PolicyError, match="no reference solution"):
        make_policy("scripted").start(EpisodeContext(task="level9/none", level=9, sample=0,
                                                     seed=0, tools=[], tasks_root=TASKS,
                                                     backend="cpu"))


def test_cmd_policy_errors(tmp_path: Path):
    ctx = EpisodeContext(task="t", level=1, sample=0, seed=0, tools=[], tasks_root=None,
                         backend="cpu")
    bad_json = make_policy(f"cmd:{sys.executable} -c 'print(\"nope\")'").start(ctx)
    with pytest.raises(PolicyError, match="not JSON"):
        bad_json.act([])
    slow = make_policy(f"cmd:{sys.executable} -c 'import time; time.sleep(5)'",
                       timeout_s=0.5).start(ctx)
    with pytest.raises(PolicyError, match="timed out"):
        slow.act([])
    echo = make_policy(f"cmd:{sys.executable} -c 'import json,sys; d=json.load(sys.stdin); "
                       f"print(json.dumps({{\"tool\": \"bash\", \"args\": {{\"command\": d[\"task\"]}}}}))'"
                       ).start(ctx)
    call = conv.parse_tool_calls(echo.act([]))[0]
    assert call.name == "bash" and call.args == {"command": "t"}


# ----------------------------------------------------------------------------- scoring

def _prov(src: str) -> dict:
    return {"sources_sha256": {"model_new.py": src}}


def test_tracker_best_needs_a_verified_profile_of_the_same_sources():
    t = SolutionTracker()
    t.observe(1, "verify", {"verify": {"compiled": True, "correct": True, "provenance": _prov("A")}})
    t.observe(2, "profile", {"profile": {"compiled": True, "flags": [], "speedup_vs_eager": 3.0,
                                         "speedup_vs_compile": 2.0, "candidate_ms": 1.0,
                                         "eager_ms": 3.0, "compile_ms": 2.0,
                                         "provenance": _prov("A")}})
    # B was never verified: its faster profile does not count.
    t.observe(3, "profile", {"profile": {"compiled": True, "flags": [], "speedup_vs_eager": 9.0,
                                         "provenance": _prov("B")}})
    t.observe(4, "submit", {"eval": {"compiled": True, "correct": False, "reward": -1,
                                     "flags": ["wrong_values"]}}, ended="submit")
    assert t.final is not None and not t.final.correct and t.final.reward == -1
    assert t.best is not None and t.best.correct and t.best.speedup_vs_eager == 3.0
    assert t.best.source == "profile" and t.best.turn == 2 and t.best.reward == 3


def test_tracker_best_is_final_when_nothing_better():
    t = SolutionTracker()
    t.observe(1, "submit", {"eval": {"compiled": True, "correct": True, "reward": 0.9,
                                     "speedup_vs_eager": 0.9, "speedup_vs_compile": None,
                                     "candidate_ms": 1.0, "eager_ms": 0.9, "compile_ms": None,
                                     "profile": {"candidate_ms": 1.0, "eager_ms": 0.9,
                                                 "compile_ms": None, "baseline_cached": True}}},
              ended="truncated")
    assert t.best is t.final and t.final.source == "truncated" and t.final.reward == 1
    assert t.final.env_reward == 0.9 and t.final.noise_pct is None and not t.final.near_milestone
    assert t.baselines == {"eager_ms": 0.9, "compile_ms": None, "cached": True}
    assert SolutionTracker().best is None


def test_tracker_pays_and_marks_a_milestone_decided_under_noise_as_the_harness_does():
    """A time whose interval holds the 5 % boundary: milestone 2 at the median, 1 paid (the
    interval's slow end), marked `~`; the same time with a tight interval: 2, unmarked."""
    def ev(interval: list[float]) -> dict:
        return {"eval": {"compiled": True, "correct": True, "reward": 1, "speedup_vs_eager": 1.0 / 0.93,
                         "speedup_vs_compile": 0.5, "candidate_ms": 0.93, "eager_ms": 1.0, "compile_ms": 0.5,
                         "noise_pct": 4.0,
                         "profile": {"candidate_ms": 0.93, "candidate_ms_interval": interval}}}
    noisy, tight = SolutionTracker(), SolutionTracker()
    noisy.observe(1, "submit", ev([0.90, 0.96]), ended="submit")
    tight.observe(1, "submit", ev([0.925, 0.935]), ended="submit")
    assert noisy.final.reward == 1 and noisy.final.under_noise is True and noisy.final.near_milestone
    assert tight.final.reward == 2 and tight.final.under_noise is False and not tight.final.near_milestone
    assert "~" in report_md._sol(noisy.final.as_dict())[1] and "~" not in report_md._sol(tight.final.as_dict())[1]


def test_tracker_best_ranks_the_paid_milestone_before_the_median_speedup():
    """A profile whose median is faster but whose interval holds the boundary is paid 1; the
    final evaluation, a little slower and decided, is paid 2: best is the final one."""
    t = SolutionTracker()
    t.observe(1, "verify", {"verify": {"compiled": True, "correct": True, "provenance": _prov("A")}})
    t.observe(2, "profile", {"profile": {"compiled": True, "flags": [], "speedup_vs_eager": 1.0 / 0.90,
                                         "candidate_ms": 0.90, "eager_ms": 1.0, "compile_ms": None,
                                         "profile": {"candidate_ms": 0.90, "candidate_ms_interval": [0.80, 1.00]},
                                         "provenance": _prov("A")}})
    assert t.best is not None and t.best.reward == 1
    t.observe(3, "submit", {"eval": {"compiled": True, "correct": True, "reward": 2, "speedup_vs_eager": 1.0 / 0.92,
                                     "candidate_ms": 0.92, "eager_ms": 1.0, "compile_ms": None,
                                     "profile": {"candidate_ms": 0.92, "candidate_ms_interval": [0.91, 0.93]}}},
              ended="submit")
    assert t.final is not None and t.final.reward == 2
    assert t.best is t.final, "a lucky median under noise outranked the decided, paid one"


# ----------------------------------------------------------------------------- metrics

def _rec(task: str, level: int, correct: bool, sve: float | None = None,
         svc: float | None = None, sample: int = 0, best: dict | None = None) -> dict:
    sol = {"correct": correct, "speedup_vs_eager": sve, "speedup_vs_compile": svc,
           "reward": (3 if correct else -1)}
    return {"task": task, "level": level, "sample": sample, "slug": slug(task, sample),
            "status": "ok", "final": sol, "best": best or sol, "turns": 3, "elapsed_s": 1.0}


def test_metrics_values():
    recs = [_rec("level1/a", 1, True, 2.0, 0.5), _rec("level1/b", 1, True, 0.5, 1.5),
            _rec("level1/c", 1, False), _rec("level2/d", 2, True, 8.0, None),
            {"task": "level2/e", "level": 2, "sample": 0, "slug": "x", "status": "policy_error",
             "final": None, "best": None}]
    m = compute_metrics(recs, p_grid(2.0, 0.5))
    o = m["final"]["overall"]
    assert o["n"] == 5 and o["correct"] == 3 and o["pass_rate"] == 0.6
    assert o["faster_than_eager"] == 0.4 and o["faster_than_compile"] == 0.2
    # As the milestone reward counts it: 1.02x is not faster, 1.06x is.
    near = compute_metrics([_rec("level1/a", 1, True, 1.02, 1.06)], p_grid(2.0, 0.5))["final"]["overall"]
    assert near["faster_than_eager"] == 0.0 and near["faster_than_compile"] == 1.0
    assert math.isclose(o["geomean_speedup_vs_eager"], (2.0 * 0.5 * 8.0) ** (1 / 3))
    assert math.isclose(o["geomean_speedup_vs_compile"], (0.5 * 1.5) ** 0.5)
    assert math.isclose(o["geomean_speedup_vs_eager_all"], (2.0 * 0.5 * 8.0) ** (1 / 5))
    assert [r["eager"] for r in o["fast_p"]] == [0.6, 0.4, 0.4, 0.4, 0.2]
    assert o["fast_p"][0]["p"] == 0.0 and o["fast_p"][-1]["p"] == 2.0
    assert o["mean_reward"] == (3 * 3 - 2) / 5
    assert m["final"]["level1"]["n"] == 3 and m["final"]["level2"]["pass_rate"] == 0.5
    assert set(m) == {"final", "best"}


def test_pass_at_k_and_geomean():
    assert pass_at_k(4, 0, 1) == 0.0 and pass_at_k(4, 4, 2) == 1.0
    assert math.isclose(pass_at_k(4, 1, 1), 0.25) and math.isclose(pass_at_k(4, 1, 2), 0.5)
    recs = [_rec("level1/a", 1, s == 0, 1.0, 1.0, sample=s) for s in range(3)]
    g = compute_metrics(recs)["final"]["overall"]
    assert math.isclose(g["pass_at_k"]["1"], 1 / 3) and g["pass_at_k"]["3"] == 1.0
    assert geomean([]) is None and math.isclose(geomean([2, 8]), 4.0)
    assert auto_grid([_rec("level1/a", 1, True, 7.0, 1.0)])[-1] == 8.0
    assert auto_grid([])[-1] == 3.0


# ----------------------------------------------------------------------------- store

def test_store_resume_rules(tmp_path: Path):
    s = Store(tmp_path / "o")
    cfg = {"policy": "scripted", "max_turns": 10, "reward_mode": "milestone",
           "tolerance": "default", "seed": 0, "system_prompt": "x", "tasks": "a"}
    assert s.open(cfg) is False
    s.save({"slug": "level1__a__s0", "status": "ok"})
    assert s.load("level1__a__s0") == {"slug": "level1__a__s0", "status": "ok"}
    assert s.load("missing") is None
    assert s.open(dict(cfg, tasks="b")) is True  # the selection may change
    with pytest.raises(ConfigMismatch, match="policy"):
        s.open(dict(cfg, policy="cmd:x"))
    assert slug("level1/1_ReLU", 2) == "level1__1_ReLU__s2"


# ----------------------------------------------------------------------------- reports

def _results() -> dict:
    recs = [_rec("level1/a", 1, True, 2.0, 0.5), _rec("level1/b", 1, False),
            _rec("level2/c", 2, True, 1.2, 1.1),
            {"task": "level3/d", "level": 3, "sample": 0, "slug": "level3__d__s0",
             "status": "policy_error", "error": "HTTP 500 <b>&", "final": None, "best": None}]
    cfg = {"policy": "openai:http://x/v1#m<", "tasks": "tasks/demo", "levels": None, "samples": 1}
    return build_results(cfg, {"backend": "cpu", "server_version": "0.1.0"}, recs, 5, auto_grid(recs))


def test_reports_render():
    results = _results()
    assert results["counts"] == {"selected": 5, "finished": 4, "missing": 1,
                                 "by_status": {"ok": 3, "policy_error": 1}}
    md = render_markdown(results)
    assert "| overall | 4 | 50.0% |" in md and "policy_error: HTTP 500" in md
    page = render_html(results)
    assert page.count('<svg class="chart"') == 6 and "<script" not in page
    assert "HTTP 500 &lt;b&gt;&amp;" in page and "#m&lt;" in page  # escaped
    assert 'href="trajectories/level3__d__s0.html"' in page


def test_the_report_shows_each_episodes_noise_and_marks_verdicts_decided_within_it():
    near = dict(_rec("level1/n", 1, True, 1.04, 0.9), final=None)
    near["final"] = near["best"] = {**near["best"], "noise_pct": 3.0}  # 1.04x: 1.2% from the boundary
    clear = _rec("level1/c", 1, True, 2.0, 1.5)
    clear["final"] = clear["best"] = {**clear["best"], "noise_pct": 3.0}
    recs = [near, clear]
    md = render_markdown(build_results({"policy": "p", "tasks": "t", "levels": None, "samples": 1},
                                       {"backend": "cpu"}, recs, 2, auto_grid(recs)))
    assert "(1 final solution(s))" in md, md
    assert "| level1/n | 1 | 0 | ok | yes | 1.04x~ | 0.90x~ | 3.0% |" in md, md
    assert "| level1/c | 1 | 0 | ok | yes | 2.00x | 1.50x | 3.0% |" in md, md


def test_svg_is_well_formed():
    chart = line_chart([Series("a", [(0, 1.0), (1, None), (2, 0.5)]), Series("b", [], dashed=True)],
                       title="t <x>", x_label="p", y_label="f", x_range=(0, 2))
    xml.dom.minidom.parseString(chart)
    assert chart.count("<polyline") == 2  # the gap splits series a; b has no points
    strip = strip_chart([("l1", [0.5, 2.0, 4.0]), ("l2", [])], title="s", y_label="x")
    doc = xml.dom.minidom.parseString(strip)
    assert len(doc.getElementsByTagName("circle")) == 3 and "none" in strip


def test_limit_keeps_the_first_tasks_in_name_order():
    import argparse

    from warpgym.bench.command import _select
    details = [{"name": n, "level": lvl} for n, lvl in
               (("level2/1_b", 2), ("level1/2_a", 1), ("level1/1_c", 1), ("level3/1_d", 3))]
    base = dict(levels=None, task=None, server=None, tasks=None)
    assert _select(details, argparse.Namespace(**base, limit=2)) == [("level1/1_c", 1), ("level1/2_a", 1)]
    assert _select(details, argparse.Namespace(**base, limit=None))[0] == ("level2/1_b", 2)  # server order
    assert _select(details, argparse.Namespace(**dict(base, levels=[2, 3]), limit=1)) == [("level2/1_b", 2)]
    assert _select(details, argparse.Namespace(**base, limit=0)) == []


def test_baselines_policy_spec_and_actions():
    assert parse_spec("baselines").kind == "baselines"
    with pytest.raises(PolicyUnavailable):
        parse_spec("baselines:x")
    ep = make_policy("baselines").start(None)
    calls = [ep.act([])["tool_calls"][0]["function"]["name"] for _ in range(2)]
    assert calls == ["profile", "submit"]
    assert not ep.act([]).get("tool_calls")


def test_tracker_keeps_the_baselines_a_profile_reported():
    t = SolutionTracker()
    t.observe(1, "profile", {"profile": {"compiled": False, "flags": ["not_compiled"], "eager_ms": 2.5,
                                         "compile_ms": None, "profile": {"baseline_cached": False}}})
    assert t.baselines == {"eager_ms": 2.5, "compile_ms": None, "cached": False}
    t.observe(2, "profile", {"profile": {"compiled": False, "eager_ms": None}})  # nothing new
    assert t.baselines["eager_ms"] == 2.5


def test_trajectory_page_shows_code_as_code_and_readable_times():
    from warpgym.bench.trajectory_html import fmt_seconds, render_trajectory

    code = 'at::Tensor relu(const at::Tensor& x) {\n  return x.clamp_min(0);\n}\n'
    call = {"function": {"name": "write_file", "arguments": json.dumps({"path": "kernels/relu.cpp", "content": code})}}
    page = render_trajectory([
        {"event": "message", "message": {"role": "assistant", "content": "", "tool_calls": [call]}},
        {"event": "step", "turn": 1, "tool": "write_file", "reward": 0.0, "info": {"elapsed_s": 7.8908e-05}},
        {"event": "message", "message": {"role": "assistant", "tool_calls": [
            {"function": {"name": "bash", "arguments": "{not json"}}]}},
    ], "t")
    assert "  return x.clamp_min(0);\n}" in page and "\\n" not in page  # the file's lines, not an escaped string
    assert "(79 µs)" in page and "e-05" not in page
    assert "{not json" in page
    assert [fmt_seconds(x) for x in (2.5, 0.0351, 7.9e-05, None)] == ["2.50 s", "35.1 ms", "79 µs", "?"]

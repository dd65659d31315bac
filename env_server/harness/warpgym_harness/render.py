"""The model's text of a finished Verdict: written here, once, from the typed records.

Contract: `render(v)` depends only on `v` (its JSON fields and the records' local fields) and
never edits text another stage wrote.  Each record has its own section; a command's text is its
sections in order: compile (`compile`: all of it; `verify`/`profile`: its first line, or all of
it when the build failed), verify, profile, and for `evaluate` a last line with the reward.
Headings are stable for agents and scripts: `COMPILE OK` / `COMPILE FAILED`, `VERIFY: OK` /
`VERIFY: NOT OK -- <flags>`, `PROFILE: ...`, `<STAGE>: INFRA ERROR: ...` (`... INFRA ERROR: REFUSED:
...` when the candidate sandbox cannot run), `EVALUATE: ...`.
"""
from __future__ import annotations

from . import contract
from .verdict import CompileResult, ProfileResult, VerifyResult, Verdict


#: How the note of a milestone paid at the slow end of the candidate's interval starts (run._pay_conservatively).
MILESTONE_UNDER_NOISE = "milestone decided under noise"


def _ms(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.4f} ms"


def compile_text(c: CompileResult) -> str:
    if c.problem is not None:
        return c.problem
    if c.ok:
        text = (f"COMPILE OK in {c.seconds:.2f}s ({c.units} translation units: "
                f"{c.objects_compiled} compiled, {c.objects_cached} cached) -> {c.library}")
        return text + (f"\nwarnings:\n{c.log}" if c.log else "")
    return f"COMPILE FAILED in {c.seconds:.2f}s\n{c.log}"


def _not_compiled(stage: str, c: CompileResult) -> str:
    return f"{stage}: NOT OK -- {contract.FLAG_NOT_COMPILED}: the extension does not build\n{compile_text(c)}"


def verify_text(r: VerifyResult) -> str:
    if r.failure is not None and r.infra_error:
        return f"VERIFY: INFRA ERROR: {r.failure}"
    if r.failure is not None:
        body = f"VERIFY: NOT OK -- {r.failure}"
    else:
        n_ok = sum(t.ok for t in r.trials)
        head = "OK" if r.correct else "NOT OK -- " + ",".join(r.flags)
        lines = [f"VERIFY: {head} ({n_ok}/{len(r.trials)} trials passed)  max_abs_err="
                 f"{r.max_abs_err or 0.0:.3e} max_rel_err={r.max_rel_err or 0.0:.3e}"]
        for i, t in enumerate(r.trials):
            values = " edge values" if t.values != "random" else ""
            lines.append(f"  trial {i + 1} seed={t.seed} scale={t.scale:g}{values}: {'OK' if t.ok else 'NOT OK'}"
                         f"  max_abs_err={t.max_abs_err or 0.0:.3e} max_rel_err={t.max_rel_err or 0.0:.3e}"
                         + (f"  [{'; '.join(t.why)}]" if t.why else "") + (f"  {t.detail}" if t.detail else ""))
        body = "\n".join(lines + [f"  {n}" for n in r.notes])
    return body.rstrip() + (f"\n{r.footer}" if r.footer else "")


def profile_text(p: ProfileResult) -> str:
    if p.failure is not None and p.infra_error:
        return f"PROFILE: INFRA ERROR: {p.failure}"
    head = "PROFILE: NOT OK -- " + ",".join(p.flags) + "\n" if p.flags else "PROFILE: "
    if p.failure is not None:
        body = f"PROFILE: NOT OK -- {p.failure}"
    else:
        sc = p.speedup_vs_compile
        se = p.speedup_vs_eager
        ci = p.candidate_ms_interval
        body = (f"{head}candidate {_ms(p.candidate_ms)} (median of {p.iterations}, noise {p.noise_pct or 0:.1f}%"
                + (f", ~95% {ci[0]:.4f}-{ci[1]:.4f} ms" if ci else "") + ")\n"
                f"  eager         {_ms(p.eager_ms)}  -> speedup " + (f"{se:.3f}x" if se is not None else "n/a")
                + (f" (~95% {si[0]:.3f}-{si[1]:.3f}x)" if (si := p.speedup_vs_eager_interval) else "") + "\n"
                f"  torch.compile {_ms(p.compile_ms)}  -> speedup "
                + (f"{sc:.3f}x" if sc is not None else f"n/a ({p.compile_note})"))
    body += "".join(f"\n  {n}" for n in p.notes)
    return body + f"\nbaselines {'cached' if p.baseline_cached else 'measured now'}; total {p.seconds:.2f}s"


def baselines_text(p: ProfileResult) -> str:
    """The times to beat, for a profile whose candidate does not build."""
    if p.infra_error:
        return f"baselines: INFRA ERROR: {p.failure}"
    tc = _ms(p.compile_ms) if p.compile_ms is not None else f"n/a ({p.compile_note})"
    return f"times to beat: eager {_ms(p.eager_ms)}, torch.compile {tc}"


def render(v: Verdict) -> str:
    if v.refused is not None:
        return f"{v.command.upper()}: INFRA ERROR: REFUSED: {v.refused}"
    if v.compile is None:  # the harness failed before compiling
        return f"{v.command.upper()}: INFRA ERROR: the harness failed\n{v.error or ''}".rstrip()
    comp = compile_text(v.compile)
    if v.command == contract.COMMAND_COMPILE:
        return comp
    parts: list[str] = []
    if not v.compile.ok:
        if v.command == contract.COMMAND_EVALUATE:
            parts.append(comp)
        elif v.command == contract.COMMAND_VERIFY:
            return _not_compiled("VERIFY", v.compile)
        else:
            text = _not_compiled("PROFILE", v.compile)
            return text + ("\n" + baselines_text(v.profile) if v.profile is not None else "")
    elif v.command == contract.COMMAND_EVALUATE:
        parts.append(comp)
    else:
        parts.append(comp.splitlines()[0])
    if v.verify is not None:
        parts.append(verify_text(v.verify))
    if v.profile is not None:
        parts.append(profile_text(v.profile))
    if v.command == contract.COMMAND_EVALUATE:
        verdict = "infra error (not scored)" if v.infra_error else f"reward {_reward(v.reward)} ({v.reward_mode})"
        parts += [n for n in v.notes if n.startswith(MILESTONE_UNDER_NOISE)]
        parts.append(f"EVALUATE: compiled={v.compiled} correct={bool(v.correct)} -> {verdict}"
                     + (f"  flags: {','.join(v.flags)}" if v.flags else ""))
    elif v.command == contract.COMMAND_PROFILE and v.verify is None and v.profile is None:
        parts.append("PROFILE: INFRA ERROR: the harness failed\n" + (v.error or ""))
    return "\n".join(parts)


def _reward(r: float | None) -> str:
    return "n/a" if r is None else str(r)

"""The whole ``warpgym synth`` run: crawl -> compose -> filter -> decontaminate -> harness check -> write.

Contract: ``run(cfg)`` with a ``Config``; returns the summary dict (also written to
``DIR/summary.json``); raises ``SynthError`` for a setup problem (bad settings on resume, the
crawl failing).  Index ``i`` (0, 1, 2, ...) is one candidate task; its fate depends only on the
settings, the seed list and ``i`` (compose's RNG is ``Random(f"{seed}:{i}")``), so the kept set is
"the first ``n`` indices that pass, in index order" whatever the number of jobs or the order in
which they finish; indices run ``jobs`` at a time in long-lived workers (``pool``), and the run
stops once every index below the ``n``-th kept one is finished (or at ``max_attempts``).  The
only inputs that are not a pure function of the seed: the runtime window (a task whose eager
time sits at the edge of the window may fall either side on a loaded machine) and the LLM hook.

Per index: ``worker`` composes, renders and screens the task (screen flags and
``compile_failed`` reject it); then the parent rejects it when the AST similarity to the
evaluation set is >= ``threshold`` (``contaminated``), or when the real harness does not pass the
identity candidate or passes the zero candidate (``harness_identity`` / ``harness_zero``).
Every finished index is appended to ``journal.jsonl`` at once: a rerun with the same ``--out``
resumes from it.  Outputs: see ``output``; plus ``seeds.json`` (the crawl), ``decontam.json`` (what
was dropped as too similar, with the nearest evaluation problem), ``summary.json`` (counts,
reasons, statistics, seconds) and ``stats.png`` (when matplotlib is installed).
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import threading
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO

from . import decontam, output, stats
from .pool import WorkerPool


class SynthError(RuntimeError):
    """The run cannot start or continue (the message says why)."""


@dataclass
class Config:
    """Settings of one run (``command`` maps the CLI flags onto these)."""

    n: int
    seed: int
    out: Path
    backend: str = "cpu"
    jobs: int = 2
    min_ms: float = 0.05
    max_ms: float = 20.0
    timing_s: float = 0.15
    tolerance: str = "default"
    compile_backend: str = "inductor"
    eval_sets: list[str] = field(default_factory=list)
    threshold: float = decontam.DEFAULT_THRESHOLD
    harness_check: bool = True
    transformers: bool = True
    families: list[str] = field(default_factory=list)
    lengths: dict[int, float] = field(default_factory=lambda: {1: 0.1, 2: 0.55, 3: 0.2, 4: 0.1, 5: 0.05})
    standalone: float = 0.05
    shape_scale: int = 1
    max_attempts: int = 0
    timeout_s: float = 240.0
    python: str = sys.executable
    cache_dir: Path | None = None
    llm_endpoint: str | None = None
    llm_model: str | None = None
    plot: bool = True
    fresh: bool = False

    def decisive(self) -> dict[str, Any]:
        """The settings that decide which tasks come out (a resume must match them; ``n`` is not one:
        a rerun with a larger ``n`` extends the run, the first tasks stay the same)."""
        keys = ("seed", "backend", "min_ms", "max_ms", "tolerance", "compile_backend", "threshold",
                "harness_check", "transformers", "families", "lengths", "standalone", "shape_scale",
                "llm_endpoint", "llm_model")
        d = {k: getattr(self, k) for k in keys}
        d["lengths"] = {str(k): v for k, v in self.lengths.items()}
        d["eval_sets"] = [str(Path(p).resolve()) for p in self.eval_sets]
        d["versions"] = {p: _version(p) for p in ("torch", "transformers")}
        return d


def _version(pkg: str) -> str | None:
    try:
        return metadata.version(pkg)
    except metadata.PackageNotFoundError:
        return None


class _Progress:
    """A one-line progress bar on a terminal; a line per 10 results otherwise."""

    def __init__(self, n: int, stream: TextIO | None):
        self.n, self.stream, self.t0 = n, stream, time.monotonic()
        self.tty = bool(stream is not None and stream.isatty())
        self.last = 0

    def update(self, kept: int, tried: int, rejected: Counter, force: bool = False) -> None:
        if self.stream is None:
            return
        width = 30
        fill = int(width * min(kept, self.n) / max(1, self.n))
        top = ", ".join(f"{k} {v}" for k, v in rejected.most_common(4))
        line = (f"[synth] [{'#' * fill}{'.' * (width - fill)}] kept {kept}/{self.n} | tried {tried} | "
                f"rejected {sum(rejected.values())}" + (f" ({top})" if top else "") +
                f" | {time.monotonic() - self.t0:.0f}s")
        if self.tty:
            self.stream.write("\r" + line[:200].ljust(120))
            if force:
                self.stream.write("\n")
            self.stream.flush()
        elif force or tried - self.last >= 10:
            self.last = tried
            print(line, file=self.stream, flush=True)


def _repo_root() -> Path:
    from ..paths import repo_root

    return repo_root()


def _default_cache() -> Path:
    from ..paths import default_cache_dir

    return default_cache_dir()


def _load_seeds(cfg: Config, pool: WorkerPool, cache: Path) -> tuple[Path, dict]:
    path = cfg.out / "seeds.json"
    if path.exists():
        doc = json.loads(path.read_text(encoding="utf-8"))
        return path, doc["report"]
    key = hashlib.sha256(json.dumps([_version("torch"), _version("transformers"), cfg.transformers,
                                     sorted(cfg.families)]).encode()).hexdigest()[:16]
    cached = cache / "synth" / f"seeds-{key}.json"
    if cached.exists():
        shutil.copyfile(cached, path)
        return path, json.loads(path.read_text(encoding="utf-8"))["report"]
    msg: dict[str, Any] = {"cmd": "crawl", "transformers": cfg.transformers}
    if cfg.families:
        msg["families"] = cfg.families
    rep = pool.request(msg, timeout_s=900.0)
    if not rep.get("ok"):
        raise SynthError(f"the seed crawl failed: {rep.get('error')}\n{rep.get('traceback', '')}")
    doc = {"report": rep["report"], "seeds": rep["seeds"]}
    text = json.dumps(doc, indent=0, sort_keys=True)
    path.write_text(text, encoding="utf-8")
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, cached)
    except OSError:
        pass
    return path, doc["report"]


def _llm_chains(cfg: Config, seeds_path: Path, count: int) -> list[list[str]]:
    from . import llm

    labels = sorted(s["label"] for s in json.loads(seeds_path.read_text(encoding="utf-8"))["seeds"])
    return llm.propose(cfg.llm_endpoint or "", cfg.llm_model or "", labels, count, cfg.seed)


def _row(rep: dict, cfg: Config, near: tuple[float, str | None], check: dict | None) -> dict:
    spec, scr, code = rep["spec"], rep["screen"], rep["code"]
    return {"index": rep["index"], "seed": cfg.seed, "title": spec["name"], "ops": [o["label"] for o in spec["ops"]],
            "op_paths": [o["op"] for o in spec["ops"]], "data_source": spec["data_source"], "level": spec["level"],
            "length": spec["length"], "kind": spec["kind"], "code": code,
            "hash": hashlib.sha256(code.encode()).hexdigest(),
            "input_shapes": [spec["input_shape"]] + spec["extra_shapes"], "output_shape": spec["out_shape"],
            "eager_ms": scr.get("eager_ms"), "compile_ok": bool((scr.get("compile") or {}).get("ok")),
            "screen": {"backend": cfg.backend, "flags": scr.get("flags", []),
                       "checks": {k: v.get("max_abs_err") for k, v in (scr.get("checks") or {}).items()},
                       "compile_max_abs_err": (scr.get("compile") or {}).get("max_abs_err"),
                       "outputs": scr.get("outputs")},
            "harness": ({"identity_correct": check["identity"]["correct"], "zero_correct": check["zero"]["correct"],
                         "zero_flags": check["zero"]["flags"]} if check else None),
            "decontam": {"nearest": near[1], "similarity": near[0]},
            "seconds": {"screen": scr.get("seconds"), "compile": (scr.get("compile") or {}).get("seconds"),
                        "harness": (round(check["identity"]["seconds"] + check["zero"]["seconds"], 3)
                                    if check else None)}}


def run(cfg: Config, progress: TextIO | None = sys.stderr) -> dict[str, Any]:
    """Runs the pipeline (see the module contract)."""
    t0 = time.monotonic()
    root = _repo_root()
    cache = Path(cfg.cache_dir) if cfg.cache_dir else _default_cache()
    out = cfg.out
    if cfg.fresh and out.exists():
        for name in (output.JOURNAL, output.SETTINGS, output.ROWS, "seeds.json", "summary.json", "decontam.json"):
            (out / name).unlink(missing_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    err = output.check_settings(out, cfg.decisive(), resume=True)
    if err:
        raise SynthError(err)
    work = out / "work"
    (work / "tasks").mkdir(parents=True, exist_ok=True)
    max_attempts = cfg.max_attempts or (6 * cfg.n + 50)
    threads = max(1, (os.cpu_count() or 1) // max(1, cfg.jobs))
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")
    env.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache / "inductor"))
    pool = WorkerPool(cfg.jobs, cfg.python, root / "env_server" / "harness", root / "tools", env, work / "logs")
    checker = None
    try:
        seeds_path, crawl_report = _load_seeds(cfg, pool, cache)
        evalset = decontam.EvalSet.load(cfg.eval_sets) if cfg.eval_sets else None
        chains: list[list[str]] = []
        if cfg.llm_endpoint:
            chains = _llm_chains(cfg, seeds_path, cfg.n)
        if cfg.harness_check:
            checker = _make_checker(cfg, root, cache, work, threads)
        journal = output.Journal(out)
        done = journal.load()
        lock = threading.Lock()
        mix = {"lengths": {str(k): v for k, v in cfg.lengths.items()}, "standalone": cfg.standalone,
               "shape_scale": cfg.shape_scale}
        screen_opts = {"backend": cfg.backend, "tolerance": cfg.tolerance, "seed": cfg.seed, "min_ms": cfg.min_ms,
                       "max_ms": cfg.max_ms, "timing_s": cfg.timing_s, "threads": threads,
                       "compile_backend": cfg.compile_backend}

        def one(i: int) -> dict:
            m = dict(mix)
            if i < len(chains):
                m["labels"] = chains[i]
            rep = pool.request({"cmd": "task", "index": i, "seed": cfg.seed, "seeds_path": str(seeds_path),
                                "mix": m, "screen": screen_opts, "task_dir": str(work / "tasks")}, cfg.timeout_s)
            rec = _judge(rep, i, cfg, evalset, checker)
            with lock:
                journal.append(rec)
            return rec

        bar = _Progress(cfg.n, progress)

        def tally() -> tuple[int, int, Counter]:
            kept_prefix, p = 0, 0
            while p in done and kept_prefix < cfg.n:
                kept_prefix += done[p]["status"] == "kept"
                p += 1
            reasons = Counter(r["reason"].split(":")[0] for r in done.values() if r["status"] != "kept")
            return kept_prefix, p, reasons

        with ThreadPoolExecutor(max_workers=cfg.jobs) as ex:
            inflight: dict[Future, int] = {}
            nxt = 0
            while True:
                with lock:
                    kept_prefix, _, reasons = tally()
                    bar.update(kept_prefix, len(done), reasons)
                if kept_prefix >= cfg.n:
                    break
                while len(inflight) < cfg.jobs and nxt < max_attempts:
                    if nxt not in done:
                        inflight[ex.submit(one, nxt)] = nxt
                    nxt += 1
                if not inflight:
                    break
                finished, _ = wait(list(inflight), return_when=FIRST_COMPLETED)
                for f in finished:
                    inflight.pop(f)
                    f.result()
            for f in inflight:
                f.cancel()
        with lock:
            kept_prefix, _, reasons = tally()
            bar.update(kept_prefix, len(done), reasons, force=True)
        return _finish(cfg, out, done, crawl_report, time.monotonic() - t0, max_attempts)
    finally:
        pool.close()
        if checker is not None:
            checker.close()


def _make_checker(cfg: Config, root: Path, cache: Path, work: Path, threads: int) -> Any:
    from .harness_check import HarnessChecker

    return HarnessChecker(root, cfg.python, cfg.backend, cache, work / "harness", threads=threads)


def _judge(rep: dict, i: int, cfg: Config, evalset: decontam.EvalSet | None, checker: Any) -> dict:
    """The fate of index ``i`` from the worker's reply, decontamination and the harness check."""
    if not rep.get("ok"):
        return {"index": i, "status": "rejected", "reason": f"worker: {str(rep.get('error'))[:300]}"}
    if rep.get("error"):
        return {"index": i, "status": "rejected", "reason": str(rep["error"])[:300]}
    scr = rep["screen"]
    base = {"index": i, "title": rep["spec"]["name"], "ops": [o["label"] for o in rep["spec"]["ops"]]}
    if scr.get("flags"):
        why = scr.get("error") or (scr.get("compile") or {}).get("error") or ""
        return dict(base, status="rejected", reason=",".join(scr["flags"]) + (f": {why[:200]}" if why else ""),
                    eager_ms=scr.get("eager_ms"))
    near: tuple[float, str | None] = (0.0, None)
    if evalset is not None:
        fp = decontam.fingerprint(rep["code"])
        near = evalset.nearest(fp) if fp else (0.0, None)
        if near[0] >= cfg.threshold:
            return dict(base, status="rejected", reason=f"contaminated: {near[1]} ({near[0]:.3f})",
                        nearest=near[1], similarity=near[0], code=rep["code"])
    check = None
    if checker is not None:
        check = checker.check(rep["spec"]["name"], rep["code"], Path(rep["path"]))
        if not check["ok"]:
            kind = "harness_identity" if not check["identity"]["correct"] or check["identity"]["infra_error"] \
                else "harness_zero"
            return dict(base, status="rejected", reason=f"{kind}: {json.dumps(check, default=str)[:600]}")
    return dict(base, status="kept", reason="", row=_row(rep, cfg, near, check))


def _finish(cfg: Config, out: Path, done: dict[int, dict], crawl: dict, seconds: float,
            max_attempts: int) -> dict[str, Any]:
    kept = [done[i]["row"] for i in sorted(done) if done[i]["status"] == "kept"][:cfg.n]
    last = kept[-1]["index"] if kept else -1
    considered = [done[i] for i in sorted(done) if i <= last or len(kept) < cfg.n]
    output.assign_names(kept)
    output.materialize(out, kept)
    output.write_rows(out, kept)
    dropped = [{"index": r["index"], "title": r.get("title"), "nearest": r.get("nearest"),
                "similarity": r.get("similarity")} for r in considered if r["reason"].startswith("contaminated")]
    (out / "decontam.json").write_text(json.dumps({"threshold": cfg.threshold, "eval_sets": cfg.eval_sets,
                                                   "dropped": dropped}, indent=1) + "\n", encoding="utf-8")
    reasons = Counter(r["reason"].split(":")[0] for r in considered if r["status"] != "kept")
    summary = {"kept": len(kept), "requested": cfg.n, "tried": len(considered), "max_attempts": max_attempts,
               "rejected": dict(reasons.most_common()), "contaminated": len(dropped),
               "seconds": round(seconds, 1), "crawl": crawl, "stats": stats.summarize(kept),
               "settings": json.loads(json.dumps(asdict(cfg), default=str))}
    if cfg.plot and kept:
        summary["plot"] = "stats.png" if stats.plot(kept, out / "stats.png", f"warpgym synth: {len(kept)} tasks "
                                                    f"(seed {cfg.seed}, {cfg.backend}-filtered)") else None
    (out / "summary.json").write_text(json.dumps(summary, indent=1, default=str) + "\n", encoding="utf-8")
    return summary

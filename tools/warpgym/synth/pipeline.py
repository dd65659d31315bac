"""The whole ``warpgym synth`` run: crawl -> compose -> filter -> decontaminate -> harness check -> write.

Contract: ``run(cfg)`` with a ``Config``; returns the summary dict (also written to
``DIR/summary.json``); raises ``SynthError`` for a setup problem (bad settings on resume, the
crawl failing).  Index ``i`` (0, 1, 2, ...) is one candidate task; its fate depends only on the
settings, the seed list and ``i`` (compose's RNG is ``Random(f"{seed}:{i}")``), so the kept set is
"the first ``n`` indices that pass, in index order" whatever the number of jobs or the order in
which they finish; indices are composed and screened ``jobs`` at a time in long-lived workers
(``pool``) while up to ``harness_jobs`` harness checks run beside them (a pipeline: a worker
never waits for a harness check), and the run stops once every index below the ``n``-th kept
one is finished (or at ``max_attempts``, or at the time budget ``budget_s``: then no index
starts any more, the ones running get ``grace_s`` to finish, the rest are abandoned, not
journaled, and the outputs hold the kept tasks of the finished prefix; a rerun resumes).  On
CUDA, worker slot ``k`` and harness check ``k`` use GPU ``k mod len(gpus)``.  The
only inputs that are not a pure function of the seed: the runtime window (a task whose eager
time sits at the edge of the window may fall either side on a loaded machine) and the LLM hook.

Per index: ``worker`` composes, renders and screens the task (screen flags and
``compile_failed`` reject it); then the parent rejects it when the AST similarity to the
evaluation set is >= ``threshold`` (``contaminated``), or when the real harness does not pass the
identity candidate or passes the zero candidate (``harness_identity`` / ``harness_zero``).
A passing index whose task is a copy of an earlier kept one (``task_key``: the same code but for
the header line) is not kept either (``duplicate``; decided in index order by ``select``).
Every finished index is appended to ``journal.jsonl`` at once: a rerun with the same ``--out``
resumes from it.  Outputs: see ``output`` (``tasks.jsonl``, ``tasks.parquet`` when pyarrow is
installed, the KernelBench tree); plus ``seeds.json`` (the crawl), ``decontam.json`` (what was
dropped as too similar, with the nearest evaluation problem), ``summary.json`` (counts, reasons,
statistics, seconds per stage) and ``stats.png`` (when matplotlib is installed).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
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
    warmup_s: float | None = None
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
    harness_jobs: int = 0
    harness_batch: int = 4
    budget_s: float = 0.0
    grace_s: float = 60.0
    gpus: list[str] | None = None
    compile_autotune: bool = False

    def decisive(self) -> dict[str, Any]:
        """The settings that decide which tasks come out (a resume must match them; ``n`` is not one:
        a rerun with a larger ``n`` extends the run, the first tasks stay the same)."""
        keys = ("seed", "backend", "min_ms", "max_ms", "tolerance", "compile_backend", "threshold",
                "harness_check", "transformers", "families", "lengths", "standalone", "shape_scale",
                "llm_endpoint", "llm_model")
        d = {k: getattr(self, k) for k in keys}
        d["lengths"] = {str(k): v for k, v in self.lengths.items()}
        d["eval_sets"] = [_portable(p) for p in self.eval_sets]
        d["versions"] = {p: _version(p) for p in ("torch", "transformers")}
        return d


def _portable(path: str | Path) -> str:
    """``path`` relative to the repository when inside it (a copy of the repo elsewhere resumes), else absolute."""
    p = Path(path).resolve()
    try:
        return str(p.relative_to(_repo_root().resolve()))
    except (ValueError, FileNotFoundError):
        return str(p)


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
            "seconds": _seconds(rep, check)}


def task_key(code: str) -> str:
    """A task's identity: its code without the header docstring line, which names the index.

    Two indices can draw the same op with the same shapes (a length-1 chain of an op with few
    shape choices); the later one is a copy, not a new task."""
    first, _, rest = code.partition("\n")
    return hashlib.sha256((rest if first.startswith('"""') else code).encode()).hexdigest()


def select(prefix: list[dict], n: int) -> tuple[list[dict], list[dict]]:
    """The kept rows (the first ``n`` distinct tasks among the passing indices of ``prefix``,
    which runs 0, 1, 2, ... in order) and the considered records (every index up to the last kept
    one, or all of ``prefix`` when fewer than ``n`` were kept). A passing index whose task
    duplicates an earlier kept one is returned rejected (``duplicate: index J``); ``prefix``'s
    records are not changed."""
    kept: list[dict] = []
    considered: list[dict] = []
    first_of: dict[str, int] = {}
    for rec in prefix:
        if len(kept) >= n:
            break
        if rec["status"] == "kept":
            key = task_key(rec["row"]["code"])
            if key in first_of:
                rec = dict(rec, status="rejected", reason=f"duplicate: index {first_of[key]}")
            else:
                first_of[key] = rec["index"]
                kept.append(rec["row"])
        considered.append(rec)
    return kept, considered


def gpu_ids() -> list[str]:
    """The GPUs a CUDA run spreads over: ``$CUDA_VISIBLE_DEVICES`` when set, else ``/dev/nvidia<N>``
    (then ``nvidia-smi -L``); ``["0"]`` when none is found (torch reports the problem itself)."""
    vis = os.environ.get("CUDA_VISIBLE_DEVICES")
    if vis is not None and vis.strip():
        return [d.strip() for d in vis.split(",") if d.strip()]
    try:
        ids = sorted((m.group(1) for n in os.listdir("/dev") if (m := re.fullmatch(r"nvidia(\d+)", n))), key=int)
    except OSError:
        ids = []
    if not ids:
        try:
            import subprocess

            out = subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True, timeout=30).stdout
            ids = [str(k) for k, line in enumerate(out.splitlines()) if line.startswith("GPU ")]
        except (OSError, subprocess.SubprocessError):
            ids = []
    return ids or ["0"]


def _transformers_modules(seeds_path: Path) -> list[str]:
    """The transformers modules the seeds' ops and configs live in (the harness pre-imports them)."""
    mods: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            if isinstance(v.get("__config__"), str):
                mods.add(v["__config__"].rsplit(".", 1)[0])
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    for s in json.loads(seeds_path.read_text(encoding="utf-8"))["seeds"]:
        if s.get("source") == "transformers":
            mods.add(s["op"].rsplit(".", 1)[0])
            walk(s.get("variants"))
    return sorted(m for m in mods if m.startswith("transformers"))


def run(cfg: Config, progress: TextIO | None = sys.stderr) -> dict[str, Any]:
    """Runs the pipeline (see the module contract)."""
    t0 = time.monotonic()
    deadline = t0 + cfg.budget_s if cfg.budget_s > 0 else None
    root = _repo_root()
    cache = Path(cfg.cache_dir) if cfg.cache_dir else _default_cache()
    out = cfg.out
    if cfg.fresh and out.exists():
        for name in (output.JOURNAL, output.SETTINGS, output.ROWS, output.PARQUET, "seeds.json", "summary.json",
                     "decontam.json"):
            (out / name).unlink(missing_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    err = output.check_settings(out, cfg.decisive(), resume=True)
    if err:
        raise SynthError(err)
    work = out / "work"
    (work / "tasks").mkdir(parents=True, exist_ok=True)
    max_attempts = cfg.max_attempts or (6 * cfg.n + 50)
    hjobs = (cfg.harness_jobs or cfg.jobs) if cfg.harness_check else 0
    threads = max(1, (os.cpu_count() or 1) // max(1, cfg.jobs))
    gpus = (cfg.gpus or gpu_ids()) if cfg.backend == "cuda" else []
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")
    env.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache / "inductor"))
    env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")  # one inductor per worker, not a compile pool each

    def slot_env(k: int) -> dict[str, str]:
        return {"CUDA_VISIBLE_DEVICES": gpus[k % len(gpus)]} if gpus else {}

    pool = WorkerPool(cfg.jobs, cfg.python, root, env, work / "logs", slot_env=slot_env)
    harness = _Harness()
    stopped: str | None = None
    try:
        seeds_path, crawl_report = _load_seeds(cfg, pool, cache)
        evalset = decontam.EvalSet.load(cfg.eval_sets) if cfg.eval_sets else None
        chains: list[list[str]] = []
        if cfg.llm_endpoint:
            chains = _llm_chains(cfg, seeds_path, cfg.n)
        if cfg.harness_check:  # started beside the workers (its imports and first build take a while)
            preimport = _transformers_modules(seeds_path)
            harness.start(lambda: _make_checker(cfg, root, cache, work, threads, preimport, hjobs),
                          gpus[0] if gpus else None)
        journal = output.Journal(out)
        done = journal.load()
        lock = threading.Lock()
        abandon = threading.Event()
        hbatch = max(1, cfg.harness_batch)
        hstages: Counter = Counter()
        counter = [0]
        mix = {"lengths": {str(k): v for k, v in cfg.lengths.items()}, "standalone": cfg.standalone,
               "shape_scale": cfg.shape_scale}
        screen_opts = {"backend": cfg.backend, "tolerance": cfg.tolerance, "seed": cfg.seed, "min_ms": cfg.min_ms,
                       "max_ms": cfg.max_ms, "timing_s": cfg.timing_s, "threads": threads,
                       "compile_backend": cfg.compile_backend, "warmup_s": cfg.warmup_s,
                       "compile_options": {} if cfg.compile_autotune else {"triton.autotune_pointwise": False}}

        def check(name: str, code: str, path: Path) -> dict:
            with lock:  # the checker runs at most hjobs calls at once, each with up to hbatch waiting tasks
                k = counter[0]
                counter[0] += 1
            rec = harness.get().check(name, code, path, gpu=gpus[k % len(gpus)] if gpus else None)
            with lock:  # where the verifies' time went (this call's checks; summary.run.harness_stages)
                hstages["checks"] += 1
                for kind in ("identity", "zero"):
                    for stage, sec in (rec[kind].get("stages") or {}).items():
                        hstages[f"{kind}.{stage}"] += float(sec or 0.0)
            return rec

        def one(i: int) -> dict | None:
            m = dict(mix)
            if i < len(chains):
                m["labels"] = chains[i]
            rep = pool.request({"cmd": "task", "index": i, "seed": cfg.seed, "seeds_path": str(seeds_path),
                                "mix": m, "screen": screen_opts, "task_dir": str(work / "tasks")}, cfg.timeout_s)
            if abandon.is_set():
                return None
            rec = _judge(rep, i, cfg, evalset, check if cfg.harness_check else None)
            with lock:
                if abandon.is_set():
                    return None  # cut off by the time budget: not journaled, a rerun does it again
                journal.append(rec)
                if rec["status"] != "kept":
                    reasons_all[rec["reason"].split(":")[0]] += 1
            return rec

        bar = _Progress(cfg.n, progress)

        reasons_all = Counter(r["reason"].split(":")[0] for r in done.values() if r["status"] != "kept")
        prefix = {"p": 0, "kept": 0}  # the finished prefix so far (it only grows: O(1) a call on average)
        seen: set[str] = set()  # task_key of the prefix's kept tasks: a copy does not count (select)

        def tally() -> tuple[int, int, Counter]:
            while prefix["p"] in done and prefix["kept"] < cfg.n:
                rec = done[prefix["p"]]
                if rec["status"] == "kept":
                    key = task_key(rec["row"]["code"])
                    if key in seen:
                        reasons_all["duplicate"] += 1
                    else:
                        seen.add(key)
                        prefix["kept"] += 1
                prefix["p"] += 1
            return prefix["kept"], prefix["p"], reasons_all

        window = cfg.jobs + hjobs * hbatch  # indices in flight: enough waiting checks to fill every call
        ex = ThreadPoolExecutor(max_workers=window)
        inflight: dict[Future, int] = {}
        try:
            nxt = 0
            while True:
                with lock:
                    kept_prefix, _, reasons = tally()
                    bar.update(kept_prefix, len(done), reasons)
                if kept_prefix >= cfg.n:
                    break
                if deadline is not None and time.monotonic() >= deadline and stopped is None:
                    stopped = "budget"
                while stopped is None and len(inflight) < window and nxt < max_attempts:
                    if nxt not in done:
                        inflight[ex.submit(one, nxt)] = nxt
                    nxt += 1
                if not inflight:
                    break
                timeout = None
                if stopped:
                    timeout = max(0.0, deadline + cfg.grace_s - time.monotonic())  # type: ignore[operator]
                elif deadline is not None:
                    timeout = max(0.05, deadline - time.monotonic())
                finished, _ = wait(list(inflight), timeout=timeout, return_when=FIRST_COMPLETED)
                if stopped and not finished:
                    abandon.set()  # the grace is over: whatever still runs is dropped
                    break
                for f in finished:
                    inflight.pop(f)
                    f.result()
        finally:
            if inflight or stopped:
                abandon.set()
                pool.close()
                harness.close()
            ex.shutdown(wait=True, cancel_futures=True)
        with lock:
            kept_prefix, _, reasons = tally()
            bar.update(kept_prefix, len(done), reasons, force=True)
        info = {"jobs": cfg.jobs, "harness_jobs": hjobs, "harness_batch": hbatch, "gpus": gpus,
                "threads_per_worker": threads}
        if harness.checker is not None and harness.checker.warm_result is not None:
            w = harness.checker.warm_result
            info["harness_stages"] = {k: round(v / max(1, hstages["checks"]), 3) for k, v in sorted(hstages.items())
                                      if k != "checks"} | {"checks": hstages["checks"]}
            info["harness_warm_up"] = {"ok": w.get("ok"), "seconds": w.get("seconds"), "error": w.get("error"),
                                       "identity": (w.get("identity") or {}).get("text")}
        return _finish(cfg, out, dict(done), crawl_report, time.monotonic() - t0, max_attempts, stopped, info)
    finally:
        pool.close()
        harness.close()


class _Harness:
    """The harness checker, made and warmed up in a thread; ``get()`` waits for it.  The thread
    lives until ``close()``: the forkserver dies with the thread that started it (PDEATHSIG)."""

    def __init__(self) -> None:
        self.checker: Any = None
        self.error: BaseException | None = None
        self.ready = threading.Event()
        self.done = threading.Event()
        self.closed = False
        self.lock = threading.Lock()

    def start(self, make: Any, gpu: str | None) -> None:
        def body() -> None:
            try:
                c = make()
                with self.lock:
                    self.checker = c
                    if self.closed:
                        c.close()
                        return
            except BaseException as exc:  # noqa: BLE001 -- get() reports it
                self.error = exc
                return
            finally:
                self.ready.set()
            c.warm_up(gpu)
            self.done.wait()

        threading.Thread(target=body, daemon=True, name="synth-harness").start()

    def get(self) -> Any:
        self.ready.wait()
        if self.checker is None:
            raise SynthError(f"the harness checker did not start: {self.error}")
        return self.checker

    def close(self) -> None:
        with self.lock:
            self.closed = True
            if self.checker is not None:
                self.checker.close()
        self.done.set()


def _make_checker(cfg: Config, root: Path, cache: Path, work: Path, threads: int, preimport: list[str],
                  calls: int) -> Any:
    from .harness_check import HarnessChecker

    return HarnessChecker(root, cfg.python, cfg.backend, cache, work / "harness", threads=threads,
                          preimport=preimport, calls=max(1, calls), batch=cfg.harness_batch)


def _seconds(rep: dict, check: dict | None = None) -> dict[str, float | None]:
    scr = rep.get("screen") or {}
    comp = (scr.get("compile") or {}).get("seconds")
    screen = scr.get("seconds")
    return {"compose": rep.get("compose_s"),
            "screen": round(screen - (comp or 0.0), 3) if screen is not None else None,
            "compile": comp,
            "harness": (round(check["identity"]["seconds"] + check["zero"]["seconds"], 3) if check else None)}


def _judge(rep: dict, i: int, cfg: Config, evalset: decontam.EvalSet | None, checker: Any) -> dict:
    """The fate of index ``i`` from the worker's reply, decontamination and the harness check
    (``checker(name, code, path)`` returns ``HarnessChecker.check``'s record)."""
    if not rep.get("ok"):
        return {"index": i, "status": "rejected", "reason": f"worker: {str(rep.get('error'))[:300]}"}
    if rep.get("error"):
        return {"index": i, "status": "rejected", "reason": str(rep["error"])[:300], "seconds": _seconds(rep)}
    scr = rep["screen"]
    base = {"index": i, "title": rep["spec"]["name"], "ops": [o["label"] for o in rep["spec"]["ops"]]}
    if scr.get("flags"):
        why = scr.get("error") or (scr.get("compile") or {}).get("error") or ""
        return dict(base, status="rejected", reason=",".join(scr["flags"]) + (f": {why[:200]}" if why else ""),
                    eager_ms=scr.get("eager_ms"), seconds=_seconds(rep))
    near: tuple[float, str | None] = (0.0, None)
    if evalset is not None:
        fp = decontam.fingerprint(rep["code"])
        near = evalset.nearest(fp) if fp else (0.0, None)
        if near[0] >= cfg.threshold:
            return dict(base, status="rejected", reason=f"contaminated: {near[1]} ({near[0]:.3f})",
                        nearest=near[1], similarity=near[0], code=rep["code"], seconds=_seconds(rep))
    check = None
    if checker is not None:
        check = checker(rep["spec"]["name"], rep["code"], Path(rep["path"]))
        if not check["ok"]:
            kind = "harness_identity" if not check["identity"]["correct"] or check["identity"]["infra_error"] \
                else "harness_zero"
            brief = {k: ({kk: vv for kk, vv in v.items() if kk != "stages"} if isinstance(v, dict) else v)
                     for k, v in check.items()}
            return dict(base, status="rejected", reason=f"{kind}: {json.dumps(brief, default=str)[:600]}",
                        eager_ms=scr.get("eager_ms"), seconds=_seconds(rep, check))
    return dict(base, status="kept", reason="", row=_row(rep, cfg, near, check))


def _stage_totals(records: list[dict]) -> dict[str, Any]:
    """Summed worker / harness seconds per stage over ``records`` (kept and rejected), and per index."""
    tot: dict[str, float] = {"compose": 0.0, "screen": 0.0, "compile": 0.0, "harness": 0.0}
    for r in records:
        secs = (r.get("row") or {}).get("seconds") or r.get("seconds") or {}
        for k in tot:
            tot[k] += float(secs.get(k) or 0.0)
    n = max(1, len(records))
    return {"total": {k: round(v, 1) for k, v in tot.items()},
            "per_index": {k: round(v / n, 3) for k, v in tot.items()}, "indices": len(records)}


def _finish(cfg: Config, out: Path, done: dict[int, dict], crawl: dict, seconds: float,
            max_attempts: int, stopped: str | None = None, run_info: dict | None = None) -> dict[str, Any]:
    prefix = []  # the finished indices 0, 1, 2, ... up to the first one not finished
    while len(prefix) in done:
        prefix.append(done[len(prefix)])
    kept, considered = select(prefix, cfg.n)
    output.assign_names(kept)
    output.materialize(out, kept)
    output.write_rows(out, kept)
    parquet = output.write_parquet(out, kept)
    dropped = [{"index": r["index"], "title": r.get("title"), "nearest": r.get("nearest"),
                "similarity": r.get("similarity")} for r in considered if r["reason"].startswith("contaminated")]
    (out / "decontam.json").write_text(json.dumps({"threshold": cfg.threshold, "eval_sets": cfg.eval_sets,
                                                   "dropped": dropped}, indent=1) + "\n", encoding="utf-8")
    reasons = Counter(r["reason"].split(":")[0] for r in considered if r["status"] != "kept")
    summary = {"kept": len(kept), "requested": cfg.n, "tried": len(considered), "max_attempts": max_attempts,
               "complete": len(kept) >= cfg.n, "stopped": stopped,
               "rejected": dict(reasons.most_common()), "contaminated": len(dropped),
               "seconds": round(seconds, 1), "stage_seconds": _stage_totals(considered), "run": run_info or {},
               "parquet": parquet, "crawl": crawl, "stats": stats.summarize(kept),
               "settings": json.loads(json.dumps(asdict(cfg), default=str))}
    if cfg.plot and kept:
        summary["plot"] = "stats.png" if stats.plot(kept, out / "stats.png", f"warpgym synth: {len(kept)} tasks "
                                                    f"(seed {cfg.seed}, {cfg.backend}-filtered)") else None
    (out / "summary.json").write_text(json.dumps(summary, indent=1, default=str) + "\n", encoding="utf-8")
    return summary

"""Runs the agent's ModelNew in its own process (never the reference's process).

Usage (spawned by candidate_proc.py, cwd = workspace):
    python candidate_runner.py {verify|profile} --workspace WS --module-dir WS/build --scratch DIR
        [--target-s 1.0]

Contract: reads DIR/payload.pt (init inputs, the reference state_dict, input sets; written by the
trusted process; contains no reference outputs), imports the workspace's model_new.py, builds
ModelNew(*init_inputs) with the same init seed, load_state_dict(strict=True), then
  verify:  runs forward on every input set under no_grad and saves DIR/candidate_out.pt =
           {"outputs": [[tensor|None, ...] per set]}; whether each input set was mutated
           (compared with a copy taken before forward) goes to the status file
  profile: times forward (timing.time_forward, inputs rotated).
Always tries to write DIR/candidate_status.json = {stage, ok, flags, error, traceback,
output_types, timing}.  A missing status file means the process died (crash, os._exit, kill).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
INIT_SEED = 1234  # same as task_loader.INIT_SEED (kept local: this process must not import it)


def _write_status(scratch: str, status: dict) -> None:
    path = os.path.join(scratch, "candidate_status.json")
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(status, f)
    os.replace(tmp, path)


def _flatten(out):
    return list(out) if isinstance(out, (tuple, list)) else [out]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["verify", "profile"])
    ap.add_argument("--workspace", required=True)
    ap.add_argument("--module-dir", required=True)
    ap.add_argument("--scratch", required=True)
    ap.add_argument("--target-s", type=float, default=1.0)
    a = ap.parse_args()

    from timing import time_forward  # captures perf_counter before agent code is imported

    status: dict = {"stage": "start", "ok": False, "flags": [], "error": None, "traceback": None}

    def fail(stage: str, flag: str, exc: BaseException | None = None, msg: str | None = None) -> int:
        status.update(stage=stage, ok=False, error=msg or f"{type(exc).__name__}: {exc}")
        status["flags"].append(flag)
        if exc is not None:
            status["traceback"] = "".join(traceback.format_exception(exc))[-4000:]
        _write_status(a.scratch, status)
        return 0

    sys.path[:0] = [os.path.abspath(a.module_dir), os.path.abspath(a.workspace)]
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    payload = torch.load(os.path.join(a.scratch, "payload.pt"), weights_only=True)
    status["stage"] = "import"
    try:
        import model_new  # noqa: the agent's module
        ModelNew = model_new.ModelNew
    except BaseException as e:
        return fail("import", "import_error", e)
    if not isinstance(ModelNew, type) or not issubclass(ModelNew, torch.nn.Module):
        return fail("import", "import_error", msg="ModelNew is not an nn.Module subclass")
    for base in ModelNew.__mro__[1:]:
        if base.__name__ == "Model" or getattr(base, "__module__", "") == "model":
            return fail("import", "inherits_model",
                        msg=f"ModelNew inherits from the reference {base.__module__}.{base.__name__}; "
                            "write your own nn.Module that calls your kernels")
    try:
        torch.manual_seed(INIT_SEED)
        model = ModelNew(*payload["init_inputs"])
    except BaseException as e:
        return fail("init", "init_error", e)
    try:
        model.load_state_dict(payload["state_dict"], strict=True)
    except BaseException as e:
        return fail("load_state_dict", "state_dict_mismatch", e)
    model.eval()
    sets = payload["input_sets"]
    if a.mode == "verify":
        outs, types, mutated = [], [], []
        for i, inputs in enumerate(sets):
            before = [x.clone() if isinstance(x, torch.Tensor) else x for x in inputs]
            status["stage"] = f"forward[{i}]"
            try:
                with torch.no_grad():
                    out = model(*inputs)
            except BaseException as e:
                return fail(f"forward[{i}]", "candidate_crashed", e)
            flat = _flatten(out)
            types.append([type(o).__module__ + "." + type(o).__qualname__ for o in flat])
            outs.append([o.detach() if type(o) is torch.Tensor else None for o in flat])
            mutated.append(any(isinstance(b, torch.Tensor) and not torch.equal(b, x)
                               for b, x in zip(before, inputs)))
        try:
            torch.save({"outputs": outs}, os.path.join(a.scratch, "candidate_out.pt"))
        except BaseException as e:
            return fail("save", "candidate_crashed", e)
        status.update(stage="done", ok=True, output_types=types, inputs_mutated=mutated)
    else:
        status["stage"] = "profile"
        try:
            with torch.no_grad():
                status["timing"] = time_forward(model, sets, target_s=a.target_s)
        except BaseException as e:
            return fail("profile", "candidate_crashed", e)
        status.update(stage="done", ok=True)
    _write_status(a.scratch, status)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    sys.exit(main())

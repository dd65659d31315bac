"""Build, verify and time every tasks/demo_cuda solution on a machine with a CUDA GPU.

Stand-alone (does not use env_server/harness): for each solution dir it compiles kernels/*.cu
with nvcc, kernels/*.cpp and the fixed env_server/templates/binding/binding.cpp with g++, links
`cuda_extension`, then, in a fresh process per solution, loads Model's weights into ModelNew
with load_state_dict(strict=True) and compares outputs on 5 input sets (value scales
1, 1, 0.5, 2, 1; TF32 off; atol = rtol = 1e-4), like the evaluator.  Reference solutions must
pass, failing ones must not.  Reference solutions are also run on odd extra shapes (tails,
misaligned buffers, the general kernels) against torch, and timed against eager PyTorch
(median of CUDA-event timings).

    python3 tasks/demo_cuda/gpu_check.py [-j JOBS] [--sanitize memcheck|racecheck|synccheck] [filter ...]

--sanitize runs each worker under compute-sanitizer (with PyTorch's caching allocator off so
that out-of-bounds accesses are seen), skips the timings and reports the tool's errors.

Exit status 0 when every solution behaves as expected.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TEMPLATE = ROOT / "env_server" / "templates" / "binding"
SCALES = [1.0, 1.0, 0.5, 2.0, 1.0]
TOL = 1e-4


def toolchain():
    import torch
    from torch.utils import cpp_extension as ce

    cuda_home = ce.CUDA_HOME or "/usr/local/cuda"
    new_api = "device_type" in ce.include_paths.__code__.co_varnames  # torch >= 2.6
    inc = []
    for p in ce.include_paths(device_type="cuda") if new_api else ce.include_paths(cuda=True):
        inc += ["-isystem", p]
    inc += ["-isystem", sysconfig.get_paths()["include"], "-isystem", f"{cuda_home}/include"]
    abi = int(torch._C._GLIBCXX_USE_CXX11_ABI)
    defs = [f"-D_GLIBCXX_USE_CXX11_ABI={abi}", "-DTORCH_EXTENSION_NAME=cuda_extension",
            "-DTORCH_API_INCLUDE_EXTENSION_H"]
    for attr, macro in (("_PYBIND11_COMPILER_TYPE", "PYBIND11_COMPILER_TYPE"),
                        ("_PYBIND11_STDLIB", "PYBIND11_STDLIB"),
                        ("_PYBIND11_BUILD_ABI", "PYBIND11_BUILD_ABI")):
        v = getattr(torch._C, attr, None)
        if v:
            defs.append(f'-D{macro}="{v}"')
    libs = []
    for p in ce.library_paths(device_type="cuda") if new_api else ce.library_paths(cuda=True):
        libs += [f"-L{p}", f"-Wl,-rpath,{p}"]
    libs += [f"-L{cuda_home}/lib64", f"-Wl,-rpath,{cuda_home}/lib64",
             "-lc10", "-lc10_cuda", "-ltorch", "-ltorch_cpu", "-ltorch_cuda", "-ltorch_python", "-lcudart"]
    nvcc = os.path.join(cuda_home, "bin", "nvcc")
    return {"inc": inc, "defs": defs, "libs": libs, "nvcc": nvcc if os.path.exists(nvcc) else "nvcc"}


def run(cmd: list[str]) -> tuple[bool, str]:
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode == 0, (p.stdout + p.stderr)[-6000:]


def build(sol: Path, out: Path, tc: dict, binding, pool: ThreadPoolExecutor) -> tuple[bool, str]:
    """Compile one solution's files on `pool`, then link with the binding.cpp object (a future)."""
    out.mkdir(parents=True, exist_ok=True)
    jobs = []
    for f in sorted((sol / "kernels").glob("*.cu")):
        jobs.append([tc["nvcc"], "-O3", "-std=c++17", "-arch=sm_90", "-Xcompiler", "-fPIC", "-c", str(f),
                     "-o", str(out / (f.name + ".o"))])
    for f in sorted((sol / "kernels").glob("*.cpp")):
        jobs.append(["g++", "-O3", "-std=c++17", "-fPIC", *tc["defs"], *tc["inc"], "-I", str(TEMPLATE),
                     "-I", str(sol / "kernels"), "-c", str(f), "-o", str(out / (f.name + ".o"))])
    logs = []
    ok = True
    for good, log in pool.map(run, jobs):
        ok &= good
        if not good:
            logs.append(log)
    if not ok:
        return False, "\n".join(logs)
    ok_b, log_b = binding.result()
    if not ok_b:
        return False, "binding.cpp failed to compile:\n" + log_b
    objs = [str(p) for p in sorted(out.glob("*.o"))] + [str(out.parent / "binding.o")]
    return run(["g++", "-shared", *objs, *tc["libs"], "-o", str(out / "cuda_extension.so")])


# ----------------------------------------------------------------------------------------------
# worker: one solution, fresh process


def load_module(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def median_ms(fn, reps: int = 30) -> float:
    import torch

    for _ in range(5):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b))
    ts.sort()
    return ts[len(ts) // 2]


def compare(out, ref) -> tuple[bool, float]:
    import torch

    if not isinstance(out, torch.Tensor) or out.shape != ref.shape or out.dtype != ref.dtype:
        return False, float("inf")
    err = (out - ref).abs()
    ok = bool((err <= TOL + TOL * ref.abs()).all())
    return ok, float(err.max())


def extra_cases(stem: str, ext, torch):
    """(name, thunk returning (candidate output, expected output)) on odd shapes."""
    F = torch.nn.functional
    dev = "cuda"

    def rnd(*s):
        return torch.randn(*s, device=dev)

    def misaligned(*s):  # contiguous, but data_ptr not 16-byte aligned
        n = 1
        for d in s:
            n *= d
        return rnd(n + 1)[1:].view(*s)

    cases = []
    if stem == "1_ReLU":
        for x in (rnd(3, 1001), misaligned(7, 999), rnd(5)):
            cases.append((f"relu{tuple(x.shape)}", lambda x=x: (ext.relu(x), torch.relu(x))))
    elif stem == "2_Sigmoid":
        for x in (rnd(3, 1001), misaligned(7, 999), rnd(5) * 50):
            cases.append((f"sigmoid{tuple(x.shape)}", lambda x=x: (ext.sigmoid(x), torch.sigmoid(x))))
    elif stem == "3_Softmax":
        for x in (rnd(37, 1003), rnd(64, 100), rnd(5, 20000) * 3, misaligned(9, 256), rnd(3, 4, 8192), rnd(4, 1)):
            cases.append((f"softmax{tuple(x.shape)}", lambda x=x: (ext.softmax(x), torch.softmax(x, -1))))
    elif stem == "4_LayerNorm":
        for shape in ((37, 1003), (16, 72), (5, 20000), (2, 3, 4096), (8, 4)):
            x = rnd(*shape) * 3 + 1
            w, b = rnd(shape[-1]), rnd(shape[-1])
            cases.append((f"layernorm{shape}", lambda x=x, w=w, b=b: (
                ext.layernorm(x, w, b, 1e-5), F.layer_norm(x, (x.shape[-1],), w, b, 1e-5))))
    elif stem == "1_Gemm_Bias_ReLU":
        for m, n, k in ((67, 45, 33), (100, 260, 64), (1, 1, 1), (513, 129, 1030), (64, 64, 0), (2048, 512, 256)):
            x, w, b = rnd(m, k), rnd(n, k) / max(k, 1) ** 0.5, rnd(n)
            cases.append((f"linear_relu({m},{n},{k})", lambda x=x, w=w, b=b: (
                ext.linear_relu(x, w, b), torch.relu(F.linear(x, w, b)))))
    elif stem == "2_Scale_Add_GELU_Chain":
        for shape in ((37, 1003), (16, 72), (3, 5, 8)):
            x, s, b = rnd(*shape), rnd(shape[-1]), rnd(shape[-1])
            cases.append((f"chain{shape}", lambda x=x, s=s, b=b: (
                ext.scale_add_gelu_clamp(x, s, b, -0.1, 2.5), torch.clamp(F.gelu(x * s + b), -0.1, 2.5))))
    elif stem == "1_TinyMLP":
        for m, dims in ((7, (33, 70, 50, 10)), (300, (64, 128, 96, 3))):
            x = rnd(m, dims[0])
            ps = []
            for i in range(3):
                ps += [rnd(dims[i + 1], dims[i]) / dims[i] ** 0.5, rnd(dims[i + 1])]

            def ref(x=x, ps=ps):
                h = torch.relu(F.linear(x, ps[0], ps[1]))
                h = torch.relu(F.linear(h, ps[2], ps[3]))
                return F.linear(h, ps[4], ps[5])

            cases.append((f"tiny_mlp({m},{dims})", lambda x=x, ps=ps, ref=ref: (ext.tiny_mlp(x, *ps), ref())))
    return cases


def worker(sol: Path, lib: Path) -> dict:
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    ext = load_module("cuda_extension", lib)
    task = sol.parents[2].parent / sol.parents[1].name / (sol.parent.name + ".py")
    tm = load_module("task_model", task)
    cand = load_module("model_new", sol / "model_new.py")
    init = tm.get_init_inputs()
    torch.manual_seed(42)
    ref_model = tm.Model(*init).cuda().eval()
    new_model = cand.ModelNew(*init).cuda().eval()
    new_model.load_state_dict(ref_model.state_dict(), strict=True)
    res = {"trials": [], "ok": True}
    with torch.no_grad():
        for i, s in enumerate(SCALES):
            torch.manual_seed(1000 + i)
            xs = [x * s if isinstance(x, torch.Tensor) and x.is_floating_point() else x for x in tm.get_inputs()]
            xs = [x.cuda() if isinstance(x, torch.Tensor) else x for x in xs]
            before = [x.clone() for x in xs if isinstance(x, torch.Tensor)]
            ref = ref_model(*xs)
            out = new_model(*xs)
            torch.cuda.synchronize()
            ok, err = compare(out, ref)
            ok &= all(torch.equal(a, b) for a, b in zip(before, [x for x in xs if isinstance(x, torch.Tensor)]))
            res["trials"].append({"scale": s, "ok": ok, "max_abs_err": err})
            res["ok"] &= ok
        if sol.name == "reference":
            res["extra"] = []
            torch.manual_seed(7)
            for name, fn in extra_cases(sol.parent.name, ext, torch):
                try:
                    out, ref = fn()
                    torch.cuda.synchronize()
                    ok, err = compare(out, ref)
                except Exception as e:  # report, do not crash the whole check
                    ok, err = False, repr(e)
                res["extra"].append({"case": name, "ok": ok, "max_abs_err": err})
                res["ok"] &= ok
            if not os.environ.get("GPU_CHECK_NO_TIMING"):
                res["eager_ms"] = median_ms(lambda: ref_model(*xs))
                res["candidate_ms"] = median_ms(lambda: new_model(*xs))
    return res


# ----------------------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("filters", nargs="*")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--worker", nargs=2, metavar=("SOL", "LIB"))
    ap.add_argument("--build-dir")
    ap.add_argument("--sanitize", choices=["memcheck", "racecheck", "synccheck", "initcheck"])
    a = ap.parse_args()
    if a.worker:
        print("RESULT " + json.dumps(worker(Path(a.worker[0]), Path(a.worker[1]))))
        return 0

    sols = sorted(p for p in (HERE / "solutions").glob("level*/*/*") if p.is_dir())
    if a.filters:
        sols = [s for s in sols if any(f in str(s.relative_to(HERE)) for f in a.filters)]
    bdir = Path(a.build_dir or tempfile.mkdtemp(prefix="demo_cuda_build_"))
    tc = toolchain()
    t0 = time.time()
    binding_obj = bdir / "binding.o"
    outs = {s: bdir / str(s.relative_to(HERE / "solutions")).replace("/", "__") for s in sols}
    with ThreadPoolExecutor(a.jobs) as pool, ThreadPoolExecutor(len(sols) or 1) as per_solution:
        binding = pool.submit(run, ["g++", "-O3", "-std=c++17", "-fPIC", *tc["defs"], *tc["inc"],
                                    "-I", str(TEMPLATE), "-c", str(TEMPLATE / "binding.cpp"),
                                    "-o", str(binding_obj)])
        builds = dict(zip(sols, per_solution.map(lambda s: build(s, outs[s], tc, binding, pool), sols)))
    print(f"built {len(sols)} solutions in {time.time() - t0:.0f}s", flush=True)

    bad = 0
    for s in sols:
        rel = s.relative_to(HERE / "solutions")
        ok_build, log = builds[s]
        if not ok_build:
            print(f"BUILD FAILED {rel}\n{log}")
            bad += 1
            continue
        cmd = [sys.executable, __file__, "--worker", str(s), str(outs[s] / "cuda_extension.so")]
        env = dict(os.environ)
        if a.sanitize:
            cmd = ["compute-sanitizer", f"--tool={a.sanitize}", "--error-exitcode=99", *cmd]
            env.update(PYTORCH_NO_CUDA_MEMORY_CACHING="1", GPU_CHECK_NO_TIMING="1")
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
        if a.sanitize:
            summary = [l for l in p.stdout.splitlines() if "ERROR SUMMARY" in l or "RACECHECK SUMMARY" in l]
            print(f"  {rel}: compute-sanitizer {a.sanitize}: rc={p.returncode} {' '.join(summary)}")
            if p.returncode == 99:
                print("\n".join(p.stdout.splitlines()[:40]))
        lines = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
        if p.returncode != 0 or not lines:
            crashed = True
            r = {"ok": False, "trials": []}
            print(f"  {rel}: worker crashed rc={p.returncode}\n{p.stderr[-3000:]}")
        else:
            crashed = False
            r = json.loads(lines[-1][7:])
        expect = s.name == "reference"
        good = (r["ok"] == expect) and not (crashed and expect)
        bad += not good
        errs = " ".join(f"{t['max_abs_err']:.2e}" for t in r["trials"])
        line = f"{'OK ' if good else 'BAD'} {rel}: {'correct' if r['ok'] else 'NOT correct'} (max abs err per trial: {errs})"
        if "eager_ms" in r:
            line += f"  eager {r['eager_ms']:.4f} ms, candidate {r['candidate_ms']:.4f} ms, " \
                    f"speedup {r['eager_ms'] / r['candidate_ms']:.2f}x"
        print(line, flush=True)
        for e in r.get("extra", []):
            if not e["ok"] or a.filters:
                print(f"      extra {e['case']}: {'ok' if e['ok'] else 'FAIL'} {e['max_abs_err']}")
        if r.get("extra"):
            print(f"      extra shapes: {sum(e['ok'] for e in r['extra'])}/{len(r['extra'])} ok")
    print(f"gpu_check: {len(sols) - bad} as expected, {bad} not")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

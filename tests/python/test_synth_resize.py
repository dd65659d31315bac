"""Sizing synthesised tasks for a GPU without one: the meta-device cost trace, the size model (its
prediction, its scale search within memory bounds, its fit), ``warpgym synth resize`` and the
shipped GPU-sized set ``tasks/ops_gpu``."""
from __future__ import annotations

import hashlib
import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))

from warpgym.synth import cost_trace, output, pipeline, resize, size_model  # noqa: E402

PY = str(REPO / ".venv" / "bin" / "python") if (REPO / ".venv" / "bin" / "python").exists() else sys.executable
OPS_GPU = REPO / "tasks" / "ops_gpu"

LINEAR_RELU = '''"""Linear -> ReLU: synthesised by warpgym synth (seed 1, index 3, torch#2)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(256, 512)
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(self.fc(x.view(x.shape[0], 256)))


def get_inputs():
    return [torch.randn(128, 256)]


def get_init_inputs():
    return []
'''

ADD = LINEAR_RELU.replace("self.act(self.fc(x.view(x.shape[0], 256)))", "torch.add(x, y)").replace(
    "def forward(self, x):", "def forward(self, x, y):").replace(
    "[torch.randn(128, 256)]", "[torch.randn(128, 256), torch.randn(128, 256)]").replace(
    "Linear -> ReLU", "add")


def test_scaled_code_scales_dim0_of_the_inputs_only() -> None:
    code = cost_trace.scaled_code(LINEAR_RELU, 8)
    assert "torch.randn(1024, 256)" in code and "nn.Linear(256, 512)" in code
    assert code.replace("torch.randn(1024, 256)", "torch.randn(128, 256)") == LINEAR_RELU
    two = cost_trace.scaled_code(ADD, 3)
    assert two.count("torch.randn(384, 256)") == 2
    with pytest.raises(ValueError):
        cost_trace.scaled_code("def get_inputs():\n    return [1]\n", 2)


def test_trace_counts_kernels_bytes_and_flops_on_meta() -> None:
    t = cost_trace.trace(cost_trace.scaled_code(LINEAR_RELU, 4096))  # 2 GiB of input: only shapes exist
    names = [o.name for o in t.ops]
    assert names == ["aten.addmm", "aten.relu"], names  # the view launches nothing
    n = 128 * 4096
    assert t.input_shapes == [[n, 256]] and t.output_shape == [n, 512]
    assert t.input_bytes == n * 256 * 4 and t.output_bytes == n * 512 * 4
    assert t.ops[0].flops == 2 * n * 256 * 512
    assert t.ops[0].bytes == (n * 256 + 512 * 256 + 512 + n * 512) * 4
    assert t.ops[1].bytes == 2 * n * 512 * 4 and t.ops[1].flops == 0
    with pytest.raises(cost_trace.TraceError, match="forward on meta"):
        cost_trace.trace(LINEAR_RELU.replace("x.view(x.shape[0], 256)", "x.view(7, 256)"))


def test_ops_without_a_cuda_kernel_are_known() -> None:
    import torch

    assert cost_trace.has_cuda_kernel(torch.ops.aten.relu.default)
    assert cost_trace.has_cuda_kernel(torch.ops.aten.addmm.default)
    assert not cost_trace.has_cuda_kernel(torch.ops.aten.histogram.bin_ct)


def test_prediction_follows_the_model_terms() -> None:
    m = size_model.SizeModel(kernel_us=2.0, launch_us=5.0, bandwidth_gbs=1000.0, matmul_tflops=10.0)
    t = cost_trace.trace(cost_trace.scaled_code(LINEAR_RELU, 64))
    want = sum(2e-3 + o.bytes / 1e9 + (o.flops / 1e10 if o.name == "aten.addmm" else 0) for o in t.ops)
    assert m.predict_ms(t) == pytest.approx(want, rel=1e-9)
    tiny = cost_trace.trace(LINEAR_RELU.replace("randn(128,", "randn(1,"))
    assert m.predict_ms(tiny) >= 2 * 5e-3  # launch-bound: at least one launch per kernel
    m.op_factor["aten.relu"] = 3.0
    assert m.predict_ms(t) > want


def test_choose_scale_hits_the_target_within_the_memory_bounds() -> None:
    m = size_model.SizeModel()
    got = size_model.choose_scale(ADD, m, 1.0)
    assert got.scale is not None and got.why is None
    assert abs(math.log(got.predicted_ms / 1.0)) < math.log(1.2), got
    at_cap = size_model.choose_scale(ADD, m, 5.0)  # 5 ms of adds would need more than 4 GiB of tensors
    assert at_cap.predicted_ms < 5.0 and at_cap.trace.input_bytes + at_cap.trace.output_bytes <= m.max_io_bytes
    assert at_cap.trace.input_bytes + at_cap.trace.output_bytes > m.max_io_bytes * 0.9
    assert got.traces <= size_model.MAX_TRACES
    capped = size_model.SizeModel(max_io_bytes=64 << 20)  # 64 MiB of inputs and outputs at most
    c = size_model.choose_scale(ADD, capped, 2.0)
    assert c.scale is None and c.why.startswith("window") and "below" in c.why, c  # cannot reach 0.3 ms there
    assert c.trace is not None and c.trace.input_bytes + c.trace.output_bytes <= 64 << 20
    low = size_model.SizeModel(window_ms=(0.001, 30.0), max_io_bytes=64 << 20)
    d = size_model.choose_scale(ADD, low, 2.0)
    assert d.scale is not None and d.trace.input_bytes + d.trace.output_bytes <= 64 << 20
    views = LINEAR_RELU.replace("self.act(self.fc(x.view(x.shape[0], 256)))", "x.t()")
    assert size_model.choose_scale(views, m, 2.0).why.startswith("no kernel")
    broken = LINEAR_RELU.replace("nn.Linear(256, 512)", "nn.Linear(255, 512)")
    assert size_model.choose_scale(broken, m, 2.0).why.startswith("unsizable")
    no_randn = LINEAR_RELU.replace("torch.randn(128, 256)", "torch.rand(128, 256)")  # nothing to scale
    got = size_model.choose_scale(no_randn, m, 2.0)
    assert got.scale is None and got.why.startswith("unsizable: get_inputs() draws no torch.randn"), got.why


def test_fit_recovers_a_known_machine() -> None:
    truth = size_model.SizeModel(kernel_us=4.0, bandwidth_gbs=2200.0, matmul_tflops=30.0, op_factor={"aten.relu": 2.5})
    rng = random.Random(3)
    samples = []
    for _ in range(40):
        code = rng.choice([LINEAR_RELU, ADD])
        t = cost_trace.trace(cost_trace.scaled_code(code, rng.randrange(16, 4096)))
        samples.append((t, truth.predict_ms(t) * rng.uniform(0.95, 1.05)))
    fitted = size_model.fit(size_model.SizeModel(), samples)
    assert fitted.fitted_from == 40 and 0.9 <= fitted.fit_error["p10"] and fitted.fit_error["p90"] <= 1.1
    assert fitted.bandwidth_gbs == pytest.approx(2200.0, rel=0.25)
    errs = [ms / fitted.predict_ms(t) for t, ms in samples]
    assert max(errs) < 1.2 and min(errs) > 0.8


def test_model_file_round_trip_and_bad_fields(tmp_path: Path) -> None:
    m = size_model.SizeModel(bandwidth_gbs=1234.0, op_factor={"aten.sort": 3.0}, window_ms=(0.5, 20.0))
    size_model.save(m, tmp_path / "m.json")
    assert size_model.load(tmp_path / "m.json") == m
    (tmp_path / "bad.json").write_text(json.dumps({"bandwith_gbs": 1.0}))
    with pytest.raises(ValueError, match="unknown size-model fields"):
        size_model.load(tmp_path / "bad.json")


def _rows(codes: list[str]) -> list[dict]:
    return [{"name": f"level2/{k + 1}_T", "title": "T", "level": 2, "index": k, "code": c, "eager_ms": 0.1,
             "hash": hashlib.sha256(c.encode()).hexdigest(), "ops": ["x"], "length": 1, "data_source": "torch#1"}
            for k, c in enumerate(codes)]


def test_resize_is_reproducible_and_drops_copies() -> None:
    rows = _rows([LINEAR_RELU, ADD, ADD.replace("(seed 1, index 3", "(seed 1, index 4")])
    m = size_model.SizeModel()
    a, why_a = resize.resize(rows, m, seed=4, jobs=2, progress=None)
    b, _ = resize.resize(rows, m, seed=4, jobs=1, progress=None)
    assert a == b and len(a) == 2
    assert why_a == {"level2/3_T": "duplicate: the same task as level2/2_T at its new size"}
    for r in a:
        assert r["eager_ms"] is None and r["cpu_eager_ms"] == 0.1
        assert r["hash"] == hashlib.sha256(r["code"].encode()).hexdigest()
        assert f"dim 0 x{r['sized']['scale']})." in r["code"].splitlines()[0]
        assert m.window_ms[0] <= r["sized"]["predicted_ms"] <= m.window_ms[1]
        assert r["sized"]["target_ms"] == pytest.approx(resize.target_ms(m, 4, rows[a.index(r)]["code"]), abs=1e-4)
    c, _ = resize.resize(rows, m, seed=5, jobs=1, progress=None)
    assert [r["sized"]["scale"] for r in c] != [r["sized"]["scale"] for r in a]


def test_resize_drops_reductions_that_average_out() -> None:
    def task(expr: str, title: str) -> str:
        return ADD.replace("torch.add(x, y)", expr).replace('"""add:', f'"""{title}:')
    rows = _rows([task("nn.functional.mse_loss(x, y)", "MSELoss"), task("torch.amax(x * y)", "amax"),
                  task("torch.nansum(x * y)", "nansum"), task("torch.dist(x, y)", "dist"),
                  task("torch.sum(x * y, dim=1)", "sum")])
    for r, ops in zip(rows, (["MSELoss"], ["mul", "torch.amax"], ["mul", "torch.nansum"], ["torch.dist"],
                             ["mul", "torch.sum"])):
        r["ops"] = ops
    kept, why = resize.resize(rows, size_model.SizeModel(), seed=0, jobs=1, progress=None)
    # an extreme moves with the inputs, and a sum over one dim keeps one value per row
    assert [r["name"] for r in kept] == ["level2/2_T", "level2/5_T"], why
    assert why["level2/1_T"].startswith("averages out: mseloss reduces its inputs to 1 value(s)")
    assert why["level2/3_T"].startswith("averages out: torch.nansum reduces its inputs to 1 value(s)")
    assert why["level2/4_T"].startswith("averages out: torch.dist reduces its inputs to 1 value(s)")


def test_resize_command_writes_a_dataset(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    output.write_rows(src, _rows([LINEAR_RELU, ADD]))
    env = {"PYTHONPATH": str(REPO / "tools"), "PATH": "/usr/bin:/bin"}
    run = [PY, "-m", "warpgym.cli", "synth", "resize", "--dataset", str(src), "--jobs", "1", "--no-plot"]
    p = subprocess.run([*run, "--to", str(tmp_path / "gpu")], capture_output=True, text=True, timeout=300, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    rows = output.read_rows(output.dataset_file(tmp_path / "gpu"))
    assert len(rows) == 2 and all((tmp_path / "gpu" / f"{r['name']}.py").read_text() == r["code"] for r in rows)
    summary = json.loads((tmp_path / "gpu" / "summary.json").read_text())
    assert summary["kept"] == 2 and summary["inside_window"] == 2
    assert size_model.load(tmp_path / "gpu" / "size_model.json") == size_model.SizeModel()
    p = subprocess.run([PY, "-m", "warpgym.cli", "synth", "stats", "--dataset", str(tmp_path / "gpu")],
                       capture_output=True, text=True, timeout=300, env=env)
    st = json.loads(p.stdout)
    assert st["eager_ms"]["p50"] is None and st["predicted_ms"]["max"] == max(r["sized"]["predicted_ms"] for r in rows)
    p = subprocess.run([*run, "--to", str(tmp_path / "more"), "--n", "3"], capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode == 1  # fewer than asked for
    (tmp_path / "bad.json").write_text("{\"nope\": 1}")
    p = subprocess.run([*run, "--to", str(tmp_path / "x"), "--size-model", str(tmp_path / "bad.json")],
                       capture_output=True, text=True, timeout=300, env=env)
    assert p.returncode == 2 and "unknown size-model fields" in p.stderr and "Traceback" not in p.stderr


@pytest.mark.skipif(not OPS_GPU.is_dir(), reason="tasks/ops_gpu is not in this checkout")
def test_shipped_gpu_set() -> None:
    rows = output.read_rows(output.dataset_file(OPS_GPU))
    assert len(rows) == 6000
    assert len({pipeline.task_key(r["code"]) for r in rows}) == len(rows), "tasks that differ only in the header"
    files = sorted(str(p.relative_to(OPS_GPU))[:-3] for p in OPS_GPU.glob("level*/*.py"))
    assert sorted(r["name"] for r in rows) == files
    model = size_model.load(OPS_GPU / "size_model.json")
    for r in rows:
        s = r["sized"]
        assert model.window_ms[0] <= s["predicted_ms"] <= model.window_ms[1]
        assert s["io_bytes"] <= model.max_io_bytes and s["produced_bytes"] <= model.max_produced_bytes
    for r in random.Random(2).sample(rows, 12):  # the shipped code is what the model sizes it to
        assert (OPS_GPU / f"{r['name']}.py").read_text() == r["code"]
        t = cost_trace.trace(r["code"])
        assert model.predict_ms(t) == pytest.approx(r["sized"]["predicted_ms"], abs=1e-3)


@pytest.mark.skipif(not OPS_GPU.is_dir(), reason="tasks/ops_gpu is not in this checkout")
def test_the_server_serves_the_gpu_set(tmp_path: Path) -> None:
    from server_process import start_server
    from warpgym import Client

    rows = output.read_rows(output.dataset_file(OPS_GPU))
    server = start_server(tmp_path, tasks=OPS_GPU)
    try:
        with Client(server.endpoint, timeout_s=60) as c:
            assert sorted(c.list_tasks()) == sorted(r["name"] for r in rows)
            r = random.Random(1).choice(rows)
            ep, prompt, _ = c.reset(r["name"])
            assert f"torch.randn({r['input_shapes'][0][0]}" in prompt  # the GPU shape is what the agent reads
            assert c.close(ep)
    finally:
        server.stop()

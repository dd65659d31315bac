"""compile: real g++ builds, trimmed error logs, content-addressed object cache."""
import os
import subprocess
import sys
import time
from pathlib import Path

from conftest import DEMO, make_workspace

RELU_TASK = DEMO / "level1" / "1_ReLU.py"
RELU_REF = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"

BROKEN = """#include "binding_registry.h"

at::Tensor relu_forward(const at::Tensor& x) {
  at::Tensor y = at::empty_like(x)
  return y;
}

REGISTER_BINDING(relu, relu_forward);
"""


def test_syntax_error_is_reported_not_infra(harness, tmp_path):
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"kernels/relu.cpp": BROKEN})
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] is False and r["infra_error"] is False
    log = r["compile"]["log"]
    assert "kernels/relu.cpp:5:3: error" in log, log  # missing ; reported at the next line
    assert "error" in log
    assert len(log) <= 9000
    assert "COMPILE FAILED" in r["text"]
    e = harness("evaluate", RELU_TASK, ws)
    assert e["compiled"] is False and e["reward"] == -1 and e["infra_error"] is False
    assert "not_compiled" in e["flags"]


def test_no_kernels_is_not_compiled(harness, tmp_path):
    ws = make_workspace(tmp_path / "ws", RELU_TASK, files={"model_new.py": "x = 1\n"})
    r = harness("verify", RELU_TASK, ws)
    assert r["compiled"] is False and r["correct"] is False and r["flags"] == ["not_compiled"]
    assert r["infra_error"] is False


def test_second_compile_is_cached_and_faster(harness, tmp_path):
    # A kernel source unique to this test run, so the first compile is really cold for it.
    src = (RELU_REF / "kernels" / "relu.cpp").read_text() + f"\n// unique {tmp_path}\n"
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"kernels/relu.cpp": src})
    first = harness("compile", RELU_TASK, ws)
    assert first["compiled"], first["text"]
    assert first["compile"]["objects_compiled"] >= 1
    ws2 = make_workspace(tmp_path / "ws2", RELU_TASK, RELU_REF, {"kernels/relu.cpp": src})
    second = harness("compile", RELU_TASK, ws2)
    assert second["compiled"]
    assert second["compile"]["objects_compiled"] == 0 and second["compile"]["objects_cached"] == 2  # binding + kernel
    assert second["compile"]["seconds"] < first["compile"]["seconds"]
    assert (Path(ws2) / "build" / "cpu_extension.so").is_file()


def test_header_change_invalidates_cache(harness, tmp_path):
    main = '#include "binding_registry.h"\n#include "k.h"\n' \
           'at::Tensor f(const at::Tensor& x) { at::Tensor y = at::empty_like(x); ' \
           'float* p = y.data_ptr<float>(); for (int64_t i = 0; i < y.numel(); ++i) p[i] = K; return y; }\n' \
           'REGISTER_BINDING(f, f);\n' + f'// unique {tmp_path}\n'  # cold for this run even with a kept cache
    ws = make_workspace(tmp_path / "ws", RELU_TASK, files={"kernels/a.cpp": main, "kernels/k.h": "#define K 1.0f\n"})
    assert harness("compile", RELU_TASK, ws)["compiled"]
    (ws / "kernels" / "k.h").write_text("#define K 2.0f\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 1


def test_compiler_cannot_include_hidden_files(harness, tmp_path):
    """The compiler of agent sources runs contained: an #include of a file in a hidden directory
    (another episode's workspace, the server's workdir) finds nothing, so it cannot leak it."""
    secret_dir = tmp_path / "other_episode"
    secret_dir.mkdir()
    (secret_dir / "secret.h").write_text("int leaked = 42 SECRET_TOKEN_7731\n")
    ws = make_workspace(tmp_path / "ws", DEMO / "level1" / "1_ReLU.py",
                        DEMO / "solutions" / "level1" / "1_ReLU" / "reference",
                        {"kernels/evil.cpp": f'#include "{secret_dir}/secret.h"\n'})
    r = harness("compile", DEMO / "level1" / "1_ReLU.py", ws, "--hide-dir", str(secret_dir))
    if not r["compile"]["sandboxed"]:
        import pytest
        pytest.skip("the sandbox is not usable on this host")
    assert r["compiled"] is False and r["infra_error"] is False
    assert "SECRET_TOKEN_7731" not in r["text"] and "No such file" in r["text"], r["text"]


def test_agent_bytes_in_compiler_output_and_file_names_are_not_infra_errors(harness, tmp_path):
    """Compiler output and workspace file names are the agent's bytes: invalid UTF-8 in them must
    not crash the harness (an infra error, not scored, would dodge the -1 of a wrong solution)."""
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF)
    kernel = (ws / "kernels" / "relu.cpp").read_bytes()
    unique = f"// {time.time_ns()}\n".encode()  # never a cache hit: the warning must be printed
    (ws / "kernels" / "relu.cpp").write_bytes(b'#warning "bad \xff\xfe bytes"\n' + unique + kernel)
    (ws / "kernels").joinpath(os.fsdecode(b"\xff.h")).write_bytes(b"// a header named in Latin-1\n")
    (ws / os.fsdecode(b"\xfe.py")).write_bytes(b"x = 1\n")
    (ws / "model_new.py").write_text((ws / "model_new.py").read_text().replace("relu(x)", "relu(x) + 1.0"))
    r = harness("evaluate", RELU_TASK, ws, "--profile-target-s", "0.2")  # read as strictly as the server does
    assert r["infra_error"] is False, r["text"]
    assert r["compiled"] is True and r["correct"] is False and r["reward"] == -1, r["text"]
    assert "wrong_values" in r["flags"]
    assert "bad" in r["compile"]["log"], r["compile"]["log"]


def test_a_compile_that_never_ends_is_the_agents_failure(harness, tmp_path, monkeypatch):
    """A translation unit over the per-unit time limit fails to build (not compiled, -1), never an
    infrastructure error: the harness's own time limit must not be reachable this way."""
    monkeypatch.setenv("WARPGYM_UNIT_TIMEOUT_S", "2")
    bomb = ('#include "binding_registry.h"\n'  # a million string literals: far over 2 s anywhere
            "static const char* s[] = {\n" + "".join(f'"{i}",' for i in range(1_000_000)) + "};\n"
            "at::Tensor f(const at::Tensor& x) { return x; }\nREGISTER_BINDING(relu, f);\n"
            f"// unique {tmp_path}\n")
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"kernels/relu.cpp": bomb})
    r = harness("evaluate", RELU_TASK, ws)
    assert r["infra_error"] is False and r["compiled"] is False and r["reward"] == -1, r["text"]
    assert "took longer than 2 s" in r["compile"]["log"], r["compile"]["log"]


def test_a_compile_that_eats_memory_is_stopped_by_its_cgroup(harness, tmp_path, monkeypatch):
    """A preprocessor bomb (a macro that doubles forty times) grows the compiler without bound;
    the contained compile's memory cgroup stops it long before its time limit, and the agent
    reads why: not compiled, -1, never an infrastructure error or the host's memory."""
    monkeypatch.setenv("WARPGYM_COMPILER_MEMORY_MB", "256")
    monkeypatch.setenv("WARPGYM_UNIT_TIMEOUT_S", "120")
    macros = "#define A0 x\n" + "".join(f"#define A{i} A{i - 1} A{i - 1}\n" for i in range(1, 41))
    bomb = ('#include "binding_registry.h"\n' + macros + "static int n[] = {A40};\n"
            "at::Tensor f(const at::Tensor& x) { return x; }\nREGISTER_BINDING(relu, f);\n"
            f"// unique {tmp_path}\n")
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"kernels/relu.cpp": bomb})
    t0 = time.monotonic()
    r = harness("compile", RELU_TASK, ws)
    assert r["infra_error"] is False and r["compiled"] is False, r["text"]
    assert "the compiler was killed: a contained compile may use 256 MiB" in r["compile"]["log"], \
        r["compile"]["log"][-2000:]
    assert time.monotonic() - t0 < 110


def test_agent_special_files_are_never_followed_or_blocked_on(harness, tmp_path):
    """The harness runs as root: a header symlinked to /proc/self/mem (reading it fails with EIO)
    or to a host file, and FIFOs named like sources and headers (opening one blocks until a
    writer comes), must neither hang the compile nor become an infra error; the compile goes on
    with the agent's regular files."""
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF)
    os.symlink("/proc/self/mem", ws / "kernels" / "mem.h")
    os.symlink("/etc/shadow", ws / "kernels" / "secret.h")
    os.mkfifo(ws / "kernels" / "pipe.h")
    os.mkfifo(ws / "kernels" / "pipe.cpp")
    t0 = time.monotonic()
    r = harness("compile", RELU_TASK, ws)
    assert time.monotonic() - t0 < 120
    assert r["infra_error"] is False and r["compiled"] is True, r["text"]
    # included: the contained compiler reads its own memory (an empty file to it); the harness,
    # keying the object by what the compiler read, must not read /proc (nor block, nor fail)
    (ws / "kernels" / "use_mem.cpp").write_text('#include "mem.h"\n')
    r = harness("compile", RELU_TASK, ws)
    assert time.monotonic() - t0 < 240
    assert r["infra_error"] is False, r["text"]


def test_the_compiler_sees_the_snapshot_of_the_source_files(harness, tmp_path):
    """The compiler runs in a snapshot of the workspace's regular source files: a header's
    content keys the object (changing it compiles again; changing it back finds the first
    object), a file that is no source changes no key, and a symlinked header is not there."""
    main = ('#include "binding_registry.h"\n#include "pick.h"\n'
            'at::Tensor f(const at::Tensor& x) { return x.mul(static_cast<double>(K)); }\nREGISTER_BINDING(f, f);\n'
            f'// unique {tmp_path}\n')
    ws = make_workspace(tmp_path / "ws", RELU_TASK, files={"kernels/a.cpp": main, "kernels/pick.h": "#define K 1.0f\n"})
    assert harness("compile", RELU_TASK, ws)["compile"]["objects_compiled"] >= 1  # the binding too in a cold cache
    (ws / "kernels" / "pick.h").write_text("#define K 2.0f\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 1, r["text"]
    (ws / "kernels" / "pick.h").write_text("#define K 1.0f\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 0, r["text"]
    (ws / "notes.txt").write_text("not a source\n")
    (ws / "kernels" / "profile.log").write_text("not a source either\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 0, r["text"]
    (ws / "kernels" / "pick.h").unlink()
    (ws / "kernels" / "one.h").write_text("#define K 1.0f\n")
    os.symlink("one.h", ws / "kernels" / "pick.h")
    r = harness("compile", RELU_TASK, ws)
    assert not r["compiled"] and not r["infra_error"], r["text"]
    assert "pick.h" in r["compile"]["log"], r["compile"]["log"]


def test_editing_one_kernel_compiles_only_that_kernel(harness, tmp_path):
    """Each kernel unit compiles in a view without the other units: an edit to one leaves the
    others' objects cached, and the library holds the edited code."""
    a = ('#include "binding_registry.h"\nfloat scale();\n'
         'at::Tensor f(const at::Tensor& x) { return x.mul(static_cast<double>(scale())); }\n'
         f'REGISTER_BINDING(f, f);\n// unique {tmp_path}\n')
    ws = make_workspace(tmp_path / "ws", RELU_TASK,
                        files={"kernels/a.cpp": a, "kernels/b.cpp": f'float scale() {{ return 2.0f; }}\n// {tmp_path}\n'})
    first = harness("compile", RELU_TASK, ws)
    assert first["compiled"] and first["compile"]["objects_compiled"] >= 2, first["text"]
    (ws / "kernels" / "b.cpp").write_text(f"float scale() {{ return 3.0f; }}\n// {tmp_path}\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 1 and r["compile"]["objects_cached"] == 2, r["text"]
    (ws / "kernels" / "a.cpp").write_text(a + "// edited\n")
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"] and r["compile"]["objects_compiled"] == 1, r["text"]
    load = ("import importlib.util, torch\n"
            "spec = importlib.util.spec_from_file_location('cpu_extension', 'build/cpu_extension.so')\n"
            "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
            "print(float(m.f(torch.ones(1))))\n")
    out = subprocess.run([sys.executable, "-c", load], cwd=ws, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "3.0", out  # the library holds the edit


def test_a_kernel_that_includes_another_kernel_still_compiles(harness, tmp_path):
    """A unit whose view lacks a unit it includes is compiled again with every source file;
    that object is cached like any other."""
    a = ('#include "binding_registry.h"\n#include "b.cpp"\n'
         'at::Tensor f(const at::Tensor& x) { return x.mul(static_cast<double>(twice(1.0f))); }\n'
         f'REGISTER_BINDING(f, f);\n// unique {tmp_path}\n')
    b = f"static inline float twice(float v) {{ return 2.0f * v; }}\n// {tmp_path}\n"
    ws = make_workspace(tmp_path / "ws", RELU_TASK, files={"kernels/a.cpp": a, "kernels/b.cpp": b})
    r = harness("compile", RELU_TASK, ws)
    assert r["compiled"], r["text"]
    assert "No such file" not in r["compile"]["log"], r["compile"]["log"]
    again = harness("compile", RELU_TASK, ws)
    assert again["compiled"] and again["compile"]["objects_compiled"] == 0, again["text"]
    (ws / "kernels" / "b.cpp").write_text(b + "// b edited\n")
    r = harness("compile", RELU_TASK, ws)  # b is a's header too: both compile again
    assert r["compiled"] and r["compile"]["objects_compiled"] == 2, r["text"]
    (ws / "kernels" / "a.cpp").write_text(a.replace('#include "b.cpp"\n', ""))
    r = harness("compile", RELU_TASK, ws)  # a real error naming no other unit: reported once, as it is
    assert not r["compiled"] and "twice" in r["compile"]["log"], r["text"]

"""The deployment recipes in tools/deploy (Dockerfile, Slurm batch script, Kubernetes manifest)
against the code they run, on a machine with no container runtime or cluster: every flag they pass
is one the built binaries accept, the image gets what `make deps` installs and copies paths that
exist, and the scripts that build the trainer's endpoint list from an allocation are run (with
scontrol, srun and the binaries replaced by stubs that print their arguments) and give one
endpoint per node and the right node ranks."""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import stat
import subprocess
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "tools" / "deploy"
SERVER = Path(os.environ.get("WARPGYM_SERVER", REPO / "build" / "bin" / "warpgym-server"))
TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))


def _flags(binary: Path, *args: str) -> set[str]:
    """The long options a binary's --help lists."""
    if not binary.exists():
        pytest.fail(f"{binary} is not built (make build)")
    out = subprocess.run([str(binary), *args, "--help"], capture_output=True, text=True, timeout=60).stdout
    return set(re.findall(r"(--[a-z][a-z0-9-]*)", out))


def _used_flags(words: list[str]) -> set[str]:
    return {w.split("=")[0] for w in words if w.startswith("--")}


def _stub(bin_dir: Path, name: str, body: str) -> None:
    path = bin_dir / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)


def _dockerfile() -> list[tuple[str, str]]:
    """(instruction, arguments) of each Dockerfile line, continuations joined."""
    text = re.sub(r"\\\n", " ", (DEPLOY / "Dockerfile").read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def test_the_image_installs_what_make_deps_does_and_copies_what_exists() -> None:
    lines = _dockerfile()
    makefile = (REPO / "Makefile").read_text()
    packages = re.search(r"APT_PACKAGES := (.*?)\n\n", makefile, re.S)
    assert packages, "APT_PACKAGES not found in the Makefile"
    wanted = set(packages.group(1).replace("\\", " ").split())
    installed = set(" ".join(args for ins, args in lines if ins == "RUN" and "apt-get install" in args).split())
    assert wanted <= installed, f"the image lacks {sorted(wanted - installed)}"
    for ins, args in lines:
        if ins == "COPY":
            *sources, _ = args.split()
            for src in sources:
                assert (REPO / src).exists(), f"COPY {src}: no such path in the repository"
    assert any(ins == "RUN" and "make venv build" in args for ins, args in lines)


def test_the_images_server_command_uses_flags_the_server_has() -> None:
    lines = dict(_dockerfile())
    words = json.loads(lines["ENTRYPOINT"]) + json.loads(lines["CMD"])
    assert words[0] == "warpgym-server"
    unknown = _used_flags(words) - _flags(SERVER)
    assert not unknown, f"the image passes flags warpgym-server does not have: {unknown}"
    assert "--bind" in words and words[words.index("--bind") + 1].startswith("tcp://0.0.0.0:")


def test_slurm_script_runs_a_server_per_node_and_a_trainer_launcher_per_node(tmp_path: Path) -> None:
    bins = tmp_path / "bin"
    bins.mkdir()
    _stub(bins, "scontrol", "printf 'gpu-a\\ngpu-b\\ngpu-c\\n'")
    env = {**os.environ, "PATH": f"{bins}:{os.environ['PATH']}", "SLURM_JOB_NODELIST": "gpu-[a-c]",
           "SLURM_GPUS_ON_NODE": "h200:8", "WARPGYM_DRY_RUN": "1", "SLURM_JOB_ID": "42"}
    out = subprocess.run(["bash", str(DEPLOY / "warpgym.sbatch"), "cfg.yaml", "/shared/run"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    lines = [shlex.split(line) for line in out.stdout.splitlines() if line.startswith("srun ")]
    assert any("warpgym.client" in line and "tcp://gpu-c:5555" in line for line in out.stdout.splitlines())
    server = next(words for words in lines if any(w.endswith("/warpgym-server") for w in words))
    assert "--nodes=3" in server and "--ntasks-per-node=1" in server and server[-1] == "&"
    server_args = server[next(i for i, w in enumerate(server) if w.endswith("/warpgym-server")) + 1:-1]
    assert not _used_flags(server_args) - _flags(SERVER)
    trainer = next(words for words in lines if words[0] == "srun" and "bash" in words)
    assert "MASTER_ADDR=gpu-a" in next(w for w in trainer if w.startswith("--export="))
    inner = shlex.split(trainer[-1].replace("$SLURM_NODEID", "1"))
    assert inner[0] == "exec" and inner[1].endswith("/warpgym-trainer") and inner[2] == "train"
    assert inner[inner.index("--endpoints") + 1] == "tcp://gpu-a:5555,tcp://gpu-b:5555,tcp://gpu-c:5555"
    assert inner[inner.index("--nnodes") + 1] == "3" and inner[inner.index("--nproc") + 1] == "8"
    assert inner[inner.index("--node-rank") + 1] == "1"
    assert not _used_flags(inner[3:]) - _flags(TRAINER, "train")
    if shutil.which("shellcheck"):
        check = subprocess.run(["shellcheck", str(DEPLOY / "warpgym.sbatch")], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout


def test_slurm_script_outside_an_allocation_says_so(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SLURM_")}
    out = subprocess.run(["bash", str(DEPLOY / "warpgym.sbatch"), "cfg.yaml"], env={**env, "WARPGYM_DRY_RUN": "1"},
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and "not inside a Slurm allocation" in out.stderr


def _k8s() -> dict[str, dict]:
    return {f"{d['kind']}/{d['metadata']['name']}": d for d in yaml.safe_load_all((DEPLOY / "warpgym-k8s.yaml").read_text())}


def test_kubernetes_counts_agree_and_the_server_flags_exist() -> None:
    docs = _k8s()
    servers = docs["StatefulSet/warpgym-server"]
    job = docs["Job/warpgym-trainer"]
    env = {e["name"]: e["value"] for e in job["spec"]["template"]["spec"]["containers"][0]["env"]}
    assert int(env["WARPGYM_SERVERS"]) == servers["spec"]["replicas"]
    assert int(env["NODES"]) == job["spec"]["completions"] == job["spec"]["parallelism"]
    gpus = job["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"]["nvidia.com/gpu"]
    assert int(env["GPUS"]) == gpus
    assert docs["Service/warpgym-server"]["spec"]["clusterIP"] == "None"
    assert servers["spec"]["serviceName"] == "warpgym-server"
    assert job["spec"]["template"]["spec"]["subdomain"] == "warpgym-trainer"
    assert env["MASTER_ADDR"] == "warpgym-trainer-0.warpgym-trainer"
    server = servers["spec"]["template"]["spec"]["containers"][0]
    assert server["securityContext"]["privileged"] is True
    assert not _used_flags(server["args"]) - _flags(SERVER)


def test_kubernetes_trainer_builds_one_endpoint_per_server(tmp_path: Path) -> None:
    job = _k8s()["Job/warpgym-trainer"]
    container = job["spec"]["template"]["spec"]["containers"][0]
    bins = tmp_path / "bin"
    bins.mkdir()
    _stub(bins, "python", 'echo "waited for $3"')
    _stub(bins, "warpgym-trainer", 'echo "$@"')
    env = {**os.environ, "PATH": f"{bins}:{os.environ['PATH']}", "JOB_COMPLETION_INDEX": "1",
           **{e["name"]: e["value"] for e in container["env"]}}
    out = subprocess.run([*container["command"], container["args"][0]], env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    waited, args = out.stdout.splitlines()
    expected = "tcp://warpgym-server-0.warpgym-server:5555,tcp://warpgym-server-1.warpgym-server:5555"
    assert waited == f"waited for {expected}"
    words = args.split()
    assert words[0] == "train" and words[words.index("--endpoints") + 1] == expected
    assert words[words.index("--node-rank") + 1] == "1" and words[words.index("--nnodes") + 1] == "2"
    assert not _used_flags(words[1:]) - _flags(TRAINER, "train")

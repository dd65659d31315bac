"""Manual check for a GPU machine (CI has no GPU): the candidate sandbox with a real NVIDIA driver.

Run from the repository root, as root, with the library built (or WARPGYM_SANDBOX_LIB set):
    python3 tests/env_server/sandbox/gpu_enter_check.py
For the lowest /dev/nvidia<N> it enters with gpu_devices [N] (expect CUDA to work, one device)
and with [] (expect no NVIDIA node and CUDA unavailable), printing what the candidate saw.
"""
import json, os, sys
print("python", sys.version.split()[0], "kernel", os.uname().release, flush=True)
sys.path.insert(0, "env_server/harness")  # a manual script: the package without an install
os.environ.setdefault("WARPGYM_SANDBOX_LIB", os.path.abspath("build/bin/libwarpgym_sandbox_enter.so"))
from warpgym_harness import sandbox_enter as se
import torch  # before the fork; CUDA not initialised
se.load()
print("loaded", se.library_path(), flush=True)
print("cgroup", open("/proc/self/cgroup").read().strip()[:300], "| fs", os.listdir("/sys/fs/cgroup")[:12], flush=True)

def run(policy, body):
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            note = se.enter({**policy, "keep_fds": [w]})
            out = body()
            out["note"] = note
        except BaseException as e:
            out = {"error": repr(e)}
        os.write(w, json.dumps(out).encode())
        os._exit(0)
    os.close(w)
    data = b""
    while c := os.read(r, 65536):
        data += c
    _, st = os.waitpid(pid, 0)
    try:
        se.cleanup(policy)
    except se.SandboxError as e:
        print("cleanup:", e)
    return os.waitstatus_to_exitcode(st), json.loads(data or b"{}")

def cuda_body():
    d = {"dev": sorted(os.listdir("/dev")), "uid": os.getuid(), "pid": os.getpid(),
         "CUDA_VISIBLE_DEVICES": os.environ.get("CUDA_VISIBLE_DEVICES")}
    try:
        d["count"] = torch.cuda.device_count()
        x = torch.ones(1024, 1024, device="cuda")
        d["sum"] = float((x @ x).sum())
        d["name"] = torch.cuda.get_device_name(0)
    except Exception as e:
        d["cuda_error"] = repr(e)[:600]
    return d

ws = "/tmp/wg-ws"
os.makedirs(ws, exist_ok=True)
nodes = sorted(n for n in os.listdir("/dev") if "nvidia" in n)
print("host nvidia nodes", nodes, flush=True)
devs = sorted(int(n[6:]) for n in nodes if n[6:].isdigit())
for gpus in ([devs[0]] if devs else [], []):
    pol = {"workspace": ws, "gpu_devices": gpus, "cgroup": {"name": f"gpu-{os.getpid()}-{len(gpus)}", "required": False}}
    print("gpu_devices", gpus, "->", run(pol, cuda_body), flush=True)

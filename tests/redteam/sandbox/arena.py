"""The red-team sandbox suites' shared pieces: a bash step, the honest episode that runs beside
every attack, and the checks both suites make. The `arena` fixture (conftest.py) puts them
together: an attacker episode on a real sandboxed server, with an honest one running alongside.
"""

from __future__ import annotations

import threading
import uuid
from pathlib import Path

from warpgym import Client

OUTPUT_CAP = 32 << 10  # the server's default observation cap


def bash(c: Client, ep: str, command: str, timeout_s: int = 10):
    obs, _reward, _term, _trunc, info = c.step(ep, {"tool": "bash", "args": {"command": command,
                                                                            "timeout_s": timeout_s}})
    return obs, info


class Honest(threading.Thread):
    """An honest episode doing write_file / read_file / bash echo until told to stop."""

    def __init__(self, endpoint: str, task: str):
        super().__init__(daemon=True)
        self.endpoint, self.task = endpoint, task
        self.stop_event = threading.Event()
        self.rounds = 0
        self.failure: str | None = None
        self.started_ep = threading.Event()
        self.episode_id = ""

    def run(self) -> None:
        try:
            with Client(self.endpoint, timeout_s=30.0, retries=1, step_timeout_s=120.0) as c:
                ep, _obs, _info = c.reset(self.task)
                self.episode_id = ep
                self.started_ep.set()
                while True:
                    token = uuid.uuid4().hex
                    c.step(ep, {"tool": "write_file", "args": {"path": "notes.txt", "content": token}})
                    obs, *_ = c.step(ep, {"tool": "read_file", "args": {"path": "notes.txt"}})
                    if token not in obs:
                        raise AssertionError(f"read_file lost the token: {obs[:300]!r}")
                    obs, info = bash(c, ep, f"cat notes.txt && echo honest-{token}", timeout_s=60)
                    if f"honest-{token}" not in obs or info.get("bash", {}).get("exit_code") != 0:
                        raise AssertionError(f"honest bash failed: {obs[-500:]!r} {info}")
                    self.rounds += 1
                    if self.stop_event.is_set():
                        break
                    if self.rounds % 30 == 0:  # stay well under the turn limit
                        c.close(ep)
                        ep, _obs, _info = c.reset(self.task)
                    self.stop_event.wait(0.05)
                c.close(ep)
        except Exception as e:  # noqa: BLE001 - reported by finish()
            self.failure = f"{type(e).__name__}: {e}"
            self.started_ep.set()

    def finish(self) -> None:
        self.stop_event.set()
        self.join(timeout=300)
        assert not self.is_alive(), "the honest episode hung"
        assert self.failure is None, f"the honest episode failed: {self.failure}"
        assert self.rounds >= 1, "the honest episode completed no round"


def failed(obs: str, info: dict) -> bool:
    """The attack's step reported failure: an error, or a non-zero exit, a signal or a timeout."""
    bash = info.get("bash", {})
    return bool(obs) and (info.get("error") is not None or bash.get("exit_code", 0) != 0
                          or bash.get("signal", 0) != 0 or bash.get("timed_out", False))


def workspace(srv, ep: str) -> Path:
    return srv.workdir.resolve() / "episodes" / ep

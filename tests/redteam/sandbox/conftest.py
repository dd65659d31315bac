"""The `arena` fixture of the sandbox red-team suites: (server, attacker client, attacker episode
id, honest episode thread) on the sandboxed server of tests/redteam/conftest.py. After the test,
the honest episode must have kept working and the server must still answer ``ping``.
"""

from __future__ import annotations

import pytest

from arena import Honest
from warpgym import Client, errors


@pytest.fixture()
def arena(sandboxed_server):
    """Yields (server, attacker client, attacker episode id, honest thread)."""
    srv = sandboxed_server
    srv.require("namespaces")
    with Client(srv.endpoint, timeout_s=30.0, retries=0, step_timeout_s=180.0) as c:
        task = c.list_tasks()[0]
        honest = Honest(srv.endpoint, task)
        honest.start()
        assert honest.started_ep.wait(60), "the honest episode did not start"
        ep, _obs, _info = c.reset(task)
        yield srv, c, ep, honest
        honest.finish()
        assert srv.proc.proc.poll() is None, "the server died"
        with Client(srv.endpoint, timeout_s=15.0, retries=2) as p:
            p.ping()
        try:
            c.close(ep)
        except errors.WarpgymError:
            pass

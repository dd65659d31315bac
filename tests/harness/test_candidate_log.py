"""The candidate's output reaches the server's disk only up to HEAD_BYTES, however much it writes;
the end of it stays available for error messages."""
from __future__ import annotations

import os

from warpgym_harness.candidate_log import HEAD_BYTES, TAIL_BYTES, CandidateLog


def _child_writes(log: CandidateLog, total: int, last: bytes) -> None:
    pid = os.fork()
    if pid == 0:
        try:
            chunk = b"x" * 65536
            left = total
            while left > 0:
                left -= os.write(log.write_fd, chunk[:left])
            os.write(log.write_fd, last)
        finally:
            os._exit(0)
    log.start()
    os.waitpid(pid, 0)


def test_a_flood_of_output_is_cut_to_its_head_and_tail(tmp_path):
    log = CandidateLog(str(tmp_path / "candidate.log"))
    _child_writes(log, 64 << 20, b"\nTHE-LAST-LINE\n")
    log.finish()
    size = os.path.getsize(log.path)
    assert size <= HEAD_BYTES + TAIL_BYTES + 200, size
    text = open(log.path, "rb").read()
    assert b"bytes of output dropped" in text and text.endswith(b"THE-LAST-LINE\n")
    assert "THE-LAST-LINE" in log.tail(100)


def test_a_short_output_is_kept_whole(tmp_path):
    log = CandidateLog(str(tmp_path / "candidate.log"))
    _child_writes(log, 1000, b"\nend\n")
    log.finish()
    text = open(log.path, "rb").read()
    assert text == b"x" * 1000 + b"\nend\n"
    assert log.tail(10).endswith("end\n")

"""The candidate's stdout/stderr: a pipe drained by a thread of the trusted process, never a file
the candidate writes to, so its output costs the server's disk at most HEAD_BYTES.

Contract: `CandidateLog(path)` makes the pipe; the child dup2()s `write_fd` onto 1 and 2 (and the
parent closes its copy with `close_write_end()`), then `start()` runs the drain thread.  The
first HEAD_BYTES go to `path` as they come; after that only the last TAIL_BYTES are kept in
memory, and `finish()` (the child has ended) appends a marker with the number of bytes dropped
and that tail to the file.  `tail(limit)` is the end of the output so far, for error messages.
The thread only reads the pipe and appends: it takes no lock a forked child could inherit.
Thread-safe for one reader thread plus callers of `tail`.
"""
from __future__ import annotations

import os
import threading

HEAD_BYTES = 1 << 20  # written to the file as it comes
TAIL_BYTES = 64 << 10  # kept in memory after that


class CandidateLog:
    def __init__(self, path: str):
        self.path = path
        self._read_fd, self.write_fd = os.pipe()
        os.set_inheritable(self.write_fd, True)
        self._file = open(path, "wb")
        self._written = 0
        self._dropped = 0
        self._tail = bytearray()
        self._thread: threading.Thread | None = None

    def close_write_end(self) -> None:
        if self.write_fd >= 0:
            os.close(self.write_fd)
            self.write_fd = -1

    def start(self) -> None:
        self.close_write_end()
        self._thread = threading.Thread(target=self._drain, name="candidate-log", daemon=True)
        self._thread.start()

    def _drain(self) -> None:
        while True:
            try:
                chunk = os.read(self._read_fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            room = HEAD_BYTES - self._written
            if room > 0:
                head = chunk[:room]
                self._file.write(head)
                self._file.flush()
                self._written += len(head)
                chunk = chunk[room:]
            if chunk:
                self._tail += chunk
                if len(self._tail) > TAIL_BYTES:
                    cut = len(self._tail) - TAIL_BYTES
                    self._dropped += cut
                    del self._tail[:cut]

    def finish(self, timeout_s: float = 2.0) -> None:
        """After the child (and whatever held the pipe's write end) has ended."""
        self.close_write_end()
        if self._thread is not None:
            self._thread.join(timeout_s)
            if self._thread.is_alive():  # a writer survived the child: stop reading regardless
                return
            self._thread = None
        if not self._file.closed:
            if self._dropped:
                self._file.write(f"\n[... {self._dropped} bytes of output dropped ...]\n".encode())
            self._file.write(bytes(self._tail))
            self._file.close()
            self._tail, self._dropped = bytearray(), 0  # all of it is in the file now
        try:
            os.close(self._read_fd)
        except OSError:
            pass

    def tail(self, limit: int) -> str:
        """The last `limit` characters (about) of the output so far."""
        end = bytes(self._tail)
        if len(end) < 4 * limit and not self._dropped:
            try:
                with open(self.path, "rb") as f:
                    f.seek(0, os.SEEK_END)
                    size = f.tell()
                    f.seek(max(0, size - 4 * limit))
                    end = f.read() + end
            except OSError:
                pass
        return end[-4 * limit:].decode("utf-8", "replace")

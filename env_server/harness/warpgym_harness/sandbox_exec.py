#!/usr/bin/env python3
"""Run one command contained: `python sandbox_exec.py POLICY_JSON CMD [ARGS...]`.

Contract: enters the sandbox the policy describes (sandbox_enter.enter: namespaces, read-only
view, hidden dirs, no network, uid drop) and then execs CMD, so CMD and everything it starts
run inside.  Used for the compilers that read agent-written sources: an `#include` of another
episode's file or of a host secret must find nothing.  Exit status 126 and a message on stderr
when the sandbox cannot be entered; otherwise CMD's own status (the sandbox mirrors it).
Standard library only, no torch: it starts in a few tens of milliseconds.
"""
import json
import os
import sys

# Run by path, never with -m: Python puts this file's own directory first on sys.path, so the
# import below is the trusted sibling module (the compiler's cwd, a workspace, is never searched).
import sandbox_enter

def main() -> None:
    if len(sys.argv) < 3:
        sys.stderr.write(__doc__.splitlines()[2] + "\n")
        os._exit(2)
    try:
        sandbox_enter.enter(json.loads(sys.argv[1]))
    except Exception as e:  # noqa: BLE001 - any failure means: do not run the command
        sys.stderr.write(f"sandbox: cannot contain the compiler: {e}\n")
        sys.stderr.flush()
        os._exit(126)
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    except OSError as e:
        sys.stderr.write(f"sandbox: cannot run {sys.argv[2]}: {e}\n")
        sys.stderr.flush()
        os._exit(127)


if __name__ == "__main__":
    main()

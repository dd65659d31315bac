"""warpgym: Python client, Gymnasium wrapper and CLI for ``warpgym-server``.

- :class:`Client`: low-level client of the wire protocol (``docs/protocol.md``).
- :func:`make` / :class:`WarpgymEnv`: one task as a ``gymnasium.Env`` (text in, text out).
- :mod:`errors`: one exception class per wire error code, under ``WarpgymError``.
"""

from . import errors
from .client import Client
from .env import WarpgymEnv, make

__all__ = ["Client", "make", "WarpgymEnv", "errors"]
__version__ = "0.1.0"

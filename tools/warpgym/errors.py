"""Exceptions raised by the warpgym client.

Every protocol error the server can send (``error.code`` in a reply, see
``docs/protocol.md``, "Error codes") has one class here, all under
:class:`WarpgymError`. :class:`ConnectionTimeout` is raised by the client
itself when no reply arrives after all retries.

Errors *inside a tool* (a failing compile, a missing file, a path outside the
workspace) are not exceptions: ``step`` succeeds and ``info["error"]`` says
what went wrong, because that is what a policy learns from.

Example:
    >>> from warpgym import errors
    >>> err = errors.from_error({"code": "not_found", "message": "no such task"})
    >>> type(err).__name__, err.code, err.retryable
    ('NotFound', 'not_found', False)
    >>> isinstance(err, errors.WarpgymError)
    True
"""

from __future__ import annotations

from typing import Any, Mapping

from warpgym_harness import contract

__all__ = [
    "WarpgymError",
    "InvalidArgument",
    "UnsupportedVersion",
    "NotFound",
    "FailedPrecondition",
    "ResourceExhausted",
    "Unavailable",
    "DeadlineExceeded",
    "EpisodeAborted",
    "Internal",
    "ConnectionTimeout",
    "CODES",
    "from_error",
]


class WarpgymError(Exception):
    """Base class of every error the warpgym client raises.

    Attributes:
        code: the wire error code (``"not_found"``, ...), or a client-side code
            such as ``"connection_timeout"``.
        retryable: whether sending the same request again later may succeed
            (the "retry?" column of the protocol's error table, from the contract).
        message: the server's (or client's) human-readable explanation.
        reply: the full decoded reply map when the error came from the server,
            else ``None``.
    """

    code: str = "unknown"

    def __init__(self, message: str = "", *, code: str | None = None,
                 reply: Mapping[str, Any] | None = None) -> None:
        if code is not None:
            self.code = code
        self.message = message
        self.reply = dict(reply) if reply is not None else None
        super().__init__(f"{self.code}: {message}" if message else self.code)

    @property
    def retryable(self) -> bool:
        """Whether the same request may succeed when sent again later (the contract's retry
        rule for the code: ``backoff`` or ``later``)."""
        return contract.retryable(self.code)


class InvalidArgument(WarpgymError):
    """Malformed frame, missing or ill-typed field, unknown op. Fix the request."""

    code = contract.ERROR_INVALID_ARGUMENT


class UnsupportedVersion(WarpgymError):
    """The server does not speak the request's ``v``; ``hello`` lists the versions it does."""

    code = contract.ERROR_UNSUPPORTED_VERSION


class NotFound(WarpgymError):
    """Unknown task or episode id (never existed, closed, or reaped after the idle timeout)."""

    code = contract.ERROR_NOT_FOUND


class FailedPrecondition(WarpgymError):
    """The episode has already ended (terminated or truncated); call ``reset``."""

    code = contract.ERROR_FAILED_PRECONDITION


class ResourceExhausted(WarpgymError):
    """Request too large, or the server's episode limit is reached. Close episodes, retry later."""

    code = contract.ERROR_RESOURCE_EXHAUSTED


class Unavailable(WarpgymError):
    """The server's work queue is full or it is shutting down. Retry with back-off."""

    code = contract.ERROR_UNAVAILABLE


class DeadlineExceeded(WarpgymError):
    """The server gave up on the operation's own time limit. Retry."""

    code = contract.ERROR_DEADLINE_EXCEEDED


class EpisodeAborted(WarpgymError):
    """The episode was lost to an infrastructure failure; not the agent's fault. Reset a new one."""

    code = contract.ERROR_EPISODE_ABORTED


class Internal(WarpgymError):
    """A bug or environment failure in the server. Retry a bounded number of times."""

    code = contract.ERROR_INTERNAL


class ConnectionTimeout(WarpgymError):
    """No reply arrived within the timeout, after every retry (client side; never on the wire)."""

    code = "connection_timeout"

    @property
    def retryable(self) -> bool:
        return True  # the server may be back later


#: Wire error code -> exception class.
CODES: dict[str, type[WarpgymError]] = {
    cls.code: cls
    for cls in (InvalidArgument, UnsupportedVersion, NotFound, FailedPrecondition,
                ResourceExhausted, Unavailable, DeadlineExceeded, EpisodeAborted, Internal)
}


def from_error(error: Any, reply: Mapping[str, Any] | None = None) -> WarpgymError:
    """Build the exception for a reply's ``error`` map.

    Args:
        error: the ``error`` value of a reply, normally ``{code: str, message: str}``.
            Anything else (a server bug) gives a plain :class:`WarpgymError`.
        reply: the whole reply, kept on the exception as ``.reply``.

    Returns:
        An instance of the class registered for ``error["code"]`` in :data:`CODES`, or of
        :class:`WarpgymError` (with ``.code`` set to the code received) when the code is unknown.
    """
    if not isinstance(error, Mapping):
        return WarpgymError(f"malformed error in reply: {error!r}", code="malformed_reply",
                            reply=reply)
    code = error.get("code")
    message = error.get("message")
    message = message if isinstance(message, str) else repr(message)
    cls = CODES.get(code) if isinstance(code, str) else None
    if cls is None:
        return WarpgymError(message, code=str(code), reply=reply)
    return cls(message, reply=reply)

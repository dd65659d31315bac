"""Generated from shared/contract.json by shared/gen_contract.py: do not edit.

The names the server, the harness, the trainer and the clients share, and the verdict schema. The one source: shared/gen_contract.py makes the C++ header (at build time) and the Python module warpgym_harness/contract.py (committed; a test checks it is current) from it. docs/protocol.md and env_server/harness/README.md explain each name.
"""
from __future__ import annotations

# Reward modes
REWARD_MILESTONE = 'milestone'
REWARD_SPEEDUP = 'speedup'
REWARD_CORRECTNESS = 'correctness'
REWARD_MODES = (REWARD_MILESTONE, REWARD_SPEEDUP, REWARD_CORRECTNESS,)

DEFAULT_REWARD_MODE = REWARD_MILESTONE
UNTIMED_REWARD_MODES = (REWARD_CORRECTNESS,)

# Tolerance presets
TOLERANCE_DEFAULT = 'default'
TOLERANCE_CUDA_AGENT = 'cuda-agent'
TOLERANCES = (TOLERANCE_DEFAULT, TOLERANCE_CUDA_AGENT,)

DEFAULT_TOLERANCE = TOLERANCE_DEFAULT
#: preset -> dtype name (``float32``, ...) or ``other`` -> atol = rtol
TOLERANCE_VALUES = {"default": {"float32": 0.0001, "float16": 0.01, "bfloat16": 0.01, "float64": 1e-06, "other": 0.0001}, "cuda-agent": {"other": 0.01}}

# Op policies (what ATen ops a candidate's forward may run)
OP_POLICY_STRICT = 'strict'
OP_POLICY_LIBRARY_GEMM = 'library-gemm'
OP_POLICY_OFF = 'off'
OP_POLICIES = (OP_POLICY_STRICT, OP_POLICY_LIBRARY_GEMM, OP_POLICY_OFF,)

# Harness commands
COMMAND_COMPILE = 'compile'
COMMAND_VERIFY = 'verify'
COMMAND_PROFILE = 'profile'
COMMAND_EVALUATE = 'evaluate'
COMMAND_PREPARE = 'prepare'
HARNESS_COMMANDS = (COMMAND_COMPILE, COMMAND_VERIFY, COMMAND_PROFILE, COMMAND_EVALUATE, COMMAND_PREPARE,)

# Tools
TOOL_BASH = 'bash'
TOOL_READ_FILE = 'read_file'
TOOL_WRITE_FILE = 'write_file'
TOOL_EDIT_FILE = 'edit_file'
TOOL_LIST_FILES = 'list_files'
TOOL_COMPILE = 'compile'
TOOL_VERIFY = 'verify'
TOOL_PROFILE = 'profile'
TOOL_SUBMIT = 'submit'
TOOLS = (TOOL_BASH, TOOL_READ_FILE, TOOL_WRITE_FILE, TOOL_EDIT_FILE, TOOL_LIST_FILES, TOOL_COMPILE, TOOL_VERIFY, TOOL_PROFILE, TOOL_SUBMIT,)

# Tool error codes (a step's info.error.code)
TOOL_ERROR_BAD_ACTION = 'bad_action'
TOOL_ERROR_UNKNOWN_TOOL = 'unknown_tool'
TOOL_ERROR_BAD_ARGS = 'bad_args'
TOOL_ERROR_PATH_DENIED = 'path_denied'
TOOL_ERROR_PROTECTED_FILE = 'protected_file'
TOOL_ERROR_NOT_FOUND = 'not_found'
TOOL_ERROR_NOT_UNIQUE = 'not_unique'
TOOL_ERROR_TIMEOUT = 'timeout'
TOOL_ERROR_TOO_LARGE = 'too_large'
TOOL_ERROR_TOOL_FAILED = 'tool_failed'
TOOL_ERROR_DISK_QUOTA = 'disk_quota'
TOOL_ERROR_INFRA_ERROR = 'infra_error'
TOOL_ERROR_CODES = (TOOL_ERROR_BAD_ACTION, TOOL_ERROR_UNKNOWN_TOOL, TOOL_ERROR_BAD_ARGS, TOOL_ERROR_PATH_DENIED, TOOL_ERROR_PROTECTED_FILE, TOOL_ERROR_NOT_FOUND, TOOL_ERROR_NOT_UNIQUE, TOOL_ERROR_TIMEOUT, TOOL_ERROR_TOO_LARGE, TOOL_ERROR_TOOL_FAILED, TOOL_ERROR_DISK_QUOTA, TOOL_ERROR_INFRA_ERROR,)

#: codes of an action the environment refused as malformed
REFUSED_ACTION_CODES = frozenset((TOOL_ERROR_BAD_ACTION, TOOL_ERROR_UNKNOWN_TOOL, TOOL_ERROR_BAD_ARGS,))

# Wire error codes (a reply's error.code)
ERROR_OK = 'ok'
ERROR_INVALID_ARGUMENT = 'invalid_argument'
ERROR_UNSUPPORTED_VERSION = 'unsupported_version'
ERROR_NOT_FOUND = 'not_found'
ERROR_FAILED_PRECONDITION = 'failed_precondition'
ERROR_RESOURCE_EXHAUSTED = 'resource_exhausted'
ERROR_UNAVAILABLE = 'unavailable'
ERROR_DEADLINE_EXCEEDED = 'deadline_exceeded'
ERROR_EPISODE_ABORTED = 'episode_aborted'
ERROR_INTERNAL = 'internal'
ERROR_CODES = (ERROR_OK, ERROR_INVALID_ARGUMENT, ERROR_UNSUPPORTED_VERSION, ERROR_NOT_FOUND, ERROR_FAILED_PRECONDITION, ERROR_RESOURCE_EXHAUSTED, ERROR_UNAVAILABLE, ERROR_DEADLINE_EXCEEDED, ERROR_EPISODE_ABORTED, ERROR_INTERNAL,)

# Retry rules
RETRY_NEVER = 'never'
RETRY_LATER = 'later'
RETRY_BACKOFF = 'backoff'
RETRY_NEW_EPISODE = 'new_episode'
RETRY_RULES = (RETRY_NEVER, RETRY_LATER, RETRY_BACKOFF, RETRY_NEW_EPISODE,)

#: A verify's infra verdict has exactly this `error` when its candidate ran out of memory while other evaluations used the device: the environment's failure, and not a fault of the device (the server does not health-check it).
CROWDED_OUT_ERROR = 'the candidate ran out of memory while other evaluations shared the device'
#: An infra verdict's `error` starts with this when the trusted process itself ran out of memory: the task did not fit next to the evaluation's own copies, or something else held the memory (on a shared device another evaluation; the candidate is alive meanwhile). Not a fault of the device; a verify on a shared device is judged again with the device alone.
JUDGE_OUT_OF_MEMORY_ERROR = "the task does not fit in this device's memory next to the evaluation's own copies"
#: wire error code -> its retry rule
RETRY = {ERROR_OK: RETRY_NEVER, ERROR_INVALID_ARGUMENT: RETRY_NEVER, ERROR_UNSUPPORTED_VERSION: RETRY_NEVER, ERROR_NOT_FOUND: RETRY_NEVER, ERROR_FAILED_PRECONDITION: RETRY_NEVER, ERROR_RESOURCE_EXHAUSTED: RETRY_LATER, ERROR_UNAVAILABLE: RETRY_BACKOFF, ERROR_DEADLINE_EXCEEDED: RETRY_BACKOFF, ERROR_EPISODE_ABORTED: RETRY_NEW_EPISODE, ERROR_INTERNAL: RETRY_BACKOFF}


def resend(code: str) -> bool:
    """Whether a client resends the same request (same id) by itself, with back-off."""
    return RETRY.get(code) == RETRY_BACKOFF


def retryable(code: str) -> bool:
    """Whether the same request may succeed when sent again later."""
    return RETRY.get(code) in (RETRY_BACKOFF, RETRY_LATER)


def transient(code: str) -> bool:
    """Whether the failure is the environment's, not the request's: another server, a later
    attempt or a new episode may succeed (an unknown code counts as transient)."""
    return RETRY.get(code, RETRY_BACKOFF) != RETRY_NEVER

# Verdict flags
FLAG_NOT_COMPILED = 'not_compiled'
FLAG_IMPORT_ERROR = 'import_error'
FLAG_INHERITS_MODEL = 'inherits_model'
FLAG_INIT_ERROR = 'init_error'
FLAG_STATE_DICT_MISMATCH = 'state_dict_mismatch'
FLAG_CANDIDATE_CRASHED = 'candidate_crashed'
FLAG_CANDIDATE_TIMEOUT = 'candidate_timeout'
FLAG_OUTPUT_COUNT_MISMATCH = 'output_count_mismatch'
FLAG_NOT_A_TENSOR = 'not_a_tensor'
FLAG_SHAPE_MISMATCH = 'shape_mismatch'
FLAG_DTYPE_MISMATCH = 'dtype_mismatch'
FLAG_WRONG_VALUES = 'wrong_values'
FLAG_INPUT_MUTATED = 'input_mutated'
FLAG_UNINITIALIZED_MEMORY = 'uninitialized_memory'
FLAG_GUARD_TAMPERING = 'guard_tampering'
FLAG_TRACE_TAMPERED = 'trace_tampered'
FLAG_BACKGROUND_THREAD = 'background_thread'
FLAG_TIMER_TAMPERING = 'timer_tampering'
FLAG_SIDE_STREAM_WORK = 'side_stream_work'
FLAG_L2_PERSISTENCE = 'l2_persistence'
FLAG_STALE_OUTPUT = 'stale_output'
FLAG_INPUT_TAMPERING = 'input_tampering'
FLAG_IMPLAUSIBLE_SPEEDUP = 'implausible_speedup'
FLAG_MEMORY_HOG = 'memory_hog'
FLAGS = (FLAG_NOT_COMPILED, FLAG_IMPORT_ERROR, FLAG_INHERITS_MODEL, FLAG_INIT_ERROR, FLAG_STATE_DICT_MISMATCH, FLAG_CANDIDATE_CRASHED, FLAG_CANDIDATE_TIMEOUT, FLAG_OUTPUT_COUNT_MISMATCH, FLAG_NOT_A_TENSOR, FLAG_SHAPE_MISMATCH, FLAG_DTYPE_MISMATCH, FLAG_WRONG_VALUES, FLAG_INPUT_MUTATED, FLAG_UNINITIALIZED_MEMORY, FLAG_GUARD_TAMPERING, FLAG_TRACE_TAMPERED, FLAG_BACKGROUND_THREAD, FLAG_TIMER_TAMPERING, FLAG_SIDE_STREAM_WORK, FLAG_L2_PERSISTENCE, FLAG_STALE_OUTPUT, FLAG_INPUT_TAMPERING, FLAG_IMPLAUSIBLE_SPEEDUP, FLAG_MEMORY_HOG,)

# Verdict flag prefixes (the flag is the prefix + a name, e.g. fallback_op:aten::mm)
FLAG_FALLBACK_OP_PREFIX = 'fallback_op:'
FLAG_FALLBACK_SYMBOL_PREFIX = 'fallback_symbol:'
FLAG_FORBIDDEN_SYMBOL_PREFIX = 'forbidden_symbol:'
FLAG_FOREIGN_KERNEL_PREFIX = 'foreign_kernel:'
FLAG_PREFIXES = (FLAG_FALLBACK_OP_PREFIX, FLAG_FALLBACK_SYMBOL_PREFIX, FLAG_FORBIDDEN_SYMBOL_PREFIX, FLAG_FOREIGN_KERNEL_PREFIX,)


def known_flag(flag: str) -> bool:
    """Whether `flag` is a verdict flag of this contract (a name, or a prefix + a name)."""
    return flag in FLAGS or any(flag.startswith(p) and len(flag) > len(p) for p in FLAG_PREFIXES)


#: Types: str, bool, int, num (int or float), any; [T] a list of T; {T} a map from str to T; a record name; a trailing ? allows null. Every field is always present.
VERDICT_SCHEMA = {
    "Verdict": {
        "command": "str",
        "infra_error": "bool",
        "compiled": "bool",
        "correct": "bool?",
        "reward": "num?",
        "reward_mode": "str",
        "eager_ms": "num?",
        "compile_ms": "num?",
        "candidate_ms": "num?",
        "speedup_vs_eager": "num?",
        "speedup_vs_compile": "num?",
        "noise_pct": "num?",
        "flags": "[str]",
        "stage_seconds": "{num}",
        "harness_seconds": "num",
        "compile": "CompileResult?",
        "verify": "VerifyResult?",
        "profile": "ProfileResult?",
        "provenance": "Provenance?",
        "error": "str?",
        "notes": "[str]",
        "text": "str"
    },
    "CompileResult": {
        "ok": "bool",
        "infra_error": "bool",
        "seconds": "num",
        "log": "str",
        "objects_compiled": "int",
        "objects_cached": "int",
        "library": "str?",
        "flags_key": "str?",
        "sandboxed": "bool",
        "stage_seconds": "{num}"
    },
    "VerifyResult": {
        "correct": "bool",
        "infra_error": "bool",
        "trials": "[Trial]",
        "atol": "num?",
        "rtol": "num?",
        "max_abs_err": "num?",
        "max_rel_err": "num?",
        "flags": "[str]",
        "kernels": "[{any}]?",
        "seconds": "num",
        "stage_seconds": "{num}"
    },
    "Trial": {
        "seed": "int",
        "scale": "num",
        "values": "str",
        "ok": "bool",
        "max_abs_err": "num?",
        "max_rel_err": "num?",
        "shape_ok": "bool",
        "dtype_ok": "bool"
    },
    "ProfileResult": {
        "infra_error": "bool",
        "eager_ms": "num?",
        "compile_ms": "num?",
        "candidate_ms": "num?",
        "speedup_vs_eager": "num?",
        "speedup_vs_compile": "num?",
        "noise_pct": "num?",
        "iterations": "int",
        "excess_ms": "num?",
        "floor_ms": "num?",
        "eager_adjacent_ms": "num?",
        "candidate_ms_interval": "[num]?",
        "speedup_vs_eager_interval": "[num]?",
        "flags": "[str]",
        "compile_note": "str?",
        "baseline_cached": "bool?",
        "timed_ops_checked": "bool",
        "seconds": "num",
        "stage_seconds": "{num}"
    },
    "Provenance": {
        "harness_version": "str",
        "device": "{any}",
        "sandbox": "str?",
        "task_sha256": "str",
        "sources_sha256": "{str}",
        "tolerance": "str",
        "op_policy": "str",
        "seed": "int?",
        "compile_flags_key": "str?",
        "peak_memory_mb": "{num}"
    }
}

#!/usr/bin/env python3
"""Generates the shared names from shared/contract.json (standard library only).

    python3 shared/gen_contract.py --cpp OUT.h          the C++ header (CMake runs this at configure
                                                        time, and again whenever the JSON changes)
    python3 shared/gen_contract.py --python OUT.py      the Python module (committed as
                                                        env_server/harness/warpgym_harness/contract.py)
    python3 shared/gen_contract.py --check-python PATH  exit 1 when PATH is not what --python writes

Contract: the output is a pure function of the JSON (same bytes for the same input), so the
committed Python module can be checked for staleness byte for byte.  Names become identifiers
by one rule: upper snake case in Python (`REWARD_MILESTONE`, `FLAG_FALLBACK_OP_PREFIX`), `k` +
camel case in C++ (`kMilestone`, `kFallbackOpPrefix`), each group in its own namespace or prefix.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

SOURCE = Path(__file__).resolve().with_name("contract.json")
BANNER = "Generated from shared/contract.json by shared/gen_contract.py: do not edit."


def words(name: str) -> list[str]:
    return [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]


def py_name(prefix: str, name: str, suffix: str = "") -> str:
    return "_".join([prefix, *(w.upper() for w in words(name)), *([suffix] if suffix else [])])


def cc_name(name: str, suffix: str = "") -> str:
    return "k" + "".join(w[:1].upper() + w[1:] for w in words(name)) + suffix


# ------------------------------------------------------------------------------------------ Python

def python_module(c: dict) -> str:
    out = [f'"""{BANNER}', "", c["about"], '"""', "from __future__ import annotations", ""]

    def names(title: str, prefix: str, items: list[str], tuple_name: str) -> None:
        out.append(f"# {title}")
        for n in items:
            out.append(f"{py_name(prefix, n)} = {n!r}")
        out.append(f"{tuple_name} = ({', '.join(py_name(prefix, n) for n in items)},)")
        out.append("")

    names("Reward modes", "REWARD", list(c["reward_modes"]), "REWARD_MODES")
    out.append(f"DEFAULT_REWARD_MODE = {py_name('REWARD', c['default_reward_mode'])}")
    out.append(f"UNTIMED_REWARD_MODES = ({', '.join(py_name('REWARD', m) for m in c['untimed_reward_modes'])},)")
    out.append("")
    names("Tolerance presets", "TOLERANCE", list(c["tolerance_presets"]), "TOLERANCES")
    out.append(f"DEFAULT_TOLERANCE = {py_name('TOLERANCE', c['default_tolerance'])}")
    out.append("#: preset -> dtype name (``float32``, ...) or ``other`` -> atol = rtol")
    out.append(f"TOLERANCE_VALUES = {json.dumps(c['tolerance_presets'], sort_keys=False)}")
    out.append("")
    names("Op policies (what ATen ops a candidate's forward may run)", "OP_POLICY", list(c["op_policies"]),
          "OP_POLICIES")
    names("Harness commands", "COMMAND", c["harness_commands"], "HARNESS_COMMANDS")
    names("Tools", "TOOL", list(c["tools"]), "TOOLS")
    names("Tool error codes (a step's info.error.code)", "TOOL_ERROR", list(c["tool_error_codes"]),
          "TOOL_ERROR_CODES")
    refused = [n for n, v in c["tool_error_codes"].items() if v["refused_action"]]
    out.append("#: codes of an action the environment refused as malformed")
    out.append(f"REFUSED_ACTION_CODES = frozenset(({', '.join(py_name('TOOL_ERROR', n) for n in refused)},))")
    out.append("")
    names("Wire error codes (a reply's error.code)", "ERROR", list(c["wire_error_codes"]), "ERROR_CODES")
    names("Retry rules", "RETRY", list(c["retry_rules"]), "RETRY_RULES")
    out.append(f"#: {c['crowded_out_error_about']}")
    out.append(f"CROWDED_OUT_ERROR = {c['crowded_out_error']!r}")
    out.append(f"#: {c['judge_out_of_memory_error_about']}")
    out.append(f"JUDGE_OUT_OF_MEMORY_ERROR = {c['judge_out_of_memory_error']!r}")
    out.append("#: wire error code -> its retry rule")
    out.append("RETRY = {" + ", ".join(f"{py_name('ERROR', n)}: {py_name('RETRY', v['retry'])}"
                                      for n, v in c["wire_error_codes"].items()) + "}")
    out += [
        "",
        "",
        "def resend(code: str) -> bool:",
        '    """Whether a client resends the same request (same id) by itself, with back-off."""',
        "    return RETRY.get(code) == RETRY_BACKOFF",
        "",
        "",
        "def retryable(code: str) -> bool:",
        '    """Whether the same request may succeed when sent again later."""',
        "    return RETRY.get(code) in (RETRY_BACKOFF, RETRY_LATER)",
        "",
        "",
        "def transient(code: str) -> bool:",
        '    """Whether the failure is the environment\'s, not the request\'s: another server, a later',
        '    attempt or a new episode may succeed (an unknown code counts as transient)."""',
        "    return RETRY.get(code, RETRY_BACKOFF) != RETRY_NEVER",
        "",
    ]
    names("Verdict flags", "FLAG", list(c["verdict_flags"]), "FLAGS")
    out.append("# Verdict flag prefixes (the flag is the prefix + a name, e.g. fallback_op:aten::mm)")
    for p in c["verdict_flag_prefixes"]:
        out.append(f"{py_name('FLAG', p, 'PREFIX')} = {p!r}")
    out.append(f"FLAG_PREFIXES = ({', '.join(py_name('FLAG', p, 'PREFIX') for p in c['verdict_flag_prefixes'])},)")
    out += [
        "",
        "",
        "def known_flag(flag: str) -> bool:",
        '    """Whether `flag` is a verdict flag of this contract (a name, or a prefix + a name)."""',
        "    return flag in FLAGS or any(flag.startswith(p) and len(flag) > len(p) for p in FLAG_PREFIXES)",
        "",
        "",
        f"#: {c['verdict_schema_about']}",
        "VERDICT_SCHEMA = " + json.dumps(c["verdict_schema"], indent=4),
        "",
    ]
    return "\n".join(out)


# --------------------------------------------------------------------------------------------- C++

def cc_header(c: dict) -> str:
    out = [f"// {BANNER}", "// The names server, harness, trainer and clients share (see shared/contract.json).",
           "#pragma once", "", "#include <array>", "#include <string_view>", "", "namespace warpgym {", ""]

    def names(title: str, ns: str, items: list[str], array: str, extra: list[str] = ()) -> None:
        out.append(f"// {title}")
        out.append(f"namespace {ns} {{")
        for n in items:
            out.append(f'inline constexpr std::string_view {cc_name(n)} = "{n}";')
        out.append(f"inline constexpr std::array<std::string_view, {len(items)}> {array} = {{"
                   + ", ".join(cc_name(n) for n in items) + "};")
        out.extend(extra)
        out.append(f"}}  // namespace {ns}")
        out.append("")

    names("Reward modes", "reward_mode", list(c["reward_modes"]), "kAll",
          [f"inline constexpr std::string_view kDefaultMode = {cc_name(c['default_reward_mode'])};",
           "// A mode whose evaluate is compile + verify, no timing.",
           "constexpr bool IsUntimed(std::string_view mode) {",
           "  return " + (" || ".join(f"mode == {cc_name(m)}" for m in c["untimed_reward_modes"]) or "false") + ";",
           "}"])
    names("Tolerance presets", "tolerance", list(c["tolerance_presets"]), "kAll",
          [f"inline constexpr std::string_view kDefaultPreset = {cc_name(c['default_tolerance'])};"])
    names("Harness commands", "harness_command", c["harness_commands"], "kAll")
    names("Tools", "tool", list(c["tools"]), "kAll")
    refused = [n for n, v in c["tool_error_codes"].items() if v["refused_action"]]
    names("Tool error codes (a step's info.error.code)", "tool_error", list(c["tool_error_codes"]), "kAll",
          ["// An action the environment refused as malformed.",
           "constexpr bool IsRefusedAction(std::string_view code) {",
           "  return " + " || ".join(f"code == {cc_name(n)}" for n in refused) + ";",
           "}"])
    names("Verdict flags", "flag", list(c["verdict_flags"]), "kAll",
          [f'inline constexpr std::string_view {cc_name(p, "Prefix")} = "{p}";'
           for p in c["verdict_flag_prefixes"]])

    out.append(f"// {c['crowded_out_error_about']}")
    out.append(f'inline constexpr std::string_view kCrowdedOutError = "{c["crowded_out_error"]}";')
    out.append(f"// {c['judge_out_of_memory_error_about']}")
    out.append(f'inline constexpr std::string_view kJudgeOutOfMemoryError = "{c["judge_out_of_memory_error"]}";')
    out.append("")
    codes = list(c["wire_error_codes"])
    out.append("// Wire error codes (a reply's error.code) and what a client may do about each.")
    out.append("enum class ErrorCode { " + ", ".join(cc_name(n) for n in codes) + " };")
    out.append("enum class Retry { " + ", ".join(cc_name(r) for r in c["retry_rules"]) + " };")
    out.append("")
    out.append("constexpr std::string_view ErrorCodeName(ErrorCode c) {")
    out.append("  switch (c) {")
    for n in codes:
        out.append(f'    case ErrorCode::{cc_name(n)}: return "{n}";')
    out.append("  }")
    out.append('  return "internal";')
    out.append("}")
    out.append("")
    out.append("// Parses a wire name back to its code; unknown names map to kInternal.")
    out.append("constexpr ErrorCode ErrorCodeFromName(std::string_view name) {")
    for n in codes:
        out.append(f'  if (name == "{n}") return ErrorCode::{cc_name(n)};')
    out.append("  return ErrorCode::kInternal;")
    out.append("}")
    out.append("")
    out.append("constexpr Retry RetryOf(ErrorCode c) {")
    out.append("  switch (c) {")
    for n, v in c["wire_error_codes"].items():
        out.append(f"    case ErrorCode::{cc_name(n)}: return Retry::{cc_name(v['retry'])};")
    out.append("  }")
    out.append("  return Retry::kBackoff;")
    out.append("}")
    out.append("")
    out.append("// A client resends the same request (same id) by itself, with back-off.")
    out.append("constexpr bool Resend(ErrorCode c) { return RetryOf(c) == Retry::kBackoff; }")
    out.append("// The environment's failure, not the request's: another server, a later attempt or a new")
    out.append("// episode may succeed.")
    out.append("constexpr bool IsTransient(ErrorCode c) { return RetryOf(c) != Retry::kNever; }")
    out.append("")
    for record, fields in c["verdict_schema"].items():
        out.append(f"// The fields of a {record}, in order (the verdict schema).")
        out.append(f"inline constexpr std::array<std::string_view, {len(fields)}> k{record}Fields = {{")
        out.append("    " + ", ".join(f'"{f}"' for f in fields) + "};")
    out.append("")
    out.append("}  // namespace warpgym")
    out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cpp", help="write the C++ header here")
    ap.add_argument("--python", help="write the Python module here")
    ap.add_argument("--check-python", help="exit 1 when this file is not what --python writes")
    a = ap.parse_args(argv)
    contract = json.loads(SOURCE.read_text(encoding="utf-8"))
    for path, text in ((a.cpp, cc_header(contract)), (a.python, python_module(contract))):
        if path:
            p = Path(path)
            if not p.is_file() or p.read_text(encoding="utf-8") != text:  # keep mtimes of unchanged files
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(text, encoding="utf-8")
    if a.check_python:
        p = Path(a.check_python)
        if not p.is_file() or p.read_text(encoding="utf-8") != python_module(contract):
            print(f"{p} is not current: run `python3 shared/gen_contract.py --python {p}`", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

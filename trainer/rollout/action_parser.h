// From a policy's assistant text to one warpgym action, or to the error observation the policy
// reads instead. No LibTorch.
//
// The policy answers each turn with exactly one Qwen-style call (chat_template.h):
//   <tool_call>\n{"name": NAME, "arguments": {...}}\n</tool_call>
// Text around the call is allowed (and ignored). Anything else is an invalid turn: no call, more
// than one call, a call that is not a JSON object with a string "name" and an object "arguments",
// or an unterminated <tool_call>. An invalid turn is answered locally, without a round trip, with
// an observation in the environment's own error format ("Error (bad_action): ..."), and recorded
// as a ToolCall with valid = false; it still counts as a turn. Pure functions; thread-safe.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace warpgym::rollout {

struct ParsedAction {
  bool valid = false;
  std::string name;                                // the tool's name (may be set when invalid)
  nlohmann::json args = nlohmann::json::object();  // its arguments
  std::string error;                               // when invalid: the observation to show
  nlohmann::json ToAction() const { return {{"tool", name}, {"args", args}}; }  // REQUIRES valid
};

ParsedAction ParseAction(std::string_view assistant_text);

}  // namespace warpgym::rollout

// Trajectory: one multi-turn episode exactly as the policy saw it, token for token, with what PPO,
// value pretraining and RFT need to learn from it. No LibTorch.
//
// `tokens` is the whole conversation the model consumed: the prompt, then each turn's generated
// tokens followed by the environment's observation tokens. loss_mask[t] is 1 where token t was
// sampled from the policy (it is trained on) and 0 for prompt and observation tokens (context
// only). logprobs[t] is the sampler's log pi(tokens[t] | tokens[<t]) at a policy token and exactly
// 0 elsewhere. Token 0 is never a policy token: nothing precedes it. `reward` is the outcome the
// environment paid on submit (milestone -1/1/2/3, or a raw speedup). When `infra_error` is true the
// environment failed and the reward means nothing: the episode is dropped, never scored as 0.
//
// JSONL, one trajectory per line (keys in this order; unknown keys are ignored on reading):
//   {"version": 1, "task_id": str, "tokens": [int], "loss_mask": [0|1], "logprobs": [number],
//    "reward": number, "infra_error": bool, "turns": int,
//    "tool_calls": [{"turn": int, "name": str, "args": any, "output": str, "valid": bool}],
//    "metadata": object}
// Log-probs are written as the shortest decimal that reads back as the same float. Invalid UTF-8
// in strings (tool outputs) is written as U+FFFD. Reading validates every line and names the
// source and line of the first bad one. Plain values; nothing here throws.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::rl {

inline constexpr int kTrajectoryVersion = 1;

// One action of the policy. The rollout client records one per turn that produced an action,
// including actions it could not parse or the environment refused (valid = false: malformed tool
// call, unknown tool, wrong argument types, an `invalid_argument` reply); `name` may then be empty.
struct ToolCall {
  int64_t turn = 0;                                // in [0, turns), non-decreasing
  std::string name;                                // "bash", "compile", ...
  nlohmann::json args = nlohmann::json::object();  // the call's arguments
  std::string output;                              // the observation text returned
  bool valid = true;
};

struct Trajectory {
  std::string task_id;             // e.g. "level1/1_ReLU"
  std::vector<int64_t> tokens;     // [T] prompt + turns + observations
  std::vector<uint8_t> loss_mask;  // [T] 1 = policy token, 0 = prompt / observation
  std::vector<float> logprobs;     // [T] sampler log-prob at policy tokens, 0 elsewhere
  double reward = 0;
  bool infra_error = false;
  int64_t turns = 0;  // model generations in the episode
  std::vector<ToolCall> tool_calls;
  nlohmann::json metadata = nlohmann::json::object();  // free-form: episode id, seed, model, ...

  int64_t num_policy_tokens() const;
};

// OK, or InvalidArgument naming the first broken rule: tokens, loss_mask and logprobs have the same
// length; token ids >= 0; mask entries 0 or 1; loss_mask[0] == 0; a log-prob is finite and <= 0
// at a policy token and exactly 0 elsewhere; reward finite; turns >= 0; tool-call turns in
// [0, turns) and non-decreasing; a valid tool call has a name; task_id non-empty; at least one
// policy token unless infra_error (an episode that failed at reset may have no tokens at all).
Status Validate(const Trajectory& t);

// JSON object <-> Trajectory. ToJson keeps the documented key order (no validation); FromJson
// checks types and then Validate.
nlohmann::ordered_json ToJson(const Trajectory& t);
StatusOr<Trajectory> FromJson(const nlohmann::json& j);

// Appends one line (Validate first: InvalidArgument writes nothing). Internal on a stream error.
Status WriteJsonLine(std::ostream& out, const Trajectory& t);
// Writes `path` (truncating it): one line per trajectory. NotFound if it cannot be opened.
Status WriteJsonl(const std::string& path, const std::vector<Trajectory>& trajectories);
// Every trajectory of a JSONL stream, in order; blank lines are skipped. InvalidArgument
// "<source>:<line>: <why>" for the first line that is not valid JSON or not a valid trajectory.
StatusOr<std::vector<Trajectory>> ReadJsonl(std::istream& in, const std::string& source);
StatusOr<std::vector<Trajectory>> ReadJsonl(const std::string& path);  // NotFound if unreadable

// Removes the trajectories with infra_error (they are never scored) and returns how many.
int64_t DropInfraErrors(std::vector<Trajectory>* trajectories);

}  // namespace warpgym::rl

// Verdict: the typed result of one harness command (compile, verify, profile or evaluate), as
// the schema in shared/contract.json defines it. The harness (warpgym_harness/verdict.py)
// writes it as JSON; C++ reads it here, strictly: a missing, extra or ill-typed field is an
// error (the harness and this struct disagree), never a guess. The detail records (compile,
// verify, profile, provenance) stay JSON objects, checked for their field names only: the server
// forwards them to clients and reads nothing inside them.
// Plain values; the functions are pure and safe from any thread.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym {

struct Verdict {
  std::string command;       // one of the contract's harness commands
  bool infra_error = false;  // the environment failed: not scored
  bool compiled = false;
  std::optional<bool> correct;   // null: not checked (compile, profile)
  std::optional<double> reward;  // evaluate only
  std::string reward_mode;
  std::optional<double> eager_ms;
  std::optional<double> compile_ms;  // torch.compile's time; null when it failed
  std::optional<double> candidate_ms;
  std::optional<double> speedup_vs_eager;
  std::optional<double> speedup_vs_compile;
  std::optional<double> noise_pct;
  std::vector<std::string> flags;  // the contract's verdict flags
  std::map<std::string, double> stage_seconds;
  double harness_seconds = 0;
  nlohmann::json compile;            // CompileResult or null
  nlohmann::json verify;             // VerifyResult or null
  nlohmann::json profile;            // ProfileResult or null
  nlohmann::json provenance;         // Provenance or null
  std::optional<std::string> error;  // why, when infra_error
  std::vector<std::string> notes;
  std::string text;  // the observation for the model
};

// InvalidArgument naming the first field that does not match the schema.
StatusOr<Verdict> ParseVerdict(const nlohmann::json& j);
// Every field of the schema, in its order.
nlohmann::json ToJson(const Verdict& v);
// The verdict of a command the harness could not answer (it crashed, timed out, or wrote
// nothing usable): infra_error, `why` in error and in the text, nothing measured.
Verdict InfraVerdict(std::string command, std::string reward_mode, std::string why);

}  // namespace warpgym

#include "trainer/rl/trajectory.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <istream>
#include <ostream>

namespace warpgym::rl {
namespace {

using nlohmann::json;

Status Invalid(const std::string& what) {
  return Status::InvalidArgument(what);
}

std::string At(const char* field, size_t i) {
  return std::string(field) + "[" + std::to_string(i) + "]";
}

// The float as the shortest decimal that parses back to it, held as a double: "-0.1", not the
// double nearest to the float (-0.10000000149011612). Halves the size of a log-prob line.
double ShortestDecimal(float x) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof(buf), x);
  if (ec != std::errc()) return x;
  *end = '\0';
  return std::strtod(buf, nullptr);
}

// --- JSON field readers: a missing key or a wrong type is an error naming the key. ------------

const json* Field(const json& j, const char* key, Status* error) {
  auto it = j.find(key);
  if (it == j.end()) {
    *error = Invalid(std::string("missing key \"") + key + "\"");
    return nullptr;
  }
  return &*it;
}

Status ReadInt(const json& j, const char* key, int64_t* out) {
  Status s;
  const json* v = Field(j, key, &s);
  if (v == nullptr) return s;
  if (!v->is_number_integer()) return Invalid(std::string("\"") + key + "\" must be an integer");
  *out = v->get<int64_t>();
  return Status::Ok();
}

Status ReadNumber(const json& j, const char* key, double* out) {
  Status s;
  const json* v = Field(j, key, &s);
  if (v == nullptr) return s;
  if (!v->is_number()) return Invalid(std::string("\"") + key + "\" must be a number");
  *out = v->get<double>();
  return Status::Ok();
}

Status ReadBool(const json& j, const char* key, bool* out) {
  Status s;
  const json* v = Field(j, key, &s);
  if (v == nullptr) return s;
  if (!v->is_boolean()) return Invalid(std::string("\"") + key + "\" must be true or false");
  *out = v->get<bool>();
  return Status::Ok();
}

Status ReadString(const json& j, const char* key, std::string* out) {
  Status s;
  const json* v = Field(j, key, &s);
  if (v == nullptr) return s;
  if (!v->is_string()) return Invalid(std::string("\"") + key + "\" must be a string");
  *out = v->get<std::string>();
  return Status::Ok();
}

Status ReadArray(const json& j, const char* key, const json** out) {
  Status s;
  *out = Field(j, key, &s);
  if (*out == nullptr) return s;
  if (!(*out)->is_array()) return Invalid(std::string("\"") + key + "\" must be an array");
  return Status::Ok();
}

Status ReadToolCall(const json& j, size_t i, ToolCall* call) {
  const std::string where = At("tool_calls", i);
  if (!j.is_object()) return Invalid(where + " must be an object");
  Status s;
  if (s = ReadInt(j, "turn", &call->turn); !s.ok()) return Invalid(where + ": " + s.message());
  if (s = ReadString(j, "name", &call->name); !s.ok()) return Invalid(where + ": " + s.message());
  const json* args = Field(j, "args", &s);
  if (args == nullptr) return Invalid(where + ": " + s.message());
  call->args = *args;
  if (s = ReadString(j, "output", &call->output); !s.ok())
    return Invalid(where + ": " + s.message());
  if (s = ReadBool(j, "valid", &call->valid); !s.ok()) return Invalid(where + ": " + s.message());
  return Status::Ok();
}

}  // namespace

int64_t Trajectory::num_policy_tokens() const {
  return std::count(loss_mask.begin(), loss_mask.end(), uint8_t{1});
}

Status Validate(const Trajectory& t) {
  const size_t n = t.tokens.size();
  if (t.task_id.empty()) return Invalid("task_id is empty");
  if (t.loss_mask.size() != n)
    return Invalid("loss_mask has " + std::to_string(t.loss_mask.size()) + " entries, tokens " +
                   std::to_string(n));
  if (t.logprobs.size() != n)
    return Invalid("logprobs has " + std::to_string(t.logprobs.size()) + " entries, tokens " +
                   std::to_string(n));
  for (size_t i = 0; i < n; ++i) {
    if (t.tokens[i] < 0)
      return Invalid(At("tokens", i) + " = " + std::to_string(t.tokens[i]) + " is negative");
    const int mask = t.loss_mask[i];
    if (mask != 0 && mask != 1)
      return Invalid(At("loss_mask", i) + " = " + std::to_string(mask) + ": must be 0 or 1");
    const float lp = t.logprobs[i];
    if (mask == 1 && !(std::isfinite(lp) && lp <= 0))
      return Invalid(At("logprobs", i) + " = " + std::to_string(lp) +
                     " at a policy token: must be finite and <= 0");
    if (mask == 0 && lp != 0)
      return Invalid(At("logprobs", i) + " = " + std::to_string(lp) +
                     " at a non-policy token: must be 0");
  }
  if (n > 0 && t.loss_mask[0] == 1)
    return Invalid("loss_mask[0] = 1: the first token cannot be a policy token");
  if (!t.infra_error && t.num_policy_tokens() == 0)
    return Invalid(
        "no policy token (every loss_mask entry is 0) in an episode without infra_error");
  if (!std::isfinite(t.reward)) return Invalid("reward is not finite");
  if (t.turns < 0) return Invalid("turns = " + std::to_string(t.turns) + " is negative");
  int64_t previous_turn = 0;
  for (size_t i = 0; i < t.tool_calls.size(); ++i) {
    const ToolCall& c = t.tool_calls[i];
    if (c.turn < 0 || c.turn >= t.turns)
      return Invalid(At("tool_calls", i) + ".turn = " + std::to_string(c.turn) +
                     " outside [0, turns = " + std::to_string(t.turns) + ")");
    if (c.turn < previous_turn)
      return Invalid(At("tool_calls", i) + ".turn = " + std::to_string(c.turn) +
                     " goes back from " + std::to_string(previous_turn));
    if (c.valid && c.name.empty())
      return Invalid(At("tool_calls", i) + " is valid but has no name");
    previous_turn = c.turn;
  }
  if (!t.metadata.is_object()) return Invalid("metadata must be an object");
  return Status::Ok();
}

nlohmann::ordered_json ToJson(const Trajectory& t) {
  using ojson = nlohmann::ordered_json;
  ojson logprobs = ojson::array();
  for (float lp : t.logprobs) logprobs.push_back(ShortestDecimal(lp));
  ojson calls = ojson::array();
  for (const ToolCall& c : t.tool_calls) {
    ojson call;
    call["turn"] = c.turn;
    call["name"] = c.name;
    call["args"] = ojson(c.args);
    call["output"] = c.output;
    call["valid"] = c.valid;
    calls.push_back(std::move(call));
  }
  ojson mask = ojson::array();
  for (uint8_t m : t.loss_mask) mask.push_back(int{m});
  ojson j;
  j["version"] = kTrajectoryVersion;
  j["task_id"] = t.task_id;
  j["tokens"] = t.tokens;
  j["loss_mask"] = std::move(mask);
  j["logprobs"] = std::move(logprobs);
  j["reward"] = t.reward;
  j["infra_error"] = t.infra_error;
  j["turns"] = t.turns;
  j["tool_calls"] = std::move(calls);
  j["metadata"] = ojson(t.metadata);
  return j;
}

StatusOr<Trajectory> FromJson(const nlohmann::json& j) {
  if (!j.is_object()) return Invalid("a trajectory must be a JSON object");
  Trajectory t;
  int64_t version = 0;
  if (Status s = ReadInt(j, "version", &version); !s.ok()) return s;
  if (version != kTrajectoryVersion)
    return Invalid("version " + std::to_string(version) + " is not supported (this reader reads " +
                   std::to_string(kTrajectoryVersion) + ")");
  if (Status s = ReadString(j, "task_id", &t.task_id); !s.ok()) return s;

  const json* arr = nullptr;
  if (Status s = ReadArray(j, "tokens", &arr); !s.ok()) return s;
  for (size_t i = 0; i < arr->size(); ++i) {
    if (!(*arr)[i].is_number_integer()) return Invalid(At("tokens", i) + " must be an integer");
    t.tokens.push_back((*arr)[i].get<int64_t>());
  }
  if (Status s = ReadArray(j, "loss_mask", &arr); !s.ok()) return s;
  for (size_t i = 0; i < arr->size(); ++i) {
    const json& m = (*arr)[i];
    if (!m.is_number_integer() || (m.get<int64_t>() != 0 && m.get<int64_t>() != 1))
      return Invalid(At("loss_mask", i) + " = " + m.dump() + ": must be 0 or 1");
    t.loss_mask.push_back(static_cast<uint8_t>(m.get<int64_t>()));
  }
  if (Status s = ReadArray(j, "logprobs", &arr); !s.ok()) return s;
  for (size_t i = 0; i < arr->size(); ++i) {
    if (!(*arr)[i].is_number()) return Invalid(At("logprobs", i) + " must be a number");
    t.logprobs.push_back(static_cast<float>((*arr)[i].get<double>()));
  }
  if (Status s = ReadNumber(j, "reward", &t.reward); !s.ok()) return s;
  if (Status s = ReadBool(j, "infra_error", &t.infra_error); !s.ok()) return s;
  if (Status s = ReadInt(j, "turns", &t.turns); !s.ok()) return s;
  if (Status s = ReadArray(j, "tool_calls", &arr); !s.ok()) return s;
  t.tool_calls.resize(arr->size());
  for (size_t i = 0; i < arr->size(); ++i)
    if (Status s = ReadToolCall((*arr)[i], i, &t.tool_calls[i]); !s.ok()) return s;
  Status s;
  const json* metadata = Field(j, "metadata", &s);
  if (metadata == nullptr) return s;
  t.metadata = *metadata;

  if (Status v = Validate(t); !v.ok()) return v;
  return t;
}

Status WriteJsonLine(std::ostream& out, const Trajectory& t) {
  if (Status s = Validate(t); !s.ok()) return s;
  out << ToJson(t).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
  if (!out) return Status::FromErrno("write failed", errno);
  return Status::Ok();
}

Status WriteJsonl(const std::string& path, const std::vector<Trajectory>& trajectories) {
  errno = 0;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return Status::FromErrno("cannot open " + path + " for writing", errno);
  for (size_t i = 0; i < trajectories.size(); ++i)
    if (Status s = WriteJsonLine(out, trajectories[i]); !s.ok())
      return Status(s.code(), path + ": trajectory " + std::to_string(i) + ": " + s.message());
  out.flush();
  if (!out) return Status::FromErrno("write failed: " + path, errno);
  return Status::Ok();
}

StatusOr<std::vector<Trajectory>> ReadJsonl(std::istream& in, const std::string& source) {
  std::vector<Trajectory> out;
  std::string line;
  for (size_t lineno = 1; std::getline(in, line); ++lineno) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = source + ":" + std::to_string(lineno) + ": ";
    json j = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return Invalid(where + "not valid JSON");
    auto t = FromJson(j);
    if (!t.ok()) return Invalid(where + t.status().message());
    out.push_back(std::move(t).value());
  }
  if (in.bad()) return Status::Internal(source + ": read failed");
  return out;
}

StatusOr<std::vector<Trajectory>> ReadJsonl(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::NotFound("cannot open " + path);
  return ReadJsonl(in, path);
}

int64_t DropInfraErrors(std::vector<Trajectory>* trajectories) {
  const size_t before = trajectories->size();
  std::erase_if(*trajectories, [](const Trajectory& t) { return t.infra_error; });
  return static_cast<int64_t>(before - trajectories->size());
}

}  // namespace warpgym::rl

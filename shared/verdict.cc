#include "shared/verdict.h"

#include <algorithm>
#include <span>
#include <string_view>

#include "shared/contract.h"

namespace warpgym {
namespace {

using json = nlohmann::json;

using Fields = std::span<const std::string_view>;

// Every field of the Verdict, in the schema's order: f(name, member, fields), where `fields` are
// the schema's fields of a detail record (empty for the other members).
template <typename V, typename F>
void VisitFields(V& v, F&& f) {
  f("command", v.command, Fields{});
  f("infra_error", v.infra_error, Fields{});
  f("compiled", v.compiled, Fields{});
  f("correct", v.correct, Fields{});
  f("reward", v.reward, Fields{});
  f("reward_mode", v.reward_mode, Fields{});
  f("eager_ms", v.eager_ms, Fields{});
  f("compile_ms", v.compile_ms, Fields{});
  f("candidate_ms", v.candidate_ms, Fields{});
  f("speedup_vs_eager", v.speedup_vs_eager, Fields{});
  f("speedup_vs_compile", v.speedup_vs_compile, Fields{});
  f("noise_pct", v.noise_pct, Fields{});
  f("flags", v.flags, Fields{});
  f("stage_seconds", v.stage_seconds, Fields{});
  f("harness_seconds", v.harness_seconds, Fields{});
  f("compile", v.compile, Fields{kCompileResultFields});
  f("verify", v.verify, Fields{kVerifyResultFields});
  f("profile", v.profile, Fields{kProfileResultFields});
  f("provenance", v.provenance, Fields{kProvenanceFields});
  f("error", v.error, Fields{});
  f("notes", v.notes, Fields{});
  f("text", v.text, Fields{});
}

Status Wrong(std::string_view name, std::string_view what) {
  return Status::InvalidArgument("verdict field '" + std::string(name) + "' must be " +
                                 std::string(what));
}

Status Read(const json& j, std::string_view name, std::string& out) {
  if (!j.is_string()) return Wrong(name, "a string");
  out = j.get<std::string>();
  return Status::Ok();
}
Status Read(const json& j, std::string_view name, bool& out) {
  if (!j.is_boolean()) return Wrong(name, "a bool");
  out = j.get<bool>();
  return Status::Ok();
}
Status Read(const json& j, std::string_view name, double& out) {
  if (!j.is_number()) return Wrong(name, "a number");
  out = j.get<double>();
  return Status::Ok();
}
template <typename T>
Status Read(const json& j, std::string_view name, std::optional<T>& out) {
  if (j.is_null()) {
    out.reset();
    return Status::Ok();
  }
  T value{};
  if (Status s = Read(j, name, value); !s.ok()) return s;
  out = std::move(value);
  return Status::Ok();
}
Status Read(const json& j, std::string_view name, std::vector<std::string>& out) {
  if (!j.is_array()) return Wrong(name, "a list of strings");
  out.clear();
  for (const json& e : j) {
    if (!e.is_string()) return Wrong(name, "a list of strings");
    out.push_back(e.get<std::string>());
  }
  return Status::Ok();
}
Status Read(const json& j, std::string_view name, std::map<std::string, double>& out) {
  if (!j.is_object()) return Wrong(name, "a map of numbers");
  out.clear();
  for (const auto& [k, e] : j.items()) {
    if (!e.is_number()) return Wrong(name, "a map of numbers");
    out[k] = e.get<double>();
  }
  return Status::Ok();
}
// A detail record: an object with exactly the schema's `fields`, or null.
Status Read(const json& j, std::string_view name, json& out, Fields fields) {
  if (j.is_null()) {
    out = nullptr;
    return Status::Ok();
  }
  if (!j.is_object()) return Wrong(name, "a record or null");
  for (std::string_view f : fields) {
    if (!j.contains(f)) return Wrong(name, "a record with the field '" + std::string(f) + "'");
  }
  for (const auto& [k, e] : j.items()) {
    if (std::find(fields.begin(), fields.end(), k) == fields.end()) {
      return Wrong(name, "a record without the unknown field '" + k + "'");
    }
  }
  out = j;
  return Status::Ok();
}
template <typename T>
Status Read(const json& j, std::string_view name, T& out, Fields) {
  return Read(j, name, out);
}

template <typename T>
json Write(const T& v) {
  return v;
}
template <typename T>
json Write(const std::optional<T>& v) {
  return v ? json(*v) : json(nullptr);
}

}  // namespace

StatusOr<Verdict> ParseVerdict(const json& j) {
  if (!j.is_object()) return Status::InvalidArgument("a verdict must be a JSON object");
  Verdict v;
  Status status;
  size_t seen = 0;
  VisitFields(v, [&](std::string_view name, auto& member, Fields fields) {
    if (!status.ok()) return;
    auto it = j.find(name);
    if (it == j.end()) {
      status = Status::InvalidArgument("the verdict has no field '" + std::string(name) + "'");
      return;
    }
    ++seen;
    status = Read(*it, name, member, fields);
  });
  if (!status.ok()) return status;
  if (seen != j.size()) {
    for (const auto& [k, e] : j.items()) {
      if (std::find(kVerdictFields.begin(), kVerdictFields.end(), k) == kVerdictFields.end()) {
        return Status::InvalidArgument("the verdict has an unknown field '" + k + "'");
      }
    }
  }
  return v;
}

json ToJson(const Verdict& v) {
  json out = json::object();
  VisitFields(v, [&](std::string_view name, const auto& member, Fields) {
    out[std::string(name)] = Write(member);
  });
  return out;
}

Verdict InfraVerdict(std::string command, std::string reward_mode, std::string why) {
  Verdict v;
  v.command = std::move(command);
  v.reward_mode = std::move(reward_mode);
  v.infra_error = true;
  v.text =
      "[environment error] the evaluation harness failed; this is not your fault and is not "
      "scored. Details: " +
      why;
  v.error = std::move(why);
  return v;
}

}  // namespace warpgym

// The C ABI of libwarpgym_sandbox_enter.so (sandbox_enter.h): JSON in, an int and a message out,
// no exception crosses it.
#include <unistd.h>

#include <cstring>
#include <exception>
#include <string>

#include "env_server/sandbox/enter.h"
#include "env_server/sandbox/sandbox_enter.h"

#define WARPGYM_EXPORT __attribute__((visibility("default")))

namespace {

void Copy(const std::string& text, char* err, size_t errlen) {
  if (err == nullptr || errlen == 0) return;
  size_t n = text.size() < errlen - 1 ? text.size() : errlen - 1;
  std::memcpy(err, text.data(), n);
  err[n] = '\0';
}

int Report(const warpgym::Status& s, char* err, size_t errlen) {
  Copy(s.message(), err, errlen);
  return -1;
}

}  // namespace

extern "C" {

WARPGYM_EXPORT int warpgym_sandbox_enter(const char* policy_json, char* err, size_t errlen) {
  Copy("", err, errlen);
  try {
    if (policy_json == nullptr)
      return Report(warpgym::Status::InvalidArgument("policy_json is NULL"), err, errlen);
    auto policy = warpgym::sandbox::ParseEnterPolicy(policy_json, ::geteuid());
    if (!policy.ok()) return Report(policy.status(), err, errlen);
    std::string note;
    warpgym::Status s = warpgym::sandbox::Enter(policy.value(), &note);
    if (!s.ok()) return Report(s, err, errlen);
    Copy(note, err, errlen);
    return 0;
  } catch (const std::exception& e) {
    Copy(std::string("sandbox_enter: ") + e.what(), err, errlen);
  } catch (...) {
    Copy("sandbox_enter: unknown exception", err, errlen);
  }
  return -1;
}

WARPGYM_EXPORT int warpgym_sandbox_cleanup(const char* policy_json, char* err, size_t errlen) {
  Copy("", err, errlen);
  try {
    if (policy_json == nullptr)
      return Report(warpgym::Status::InvalidArgument("policy_json is NULL"), err, errlen);
    auto policy =
        warpgym::sandbox::ParseEnterPolicy(policy_json, ::geteuid(), /*cgroup_only=*/true);
    if (!policy.ok()) return Report(policy.status(), err, errlen);
    warpgym::Status s = warpgym::sandbox::CleanupEntered(policy.value());
    return s.ok() ? 0 : Report(s, err, errlen);
  } catch (const std::exception& e) {
    Copy(std::string("sandbox_cleanup: ") + e.what(), err, errlen);
  } catch (...) {
    Copy("sandbox_cleanup: unknown exception", err, errlen);
  }
  return -1;
}

WARPGYM_EXPORT int warpgym_sandbox_abi_version(void) {
  return 1;
}

}  // extern "C"

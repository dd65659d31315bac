#include "env_server/sandbox/cgroup.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "env_server/sandbox/files.h"
#include "env_server/sandbox/log.h"

namespace warpgym::sandbox {
namespace fs = std::filesystem;
namespace {

constexpr long kCgroup2Magic = 0x63677270;  // CGROUP2_SUPER_MAGIC

// mkdir that accepts an existing directory; logs anything else.
bool MakeDir(const fs::path& dir) {
  if (::mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST) return true;
  LogWarn("mkdir(\"" + dir.string() + "\", 0755) failed: " + std::strerror(errno));
  return false;
}

// A v1 hierarchy (or the v2 root) is usable when we can make our parent group and its control
// file is writable.
fs::path UsableParent(const fs::path& hierarchy, const std::string& name, const char* control) {
  if (::access(hierarchy.c_str(), W_OK) != 0) return {};
  fs::path parent = hierarchy / name;
  if (!MakeDir(parent)) return {};
  return ::access((parent / control).c_str(), W_OK) == 0 ? parent : fs::path{};
}

std::string NextGroupName() {
  static std::atomic<unsigned long> counter{0};
  return "call-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
}

}  // namespace

void SweepStaleGroups(const fs::path& parent) {
  static const std::regex kCallGroup("[a-z]+-([0-9]{1,9})(-.*)?");
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (const fs::directory_entry& e : fs::directory_iterator(parent, ec)) {
    const std::string name = e.path().filename().string();
    std::smatch m;
    if (!std::regex_match(name, m, kCallGroup)) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(m[1].str()));
    if (pid <= 0 || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    std::error_code age_ec;
    const auto written = fs::last_write_time(e.path(), age_ec);
    if (age_ec || now - written < std::chrono::minutes(1)) continue;
    (void)::rmdir(e.path().c_str());  // EBUSY / ENOTEMPTY while anything is still in it
  }
}

std::shared_ptr<const CgroupSetup> SetUpCgroups(const fs::path& root, const std::string& name) {
  auto setup = std::make_shared<CgroupSetup>();
  struct statfs st {};
  if (::statfs(root.c_str(), &st) == 0 && static_cast<long>(st.f_type) == kCgroup2Magic) {
    setup->version = CgroupSetup::Version::kV2;
    // Controllers must be enabled for children at each level; the root may refuse (no
    // delegation): then the groups exist but without limits, which the check below reports.
    (void)WriteTextFile(root / "cgroup.subtree_control", "+pids +memory");
    fs::path parent = root / name;
    if (::access(root.c_str(), W_OK) == 0 && MakeDir(parent)) {
      (void)WriteTextFile(parent / "cgroup.subtree_control", "+pids +memory");
      fs::path probe = parent / ("probe-" + std::to_string(::getpid()));
      if (MakeDir(probe)) {
        if (::access((probe / "pids.max").c_str(), W_OK) == 0) setup->pids_parent = parent;
        if (::access((probe / "memory.max").c_str(), W_OK) == 0) setup->memory_parent = parent;
        ::rmdir(probe.c_str());
      }
    }
  } else {
    setup->pids_parent = UsableParent(root / "pids", name, "pids.max");
    setup->memory_parent = UsableParent(root / "memory", name, "memory.limit_in_bytes");
    setup->cpuacct_parent = UsableParent(root / "cpuacct", name, "cgroup.procs");
    if (!setup->pids_parent.empty() || !setup->memory_parent.empty())
      setup->version = CgroupSetup::Version::kV1;
  }
  for (const fs::path& parent : {setup->pids_parent, setup->memory_parent, setup->cpuacct_parent}) {
    if (!parent.empty()) SweepStaleGroups(parent);
  }
  if (setup->pids_parent.empty())
    setup->note += "no writable pids controller under " + root.string() + "; ";
  if (setup->memory_parent.empty())
    setup->note += "no writable memory controller under " + root.string() + "; ";
  if (!setup->note.empty()) {
    setup->note += "process and memory caps fall back to RLIMIT_NPROC only";
    LogWarn("cgroup degraded: " + setup->note);
  }
  return setup;
}

std::string DescribeCgroups(const CgroupSetup* setup) {
  if (setup == nullptr) return "cgroup off";
  std::string v = setup->version == CgroupSetup::Version::kV2   ? "v2"
                  : setup->version == CgroupSetup::Version::kV1 ? "v1"
                                                                : "none";
  std::string controllers;
  if (!setup->pids_parent.empty()) controllers += "pids";
  if (!setup->memory_parent.empty()) controllers += controllers.empty() ? "memory" : "+memory";
  std::string out = "cgroup " + v + (controllers.empty() ? "" : " " + controllers);
  if (!setup->note.empty()) out += " (DEGRADED: " + setup->note + ")";
  return out;
}

StatusOr<CallCgroup> CallCgroup::Create(const CgroupSetup& setup, const CgroupLimits& limits,
                                        const std::string& given_name) {
  const std::string name = given_name.empty() ? NextGroupName() : given_name;
  const bool v2 = setup.version == CgroupSetup::Version::kV2;
  std::vector<fs::path> dirs;
  if (!setup.pids_parent.empty()) dirs.push_back(setup.pids_parent / name);
  if (!setup.memory_parent.empty() && (!v2 || setup.pids_parent.empty()))
    dirs.push_back(setup.memory_parent / name);
  const fs::path memory_dir = dirs.empty() ? fs::path{} : dirs.back();
  if (!v2 && !setup.cpuacct_parent.empty()) dirs.push_back(setup.cpuacct_parent / name);
  CallCgroup group({});
  for (const fs::path& d : dirs) {
    if (::mkdir(d.c_str(), 0755) != 0) {
      int err = errno;
      LogError("mkdir(\"" + d.string() + "\", 0755) failed: " + std::strerror(err));
      return Status::Internal("cannot create cgroup " + d.string() + ": " + std::strerror(err));
    }
    group.dirs_.push_back(d);
  }
  group.has_pids_ = !setup.pids_parent.empty();
  if (group.has_pids_) {
    if (Status s = WriteTextFile(group.dirs_[0] / "pids.max", std::to_string(limits.pids_max));
        !s.ok())
      return s;
  }
  if (!setup.memory_parent.empty()) {
    const char* file = v2 ? "memory.max" : "memory.limit_in_bytes";
    if (Status s = WriteTextFile(memory_dir / file, std::to_string(limits.memory_bytes)); !s.ok())
      return s;
  }
  return group;
}

CallCgroup CallCgroup::Existing(const fs::path& root, const std::string& parent,
                                const std::string& name) {
  std::vector<fs::path> candidates;
  bool has_pids = false;
  struct statfs st {};
  if (::statfs(root.c_str(), &st) == 0 && static_cast<long>(st.f_type) == kCgroup2Magic) {
    candidates.push_back(root / parent / name);
    has_pids = ::access((candidates[0] / "pids.max").c_str(), F_OK) == 0;
  } else {
    candidates = {root / "pids" / parent / name, root / "memory" / parent / name,
                  root / "cpuacct" / parent / name};
  }
  CallCgroup group({});
  for (const fs::path& d : candidates) {
    if (::access(d.c_str(), F_OK) != 0) continue;
    if (d == root / "pids" / parent / name) has_pids = true;
    group.dirs_.push_back(d);
  }
  group.has_pids_ = has_pids && !group.dirs_.empty();
  return group;
}

std::vector<fs::path> CallCgroup::Release() {
  std::vector<fs::path> dirs = std::move(dirs_);
  dirs_.clear();
  return dirs;
}

Status CallCgroup::AddProcess(pid_t pid) {
  for (const fs::path& d : dirs_) {
    if (Status s = WriteTextFile(d / "cgroup.procs", std::to_string(pid)); !s.ok()) return s;
  }
  return Status::Ok();
}

void CallCgroup::KillAll() {
  for (const fs::path& d : dirs_) {
    std::ifstream in(d / "cgroup.procs");
    for (pid_t pid; in >> pid;) ::kill(pid, SIGKILL);
  }
}

bool CallCgroup::HitPidsLimit() const {
  if (!has_pids_ || dirs_.empty()) return false;
  std::ifstream in(dirs_[0] / "pids.events");
  std::string key;
  long value = 0;
  while (in >> key >> value) {
    if (key == "max") return value > 0;
  }
  return false;
}

CallCgroup::~CallCgroup() {
  for (const fs::path& d : dirs_) {
    // Killed processes leave the group a moment after SIGKILL; retry briefly.
    bool removed = false;
    for (int attempt = 0; attempt < 200 && !removed; ++attempt) {
      if (::rmdir(d.c_str()) == 0 || errno == ENOENT) {
        removed = true;
        break;
      }
      if (errno != EBUSY) break;
      KillAll();
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!removed) LogWarn("rmdir(\"" + d.string() + "\") failed: " + std::strerror(errno));
  }
}

}  // namespace warpgym::sandbox

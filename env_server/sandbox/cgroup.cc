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
#include <iterator>
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

// `base/name`, each level of a nested name ("warpgym/server-12") made in turn; `made` runs on
// each level (v2: its controllers enabled for the next).
template <typename Made>
bool MakeGroupPath(const fs::path& base, const std::string& name, Made made) {
  fs::path dir = base;
  for (const fs::path& part : fs::path(name)) {
    dir /= part;
    if (!MakeDir(dir)) return false;
    made(dir);
  }
  return true;
}

// A v1 hierarchy (or the v2 root) is usable when we can make our parent group and its control
// file is writable.
fs::path UsableParent(const fs::path& hierarchy, const std::string& name, const char* control) {
  if (::access(hierarchy.c_str(), W_OK) != 0) return {};
  fs::path parent = hierarchy / name;
  if (!MakeGroupPath(hierarchy, name, [](const fs::path&) {})) return {};
  return ::access((parent / control).c_str(), W_OK) == 0 ? parent : fs::path{};
}

// Process `pid`'s start time (clock ticks after boot, field 22 of /proc/<pid>/stat); "" when it
// cannot be read. With the pid it names one process for the host's whole uptime.
std::string StartTicks(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  const std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const size_t comm_end = stat.rfind(')');  // the command name may hold spaces and ')'
  if (comm_end == std::string::npos || comm_end + 2 > stat.size()) return "";
  std::istringstream fields(stat.substr(comm_end + 2));  // field 3 onwards
  std::string field;
  for (int i = 3; i <= 22 && (fields >> field); ++i)
    if (i == 22) return field;
  return "";
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
    // A server's parent also names its process's start time: a live process that reused the
    // pid is not the server that made it.
    const bool reused =
        name.starts_with("server-") && m[2].matched && m[2].str().substr(1) != StartTicks(pid);
    if (pid <= 0 || (!reused && (::kill(pid, 0) == 0 || errno != ESRCH))) continue;
    std::error_code age_ec;
    const auto written = fs::last_write_time(e.path(), age_ec);
    if (age_ec || now - written < std::chrono::minutes(1)) continue;
    SweepStaleGroups(e.path());       // a dead server's parent: its calls' groups first
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
    // One write per controller: the kernel refuses a whole line when one of it is unavailable.
    auto enable = [](const fs::path& group) {
      (void)WriteTextFile(group / "cgroup.subtree_control", "+pids +memory");
      (void)WriteTextFile(group / "cgroup.subtree_control", "+cpu");
    };
    enable(root);
    fs::path parent = root / name;
    if (::access(root.c_str(), W_OK) == 0 && MakeGroupPath(root, name, enable)) {
      fs::path probe = parent / ("probe-" + std::to_string(::getpid()));
      if (MakeDir(probe)) {
        auto writable = [&](const char* file) {
          return ::access((probe / file).c_str(), W_OK) == 0;
        };
        if (writable("pids.max")) setup->pids_parent = parent;
        if (writable("memory.max")) setup->memory_parent = parent;
        if (writable("cpu.max")) setup->cpu_parent = parent;
        if (writable("cgroup.freeze")) setup->freezer_parent = parent;
        ::rmdir(probe.c_str());
      }
    }
  } else {
    setup->pids_parent = UsableParent(root / "pids", name, "pids.max");
    setup->memory_parent = UsableParent(root / "memory", name, "memory.limit_in_bytes");
    setup->cpuacct_parent = UsableParent(root / "cpuacct", name, "cgroup.procs");
    setup->cpu_parent = UsableParent(root / "cpu", name, "cpu.cfs_quota_us");
    setup->freezer_parent = UsableParent(root / "freezer", name, "freezer.state");
    // cpu and cpuacct are often one hierarchy ("cpu,cpuacct", both names linking to it): a
    // call's group there is made once.
    std::error_code ec;
    if (!setup->cpu_parent.empty() && !setup->cpuacct_parent.empty() &&
        fs::equivalent(setup->cpu_parent, setup->cpuacct_parent, ec))
      setup->cpuacct_parent = setup->cpu_parent;
    if (!setup->pids_parent.empty() || !setup->memory_parent.empty())
      setup->version = CgroupSetup::Version::kV1;
  }
  for (const fs::path& parent : setup->parents()) {
    if (parent.empty()) continue;
    SweepStaleGroups(parent);
    // A nested parent ("warpgym/server-<pid>"): the groups of servers that died beside it.
    if (fs::path(name).has_parent_path()) SweepStaleGroups(parent.parent_path());
  }
  if (setup->cpu_parent.empty())
    setup->optional_note += "no writable cpu controller (no CPU cap); ";
  if (setup->freezer_parent.empty())
    setup->optional_note +=
        "no writable freezer (evaluation requests from bash calls are refused: their processes "
        "could not be stopped while the judge measures); ";
  if (setup->pids_parent.empty())
    setup->note += "no writable pids controller under " + root.string() + "; ";
  if (setup->memory_parent.empty())
    setup->note += "no writable memory controller under " + root.string() + "; ";
  if (setup->pids_parent.empty() || setup->memory_parent.empty())
    setup->note += "process and memory caps fall back to RLIMIT_NPROC only";
  if (!setup->note.empty()) LogWarn("cgroup degraded: " + setup->note);
  if (!setup->optional_note.empty()) LogWarn("cgroup: " + setup->optional_note);
  return setup;
}

Status SetTotalMemory(const CgroupSetup& setup, std::int64_t bytes) {
  if (setup.memory_parent.empty()) return Status::FailedPrecondition("no memory controller");
  const char* file =
      setup.version == CgroupSetup::Version::kV2 ? "memory.max" : "memory.limit_in_bytes";
  return WriteTextFile(setup.memory_parent / file, std::to_string(bytes));
}

std::string ServerCgroupName() {
  const pid_t pid = ::getpid();
  return "warpgym/server-" + std::to_string(pid) + "-" + StartTicks(pid);
}

void RemoveCgroupParents(const CgroupSetup& setup) {
  for (const fs::path& parent : setup.parents()) {
    if (!parent.empty()) (void)::rmdir(parent.c_str());  // ENOENT: the same hierarchy twice
  }
}

std::string DescribeCgroups(const CgroupSetup* setup) {
  if (setup == nullptr) return "cgroup off";
  std::string v = setup->version == CgroupSetup::Version::kV2   ? "v2"
                  : setup->version == CgroupSetup::Version::kV1 ? "v1"
                                                                : "none";
  std::string controllers;
  if (!setup->pids_parent.empty()) controllers += "pids";
  for (const auto& [parent, label] :
       {std::pair{&setup->memory_parent, "memory"}, std::pair{&setup->cpu_parent, "cpu"},
        std::pair{&setup->freezer_parent, "freezer"}}) {
    if (!parent->empty()) controllers += (controllers.empty() ? "" : "+") + std::string(label);
  }
  std::string out = "cgroup " + v + (controllers.empty() ? "" : " " + controllers);
  if (!setup->note.empty()) out += " (DEGRADED: " + setup->note + ")";
  if (!setup->optional_note.empty()) out += " (" + setup->optional_note + ")";
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
  if (v2 && dirs.empty() && (!setup.cpu_parent.empty() || !setup.freezer_parent.empty()))
    dirs.push_back((setup.cpu_parent.empty() ? setup.freezer_parent : setup.cpu_parent) / name);
  const fs::path v2_dir = v2 && !dirs.empty() ? dirs.front() : fs::path{};
  // cpuacct is kept whatever cpu_group says: the judge reads a candidate's CPU time there
  // (exited processes included). Where cpu and cpuacct are one hierarchy, that is a CPU group.
  if (!v2 && !setup.cpuacct_parent.empty()) dirs.push_back(setup.cpuacct_parent / name);
  if (!v2 && limits.cpu_group && !setup.cpu_parent.empty() &&
      setup.cpu_parent != setup.cpuacct_parent)
    dirs.push_back(setup.cpu_parent / name);
  if (!v2 && !setup.freezer_parent.empty()) dirs.push_back(setup.freezer_parent / name);
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
  if (!setup.cpu_parent.empty() && limits.cpu_group && limits.cpu_cores > 0) {
    constexpr long kPeriodUs = 100'000;
    const std::string quota = std::to_string(static_cast<long>(limits.cpu_cores * kPeriodUs));
    const fs::path cpu_dir = v2 ? v2_dir : setup.cpu_parent / name;
    Status s = v2 ? WriteTextFile(cpu_dir / "cpu.max", quota + " " + std::to_string(kPeriodUs))
                  : WriteTextFile(cpu_dir / "cpu.cfs_quota_us", quota);
    if (!s.ok()) return s;
  }
  if (!setup.cpu_parent.empty() && limits.cpu_group && limits.background) {
    const fs::path cpu_dir = v2 ? v2_dir : setup.cpu_parent / name;
    Status s = WriteTextFile(cpu_dir / "cpu.idle", "1");  // Linux 5.15+
    if (!s.ok())
      s = v2 ? WriteTextFile(cpu_dir / "cpu.weight", "1")
             : WriteTextFile(cpu_dir / "cpu.shares", "2");
    if (!s.ok()) return s;
  }
  if (!setup.freezer_parent.empty()) {
    group.freezer_ = v2 ? v2_dir : setup.freezer_parent / name;
    group.freezer_v2_ = v2;
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
                  root / "cpuacct" / parent / name, root / "cpu" / parent / name,
                  root / "freezer" / parent / name};
  }
  CallCgroup group({});
  std::error_code ec;
  for (const fs::path& d : candidates) {
    if (::access(d.c_str(), F_OK) != 0) continue;
    bool seen = false;  // cpu and cpuacct may be one hierarchy
    for (const fs::path& kept : group.dirs_) seen = seen || fs::equivalent(kept, d, ec);
    if (seen) continue;
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

namespace {

bool FileSays(const fs::path& file, const std::string& needle) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str().find(needle) != std::string::npos;
}

}  // namespace

Status CallCgroup::Freeze() {
  if (freezer_.empty()) return Status::FailedPrecondition("no freezer for this call's cgroup");
  const fs::path control = freezer_ / (freezer_v2_ ? "cgroup.freeze" : "freezer.state");
  if (Status s = WriteTextFile(control, freezer_v2_ ? "1" : "FROZEN"); !s.ok()) return s;
  // The kernel stops the tasks asynchronously: wait until it says they all are.
  const fs::path state = freezer_ / (freezer_v2_ ? "cgroup.events" : "freezer.state");
  const std::string frozen = freezer_v2_ ? "frozen 1" : "FROZEN";
  for (int attempt = 0; attempt < 2000; ++attempt) {
    if (FileSays(state, frozen)) return Status::Ok();
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
  (void)Thaw();
  return Status::Internal("cgroup " + freezer_.string() + " did not freeze within 1 s");
}

Status CallCgroup::Thaw() {
  if (freezer_.empty()) return Status::Ok();
  return freezer_v2_ ? WriteTextFile(freezer_ / "cgroup.freeze", "0")
                     : WriteTextFile(freezer_ / "freezer.state", "THAWED");
}

void CallCgroup::KillAll() {
  (void)Thaw();  // a frozen v1 task does not act on SIGKILL until thawed
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

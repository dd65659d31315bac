// Cgroup detection on a fake hierarchy, and per-call groups on the host's when it allows them.
#include "env_server/sandbox/cgroup.h"

#include <gtest/gtest.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;

TEST(CgroupTest, MissingControllersAreReportedAsDegraded) {
  fs::path root = fs::temp_directory_path() / ("wg-cgroup-" + std::to_string(::getpid()));
  fs::create_directories(root);
  auto setup = SetUpCgroups(root, "warpgym");
  EXPECT_EQ(setup->version, CgroupSetup::Version::kNone);
  EXPECT_NE(setup->note.find("pids"), std::string::npos);
  EXPECT_NE(DescribeCgroups(setup.get()).find("DEGRADED"), std::string::npos);
  fs::remove_all(root);
}

TEST(CgroupTest, TheTotalBudgetIsTheParentsMemoryLimit) {
  auto setup = SetUpCgroups("/sys/fs/cgroup", "warpgym-budget-test");
  if (setup->memory_parent.empty())
    GTEST_SKIP() << "no writable memory cgroup here: " << setup->note;
  const bool v2 = setup->version == CgroupSetup::Version::kV2;
  const fs::path limit = setup->memory_parent / (v2 ? "memory.max" : "memory.limit_in_bytes");
  ASSERT_TRUE(SetTotalMemory(*setup, std::int64_t{3} << 30).ok());
  std::ifstream in(limit);
  std::int64_t value = 0;
  in >> value;
  EXPECT_EQ(value, std::int64_t{3} << 30);
  EXPECT_FALSE(SetTotalMemory(CgroupSetup{}, 1 << 30).ok()) << "no memory controller: refused";
}

TEST(CgroupTest, EachServerParentHasItsOwnMemoryTotal) {
  // Two servers on one host: "warpgym/server-<pid>" each. One's total never moves the other's
  // (a shared parent was last-writer-wins: a server with a small total starved the others).
  const std::string top = "warpgym-nest-test-" + std::to_string(::getpid());
  auto a = SetUpCgroups("/sys/fs/cgroup", top + "/server-1");
  auto b = SetUpCgroups("/sys/fs/cgroup", top + "/server-2");
  if (a->memory_parent.empty() || b->memory_parent.empty())
    GTEST_SKIP() << "no writable memory cgroup here: " << a->note;
  EXPECT_EQ(a->memory_parent.filename(), "server-1");
  EXPECT_EQ(a->memory_parent.parent_path(), b->memory_parent.parent_path());
  const bool v2 = a->version == CgroupSetup::Version::kV2;
  const char* file = v2 ? "memory.max" : "memory.limit_in_bytes";
  auto read = [&](const fs::path& dir) {
    std::int64_t value = 0;
    std::ifstream(dir / file) >> value;
    return value;
  };
  const std::int64_t top_before = read(a->memory_parent.parent_path());
  ASSERT_TRUE(SetTotalMemory(*a, std::int64_t{3} << 30).ok());
  ASSERT_TRUE(SetTotalMemory(*b, std::int64_t{1} << 30).ok());
  EXPECT_EQ(read(a->memory_parent), std::int64_t{3} << 30);
  EXPECT_EQ(read(b->memory_parent), std::int64_t{1} << 30);
  EXPECT_EQ(read(a->memory_parent.parent_path()), top_before);
  {  // a call under one server's parent is made there, and removed with its owner
    auto group = CallCgroup::Create(*a, CgroupLimits{.pids_max = 8, .memory_bytes = 64 << 20},
                                    "call-nest-test");
    ASSERT_TRUE(group.ok()) << group.status().ToString();
    EXPECT_TRUE(fs::exists(a->memory_parent / "call-nest-test"));
  }
  EXPECT_FALSE(fs::exists(a->memory_parent / "call-nest-test"));
  for (const auto& setup : {a, b}) {
    for (const fs::path& dir : setup->parents()) {
      if (!dir.empty()) ::rmdir(dir.c_str());  // the server's, then (once both are gone) the top
      if (!dir.empty()) ::rmdir(dir.parent_path().c_str());
    }
  }
}

TEST(CgroupTest, CallGroupHasLimitsAndIsRemoved) {
  auto setup = SetUpCgroups();
  if (setup->pids_parent.empty()) GTEST_SKIP() << "no writable pids cgroup here: " << setup->note;
  fs::path dir;
  {
    StatusOr<CallCgroup> group = CallCgroup::Create(*setup, CgroupLimits{17, 64 << 20});
    ASSERT_TRUE(group.ok()) << group.status().ToString();
    dir = group.value().dirs().front();
    std::ifstream in(dir / "pids.max");
    std::string value;
    in >> value;
    EXPECT_EQ(value, "17");
    EXPECT_FALSE(group.value().HitPidsLimit());
  }
  EXPECT_FALSE(fs::exists(dir));
}

TEST(CgroupTest, StaleGroupsOfDeadProcessesAreSwept) {
  const pid_t dead = ::fork();
  if (dead == 0) ::_exit(0);
  ASSERT_GT(dead, 0);
  ASSERT_EQ(::waitpid(dead, nullptr, 0), dead);
  fs::path parent = fs::temp_directory_path() / ("wg-sweep-" + std::to_string(::getpid()));
  fs::remove_all(parent);
  const auto old = fs::file_time_type::clock::now() - std::chrono::hours(1);
  auto make = [&](const std::string& name, bool aged) {
    fs::create_directories(parent / name);
    if (aged) fs::last_write_time(parent / name, old);
  };
  const std::string d = std::to_string(dead), me = std::to_string(::getpid());
  make("call-" + d + "-2", true);         // swept
  make("cand-" + d + "-verify-0", true);  // swept
  make("cand-" + d + "-profile", false);  // being set up by someone: too young
  make("call-" + me + "-1", true);        // its process lives
  make("cand-" + d + "-busy", true);      // not empty
  std::ofstream(parent / ("cand-" + d + "-busy") / "cgroup.procs") << "1\n";
  make("warpgym-test", true);  // not a call group's name
  // A dead server's parent, holding its dead calls' groups: emptied, then removed.
  make("server-" + d + "/call-" + d + "-0", true);  // a child first: it touches its parent
  make("server-" + d, true);
  make("server-" + me + "/call-" + d + "-1", true);
  make("server-" + me, true);  // a live server's
  // With its start time: this process's own (live), and another start of the same pid (reused).
  const std::string own = ServerCgroupName().substr(std::string("warpgym/").size());
  make(own, true);
  make("server-" + me + "-1", true);
  SweepStaleGroups(parent);
  EXPECT_FALSE(fs::exists(parent / ("server-" + d)));
  EXPECT_TRUE(fs::exists(parent / own)) << own;
  EXPECT_FALSE(fs::exists(parent / ("server-" + me + "-1"))) << "a reused pid's stale parent";
  EXPECT_TRUE(fs::exists(parent / ("server-" + me)));
  EXPECT_TRUE(fs::exists(parent / ("server-" + me) / ("call-" + d + "-1")))
      << "only what a sweep of that parent finds: a live server sweeps its own";
  EXPECT_FALSE(fs::exists(parent / ("call-" + d + "-2")));
  EXPECT_FALSE(fs::exists(parent / ("cand-" + d + "-verify-0")));
  EXPECT_TRUE(fs::exists(parent / ("cand-" + d + "-profile")));
  EXPECT_TRUE(fs::exists(parent / ("call-" + me + "-1")));
  EXPECT_TRUE(fs::exists(parent / ("cand-" + d + "-busy")));
  EXPECT_TRUE(fs::exists(parent / "warpgym-test"));
  fs::remove_all(parent);
}

namespace freeze_and_cpu {

// A child that spins, counting in memory shared with the test; killed and reaped at the end.
struct Spinner {
  volatile std::uint64_t* count = nullptr;
  pid_t pid = -1;
  Spinner() {
    void* mem = ::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    count = static_cast<volatile std::uint64_t*>(mem);
    pid = ::fork();
    if (pid == 0) {
      for (;;) *count = *count + 1;
    }
  }
  ~Spinner() {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
    ::munmap(const_cast<std::uint64_t*>(count), 4096);
  }
  double CpuSeconds() const {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string field;
    for (int i = 1; i <= 13 && in >> field; ++i) {
    }
    long utime = 0, stime = 0;
    in >> utime >> stime;
    return static_cast<double>(utime + stime) / static_cast<double>(::sysconf(_SC_CLK_TCK));
  }
};

TEST(CgroupTest, AFrozenCallMakesNoProgressUntilThawed) {
  auto setup = SetUpCgroups();
  if (setup->freezer_parent.empty()) GTEST_SKIP() << "no writable freezer here: " << setup->note;
  StatusOr<CallCgroup> group = CallCgroup::Create(*setup, CgroupLimits{});
  ASSERT_TRUE(group.ok()) << group.status().ToString();
  ASSERT_TRUE(group.value().CanFreeze());
  Spinner spin;
  ASSERT_TRUE(group.value().AddProcess(spin.pid).ok());
  ASSERT_TRUE(group.value().Freeze().ok());
  const std::uint64_t frozen_at = *spin.count;
  ::usleep(200'000);
  EXPECT_EQ(*spin.count, frozen_at);
  ::kill(spin.pid, SIGCONT);  // a signal does not wake a frozen task
  ::usleep(50'000);
  EXPECT_EQ(*spin.count, frozen_at);
  ASSERT_TRUE(group.value().Thaw().ok());
  ::usleep(200'000);
  EXPECT_GT(*spin.count, frozen_at);
  ASSERT_TRUE(group.value().Freeze().ok());
  group.value().KillAll();  // thaws first: the frozen task dies
  int status = 0;
  ASSERT_EQ(::waitpid(spin.pid, &status, 0), spin.pid);
  EXPECT_TRUE(WIFSIGNALED(status));
  spin.pid = ::fork();  // something for the destructor to reap
  if (spin.pid == 0) ::_exit(0);
}

TEST(CgroupTest, TheCpuCapHoldsACallToItsShare) {
  auto setup = SetUpCgroups();
  if (setup->cpu_parent.empty()) GTEST_SKIP() << "no writable cpu cgroup here: " << setup->note;
  CgroupLimits limits;
  limits.cpu_cores = 0.2;
  StatusOr<CallCgroup> group = CallCgroup::Create(*setup, limits);
  ASSERT_TRUE(group.ok()) << group.status().ToString();
  Spinner spin;
  ASSERT_TRUE(group.value().AddProcess(spin.pid).ok());
  const double before = spin.CpuSeconds();
  ::usleep(1'000'000);
  const double used = spin.CpuSeconds() - before;
  EXPECT_LT(used, 0.45) << "a spinning process used " << used
                        << " s of CPU in 1 s under a 0.2-core cap";
  EXPECT_GT(used, 0.05);
}

// A call without a CPU group of its own (a CPU-backend candidate) stays in its parent's CPU
// group, where its threads compete with eager's one for one; the other controllers still hold it.
TEST(CgroupTest, ACallWithoutACpuGroupStaysInItsParentsCpuGroup) {
  auto setup = SetUpCgroups();
  if (setup->cpu_parent.empty() || setup->version != CgroupSetup::Version::kV1 ||
      setup->cpu_parent == setup->cpuacct_parent)
    GTEST_SKIP() << "no writable cgroup v1 cpu controller apart from cpuacct here: " << setup->note;
  CgroupLimits limits;
  limits.cpu_group = false;
  StatusOr<CallCgroup> group = CallCgroup::Create(*setup, limits);
  ASSERT_TRUE(group.ok()) << group.status().ToString();
  bool cpuacct = false;  // the judge's account of the call's CPU time stays
  for (const fs::path& d : group.value().dirs()) {
    EXPECT_NE(d.parent_path(), setup->cpu_parent) << d;
    cpuacct = cpuacct || d.parent_path() == setup->cpuacct_parent;
  }
  EXPECT_EQ(cpuacct, !setup->cpuacct_parent.empty());
  Spinner spin;
  ASSERT_TRUE(group.value().AddProcess(spin.pid).ok());
  auto cpu_line = [](pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/cgroup");
    for (std::string line; std::getline(in, line);)
      if (line.find(":cpu,") != std::string::npos || line.find(":cpu:") != std::string::npos ||
          line.find(",cpu:") != std::string::npos || line.find(",cpu,") != std::string::npos)
        return line;
    return std::string();
  };
  EXPECT_EQ(cpu_line(spin.pid), cpu_line(::getpid()));
  ASSERT_FALSE(group.value().dirs().empty());
  for (const fs::path& d : group.value().dirs()) {  // pids, memory, freezer: still the call's own
    std::ifstream procs(d / "cgroup.procs");
    pid_t in_group = 0;
    procs >> in_group;
    EXPECT_EQ(in_group, spin.pid) << d;
  }
  group.value().KillAll();
  spin.pid = ::fork();  // something for the destructor to reap
  if (spin.pid == 0) ::_exit(0);
}

// Background work (bash calls, compilers) yields at once to a sibling that wants the CPU (the
// candidate being timed): on one shared core, the normal group's spinner gets nearly all of it.
TEST(CgroupTest, BackgroundWorkYieldsTheCpuToOtherWork) {
  auto setup = SetUpCgroups();
  if (setup->cpu_parent.empty()) GTEST_SKIP() << "no writable cpu cgroup here: " << setup->note;
  CgroupLimits background;
  background.background = true;
  StatusOr<CallCgroup> bg = CallCgroup::Create(*setup, background);
  StatusOr<CallCgroup> fg = CallCgroup::Create(*setup, CgroupLimits{});
  ASSERT_TRUE(bg.ok()) << bg.status().ToString();
  ASSERT_TRUE(fg.ok()) << fg.status().ToString();
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(0, &one);
  Spinner low, high;
  for (const pid_t pid : {low.pid, high.pid})
    ASSERT_EQ(::sched_setaffinity(pid, sizeof one, &one), 0);
  ASSERT_TRUE(bg.value().AddProcess(low.pid).ok());
  ASSERT_TRUE(fg.value().AddProcess(high.pid).ok());
  const double low0 = low.CpuSeconds(), high0 = high.CpuSeconds();
  ::usleep(1'000'000);
  const double low_used = low.CpuSeconds() - low0, high_used = high.CpuSeconds() - high0;
  EXPECT_GT(high_used, 0.5) << "the normal group's spinner ran " << high_used << " s of 1 s";
  EXPECT_LT(low_used, 0.1 * high_used)
      << "the background spinner ran " << low_used << " s against " << high_used << " s";
}

}  // namespace freeze_and_cpu

}  // namespace
}  // namespace warpgym::sandbox

// sandbox_enter (env_server/sandbox/enter.h): the policy parser, and a forked child of this test
// that contains itself and reports from inside: PID 1, identity, mounts, device view, network,
// limits, exit-status mirroring and cgroup cleanup. The root-caller path and, by dropping to an
// unprivileged uid before entering, the user-namespace path. Needs root (CI runs as root).
#include "env_server/sandbox/enter.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "tests/support/temp_dir.h"

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;
using nlohmann::json;

// --- The parser ---------------------------------------------------------------------------------

class EnterPolicyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = testing::FreshTestDir("wg-enter-parse");
    fs::create_directories(dir_ / "ws");
  }
  void TearDown() override { fs::remove_all(dir_); }
  StatusOr<EnterPolicy> Parse(const json& j, uid_t euid = 0) {
    return ParseEnterPolicy(j.dump(), euid);
  }
  fs::path dir_;
};

TEST_F(EnterPolicyTest, DefaultsAreTheStrictOnes) {
  StatusOr<EnterPolicy> p = Parse({{"workspace", (dir_ / "ws").string()}});
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  const SandboxPolicy& s = p.value().sandbox;
  EXPECT_FALSE(s.workspace_writable);            // the candidate only reads the workspace
  EXPECT_EQ(s.cwd, fs::canonical(dir_ / "ws"));  // never an inherited cwd
  EXPECT_TRUE(s.read_only_root);
  EXPECT_TRUE(s.private_dev);
  EXPECT_TRUE(s.gpu_devices.empty());
  EXPECT_TRUE(s.change_identity);  // root caller
  EXPECT_EQ(s.uid, 65534u);
  EXPECT_TRUE(s.user_namespace);  // mapped by a helper outside (sandbox_enter.h step 3)
  EXPECT_FALSE(p.value().cgroup.has_value());
}

TEST_F(EnterPolicyTest, NonRootCallerGetsAUserNamespaceAndKeepsItsUid) {
  StatusOr<EnterPolicy> p = Parse(json::object(), 1000);
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  EXPECT_TRUE(p.value().sandbox.user_namespace);
  EXPECT_FALSE(p.value().sandbox.change_identity);
  EXPECT_EQ(p.value().sandbox.cwd, "/");
  EXPECT_FALSE(Parse({{"user_namespace", false}}, 1000).ok());
  // Root may step down to the uid drop alone, where a host refuses user namespaces.
  StatusOr<EnterPolicy> root = Parse({{"user_namespace", false}}, 0);
  ASSERT_TRUE(root.ok()) << root.status().ToString();
  EXPECT_FALSE(root.value().sandbox.user_namespace);
  EXPECT_TRUE(root.value().sandbox.change_identity);
}

TEST_F(EnterPolicyTest, RefusesWhatWouldWeakenTheSandbox) {
  const std::string ws = (dir_ / "ws").string();
  for (const json& bad :
       {json{{"workspace", "relative/path"}}, json{{"workspace", (dir_ / "missing").string()}},
        json{{"hidden_dirs", ws}},  // not a list
        json{{"network", true}}, json{{"uid", 0}},
        json{{"wokspace", ws}},  // a typo must not pass silently
        json{{"rlimits", {{"address_space", 1}}}}, json{{"cgroup", {{"pids_max", 10}}}},  // no name
        json{{"cgroup", {{"name", "../escape"}}}}, json{{"gpu_devices", {-1}}},
        json{{"cgroup", {{"name", "c"}, {"cpu_cores", 0}}}},
        json{{"cgroup", {{"name", "c"}, {"cpu_cores", "2"}}}},
        json{{"cgroup", {{"name", "c"}, {"cpu_group", false}, {"cpu_cores", 1}}}},
        json{{"cgroup", {{"name", "c"}, {"cpu_group", false}, {"background", true}}}},
        json{{"keep_fds", {1000}}}}) {
    StatusOr<EnterPolicy> p = Parse(bad);
    EXPECT_FALSE(p.ok()) << bad.dump();
    if (!p.ok()) {
      EXPECT_NE(p.status().message().find("sandbox policy: "), std::string::npos);
    }
  }
  EXPECT_FALSE(ParseEnterPolicy("{not json", 0).ok());
}

TEST_F(EnterPolicyTest, FieldsReachThePolicy) {
  json j = {{"workspace", (dir_ / "ws").string()},
            {"workspace_writable", true},
            {"writable_dirs", {dir_.string()}},
            {"read_only_paths", {"/usr"}},
            {"hidden_dirs", {dir_.string()}},
            {"gpu_devices", {3, 1}},
            {"dev_dir", "/dev"},
            {"tmp_size_bytes", 1 << 20},
            {"uid", 4242},
            {"gid", 4243},
            {"rlimits", {{"cpu_seconds", 5}, {"open_files", 64}}},
            {"network", false},
            {"keep_fds", {3}},
            {"cgroup",
             {{"name", "call-1"},
              {"pids_max", 8},
              {"memory_bytes", 1 << 28},
              {"cpu_cores", 1.5},
              {"required", false}}}};
  StatusOr<EnterPolicy> p = Parse(j);
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  const SandboxPolicy& s = p.value().sandbox;
  EXPECT_TRUE(s.workspace_writable);
  EXPECT_EQ(s.gpu_devices, (std::vector<unsigned>{3, 1}));
  EXPECT_EQ(s.uid, 4242u);
  EXPECT_EQ(s.gid, 4243u);
  EXPECT_EQ(s.rlimits.cpu_seconds, 5u);
  EXPECT_EQ(s.rlimits.open_files, 64u);
  EXPECT_EQ(s.rlimits.processes, RlimitPolicy{}.processes);
  ASSERT_TRUE(p.value().cgroup.has_value());
  EXPECT_EQ(p.value().cgroup->name, "call-1");
  EXPECT_EQ(p.value().cgroup->parent, "warpgym");
  EXPECT_EQ(p.value().cgroup->limits.pids_max, 8);
  EXPECT_EQ(p.value().cgroup->limits.cpu_cores, 1.5);
  EXPECT_TRUE(p.value().cgroup->limits.cpu_group);
  EXPECT_FALSE(p.value().cgroup->required);
  j["cgroup"].erase("cpu_cores");
  j["cgroup"]["cpu_group"] = false;
  StatusOr<EnterPolicy> own_cpu = Parse(j);
  ASSERT_TRUE(own_cpu.ok()) << own_cpu.status().ToString();
  EXPECT_FALSE(own_cpu.value().cgroup->limits.cpu_group);
  EXPECT_EQ(p.value().keep_fds, std::vector<int>{3});
  EXPECT_FALSE(p.value().keep_shared_memory);
}

TEST_F(EnterPolicyTest, CleanupReadsOnlyTheCgroup) {
  json j = {{"workspace", (dir_ / "gone").string()}, {"cgroup", {{"name", "call-2"}}}};
  EXPECT_FALSE(ParseEnterPolicy(j.dump(), 0).ok());
  StatusOr<EnterPolicy> p = ParseEnterPolicy(j.dump(), 0, /*cgroup_only=*/true);
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  EXPECT_EQ(p.value().cgroup->name, "call-2");
  EXPECT_TRUE(CleanupEntered(p.value()).ok());  // nothing to remove is fine
}

// --- Entering, for real -------------------------------------------------------------------------

struct Entered {
  int status = -1;     // waitpid status of the forked child (the intermediate)
  std::string report;  // what the body wrote from inside, or "ENTER FAILED: ..."
};

class EnterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (::geteuid() != 0)
      GTEST_SKIP()
          << "the enter tests run as root (and drop to uid 1000 for the user-namespace path)";
    work_ = testing::FreshTestDir("wg-enter");
    fs::create_directories(work_ / "ws");
    fs::create_directories(work_ / "cand");
    fs::create_directories(work_ / "secret");
    fs::create_directories(work_ / "dev" / "nvidia-caps");
    std::ofstream(work_ / "ws" / "model.py") << "x = 1\n";
    std::ofstream(work_ / "secret" / "key") << "s3cret\n";
    for (const char* n :
         {"null", "nvidia0", "nvidia1", "nvidia2", "nvidiactl", "nvidia-uvm", "kmsg"}) {
      std::ofstream(work_ / "dev" / n) << n << "\n";
    }
    std::ofstream(work_ / "dev" / "nvidia-caps" / "nvidia-cap1") << "cap\n";
    fs::permissions(work_ / "cand", fs::perms::all);
    work_ = fs::canonical(work_);
    policy_ = {{"workspace", (work_ / "ws").string()},
               {"writable_dirs", {(work_ / "cand").string()}},
               {"hidden_dirs", {work_.string()}},
               {"dev_dir", (work_ / "dev").string()},
               {"gpu_devices", {1}},
               {"rlimits", {{"cpu_seconds", 20}, {"open_files", 77}}}};
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(work_, ec);
  }

  // Forks; the child optionally drops to `drop_to_uid` first (a non-root caller), enters, runs
  // `body` inside and writes its result to a pipe.
  Entered Run(const json& policy, const std::function<std::string()>& body, uid_t drop_to_uid = 0) {
    int fds[2];
    EXPECT_EQ(::pipe(fds), 0);
    pid_t pid = ::fork();
    if (pid == 0) {
      ::close(fds[0]);
      std::string out;
      if (drop_to_uid != 0 &&
          (::syscall(SYS_setgroups, 0, nullptr) != 0 ||
           ::syscall(SYS_setresgid, drop_to_uid, drop_to_uid, drop_to_uid) != 0 ||
           ::syscall(SYS_setresuid, drop_to_uid, drop_to_uid, drop_to_uid) != 0)) {
        out = "ENTER FAILED: cannot drop to the test uid";
      } else {
        json with_pipe = policy;
        with_pipe["keep_fds"].push_back(fds[1]);  // everything else >= 3 is closed
        StatusOr<EnterPolicy> p = ParseEnterPolicy(with_pipe.dump(), ::geteuid());
        std::string note;
        Status s = p.ok() ? Enter(p.value(), &note) : p.status();
        out = s.ok() ? body() : "ENTER FAILED: " + s.message();
      }
      [[maybe_unused]] ssize_t w = ::write(fds[1], out.data(), out.size());
      ::_exit(out.rfind("ENTER FAILED", 0) == 0 ? 3 : 0);
    }
    ::close(fds[1]);
    Entered e;
    char buf[4096];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;)
      e.report.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    while (::waitpid(pid, &e.status, 0) < 0 && errno == EINTR) {
    }
    return e;
  }

  fs::path work_;
  json policy_;
};

std::string List(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    names.push_back(it->path().filename());
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += n + ",";
  return out;
}

bool CanWrite(const fs::path& p) {
  return static_cast<bool>(std::ofstream(p) << "x");
}

std::string Inside(const fs::path& work) {
  std::string r;
  r += "pid=" + std::to_string(::getpid()) + ";uid=" + std::to_string(::getuid()) + ";";
  r += "cwd=" + fs::current_path().string() + ";";
  r += "hidden=" + List(work) + ";";
  r += "dev=" + List(work / "dev") + ";";
  r += "caps=" + List(work / "dev" / "nvidia-caps") + ";";
  r += std::string("ws_write=") + (CanWrite(work / "ws" / "new") ? "yes" : "no") + ";";
  r += std::string("cand_write=") + (CanWrite(work / "cand" / "new") ? "yes" : "no") + ";";
  r += std::string("etc_write=") + (CanWrite("/etc/wg-enter-test") ? "yes" : "no") + ";";
  r += std::string("secret_read=") + (std::ifstream(work / "secret" / "key") ? "yes" : "no") + ";";
  std::string model;
  std::getline(std::ifstream(work / "ws" / "model.py"), model);
  r += "model=" + model + ";";
  int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(22);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  r += std::string("connect=") +
       (::connect(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 ? "yes" : "no") + ";";
  rlimit nofile{};
  ::getrlimit(RLIMIT_NOFILE, &nofile);
  r += "nofile=" + std::to_string(nofile.rlim_cur) + ";";
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("CapEff:", 0) == 0 || line.rfind("NoNewPrivs:", 0) == 0) r += line + ";";
  }
  r += "own_fds=" +
       std::string(fs::exists("/proc/self/fd/0") && !List("/proc/self/fd").empty() ? "yes" : "no") +
       ";";
  return r;
}

void ExpectContained(const Entered& e, const fs::path& work, const std::string& uid) {
  ASSERT_EQ(e.report.find("ENTER FAILED"), std::string::npos) << e.report;
  ASSERT_TRUE(WIFEXITED(e.status) && WEXITSTATUS(e.status) == 0) << e.status << " " << e.report;
  const std::string& r = e.report;
  EXPECT_NE(r.find("pid=1;"), std::string::npos) << r;
  EXPECT_NE(r.find("uid=" + uid + ";"), std::string::npos) << r;
  EXPECT_NE(r.find("cwd=" + (work / "ws").string() + ";"), std::string::npos) << r;
  EXPECT_NE(r.find("hidden=cand,dev,ws,;"), std::string::npos) << r;  // no "secret"
  EXPECT_NE(
      r.find("dev=fd,null,nvidia-caps,nvidia-uvm,nvidia1,nvidiactl,shm,stderr,stdin,stdout,;"),
      std::string::npos)
      << r;
  EXPECT_NE(r.find("caps=nvidia-cap1,;"), std::string::npos) << r;
  EXPECT_NE(r.find("ws_write=no;cand_write=yes;etc_write=no;secret_read=no;model=x = 1;"),
            std::string::npos)
      << r;
  EXPECT_NE(r.find("connect=no;"), std::string::npos) << r;
  EXPECT_NE(r.find("nofile=77;"), std::string::npos) << r;
  EXPECT_NE(r.find("CapEff:\t0000000000000000;"), std::string::npos) << r;
  EXPECT_NE(r.find("NoNewPrivs:\t1;"), std::string::npos) << r;
  EXPECT_NE(r.find("own_fds=yes;"), std::string::npos) << r;
}

TEST_F(EnterTest, RootCallerIsContainedAsUnprivilegedPid1) {
  Entered e = Run(policy_, [&] { return Inside(work_); });
  ExpectContained(e, work_, "65534");
  EXPECT_TRUE(fs::exists(work_ / "cand" / "new"));
  EXPECT_FALSE(fs::exists(work_ / "ws" / "new"));
}

TEST_F(EnterTest, NonRootCallerIsContainedInAUserNamespace) {
  Entered e = Run(
      policy_, [&] { return Inside(work_); }, 1000);
  ExpectContained(e, work_, "1000");
}

TEST_F(EnterTest, ExitCodeAndSignalAreMirrored) {
  Entered e = Run(policy_, []() -> std::string { ::_exit(42); });
  ASSERT_TRUE(WIFEXITED(e.status)) << e.status;
  EXPECT_EQ(WEXITSTATUS(e.status), 42);
  // RLIMIT_CPU: SIGXCPU is ignored by a pid namespace's init, SIGKILL at the hard limit is not.
  json p = policy_;
  p["rlimits"]["cpu_seconds"] = 1;
  e = Run(p, []() -> std::string {
    for (;;) asm volatile("");
  });
  ASSERT_TRUE(WIFSIGNALED(e.status)) << e.status << " " << e.report;
  EXPECT_EQ(WTERMSIG(e.status), SIGKILL);
}

TEST_F(EnterTest, FailureIsReportedWithTheCall) {
  json p = policy_;
  p["cgroup"] = {{"name", "x"}, {"root", work_.string()}};  // not a cgroup hierarchy: degraded
  Entered e = Run(p, [] { return std::string("ran"); });
  EXPECT_NE(e.report.find("ENTER FAILED: cgroup required but degraded"), std::string::npos)
      << e.report;
  EXPECT_TRUE(WIFEXITED(e.status) && WEXITSTATUS(e.status) == 3);
}

TEST_F(EnterTest, CgroupCapsProcessesAndIsCleanedUp) {
  json p = policy_;
  const std::string name = "enter-test-" + std::to_string(::getpid());
  p["cgroup"] = {{"name", name}, {"pids_max", 6}, {"memory_bytes", 256 << 20}};
  Entered e = Run(p, [] {
    int forked = 0;
    for (int i = 0; i < 20; ++i) {
      pid_t c = ::fork();
      if (c == 0) {
        ::pause();
        ::_exit(0);
      }
      if (c < 0) break;
      ++forked;
    }
    return "forked=" + std::to_string(forked) + ";";  // the children die with PID 1
  });
  if (e.report.find("cgroup required but degraded") != std::string::npos) GTEST_SKIP() << e.report;
  // pids.max 6: the intermediate, the inner process and 4 children.
  EXPECT_NE(e.report.find("forked=4;"), std::string::npos) << e.report;
  StatusOr<EnterPolicy> parsed = ParseEnterPolicy(p.dump(), 0, true);
  ASSERT_TRUE(parsed.ok());
  EXPECT_TRUE(CleanupEntered(parsed.value()).ok());
  EXPECT_FALSE(fs::exists(fs::path("/sys/fs/cgroup/pids/warpgym") / name));
  EXPECT_FALSE(fs::exists(fs::path("/sys/fs/cgroup/warpgym") / name));
}

TEST_F(EnterTest, InheritedDescriptorsAndSharedMemoryDoNotReachTheSandbox) {
  // What a fork server could leak into the candidate: an open directory outside the sandbox
  // (openat from it escapes any mount view) and memory shared with the unconfined parent.
  int dir_fd = ::open(work_.c_str(), O_PATH | O_DIRECTORY);
  ASSERT_GE(dir_fd, 0);
  const std::size_t len = 4096;
  void* shared = ::mmap(nullptr, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(shared, MAP_FAILED);
  static_cast<char*>(shared)[0] = 'a';
  auto probe = [&] {
    std::string r =
        std::string("dir_fd=") + (::fcntl(dir_fd, F_GETFD) == -1 ? "closed" : "open") + ";";
    unsigned char vec = 0;
    const bool mapped = ::mincore(shared, len, &vec) == 0;
    r += std::string("shared=") + (mapped ? "mapped" : "unmapped") + ";";
    if (mapped) static_cast<char*>(shared)[0] = 'b';  // the parent would see this
    return r;
  };
  Entered e = Run(policy_, probe);
  EXPECT_EQ(e.report, "dir_fd=closed;shared=unmapped;");
  EXPECT_EQ(static_cast<char*>(shared)[0], 'a');
  json keep = policy_;
  keep["keep_fds"] = {dir_fd};
  keep["keep_shared_memory"] = true;
  e = Run(keep, probe);
  EXPECT_EQ(e.report, "dir_fd=open;shared=mapped;");
  EXPECT_EQ(static_cast<char*>(shared)[0], 'b');  // why the default unmaps
  ::munmap(shared, len);
  ::close(dir_fd);
}

TEST_F(EnterTest, RealDevHasOnlyStandardNodesAndAPrivateShm) {
  json p = policy_;
  p.erase("dev_dir");
  p["gpu_devices"] = json::array();
  Entered e = Run(p, [] {
    std::string r = "dev=" + List("/dev") + ";";
    r += std::string("shm=") + (CanWrite("/dev/shm/x") ? "yes" : "no") + ";";
    r += std::string("null=") + (CanWrite("/dev/null") ? "yes" : "no") + ";";
    return r;
  });
  EXPECT_NE(e.report.find(";shm=yes;null=yes;"), std::string::npos) << e.report;
  EXPECT_EQ(e.report.find("nvidia"), std::string::npos) << e.report;
  EXPECT_EQ(e.report.find("kmsg"), std::string::npos) << e.report;
  EXPECT_FALSE(fs::exists("/dev/shm/x"));
}

}  // namespace
}  // namespace warpgym::sandbox

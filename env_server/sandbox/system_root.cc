#include "env_server/sandbox/system_root.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <system_error>

namespace warpgym::sandbox {
namespace fs = std::filesystem;
namespace {

// The entries of a colon-separated list from the environment (PATH, LD_LIBRARY_PATH).
std::vector<std::string> EnvList(const char* name) {
  std::vector<std::string> out;
  const char* value = std::getenv(name);
  const std::string list = value ? value : "";
  for (std::size_t start = 0; start < list.size();) {
    std::size_t end = list.find(':', start);
    if (end == std::string::npos) end = list.size();
    if (end > start) out.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

}  // namespace

std::vector<fs::path> HostSystemPaths(const std::vector<fs::path>& extra) {
  // /etc: what the dynamic linker, compilers (Debian's alternatives links) and Python's pwd/grp
  // lookups read; not the rest (host names, keys, service configs).
  static const char* const kDefaults[] = {
      "/usr",
      "/bin",
      "/sbin",
      "/lib",
      "/lib32",
      "/lib64",
      "/libx32",
      "/etc/ld.so.cache",
      "/etc/ld.so.conf",
      "/etc/ld.so.conf.d",
      "/etc/alternatives",
      "/etc/passwd",
      "/etc/group",
      "/etc/nsswitch.conf",
      "/etc/localtime",
  };
  std::vector<fs::path> out;
  auto add = [&](const fs::path& p) {
    struct stat st {};
    if (p.is_absolute() && ::lstat(p.c_str(), &st) == 0) out.push_back(p.lexically_normal());
  };
  for (const char* p : kDefaults) add(p);
  std::error_code ec;  // Debian's Python reads its sitecustomize from /etc/python3.X
  for (const fs::directory_entry& e : fs::directory_iterator("/etc", ec)) {
    if (e.path().filename().string().rfind("python3", 0) == 0) add(e.path());
  }
  for (const fs::path& p : extra) add(p);
  for (const std::string& dir : EnvList("LD_LIBRARY_PATH")) add(dir);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<fs::path> PythonInstallPaths(const fs::path& python) {
  std::vector<fs::path> out;
  std::error_code ec;
  fs::path abs = fs::absolute(python, ec);
  if (python.string().find('/') == std::string::npos) {  // found on PATH, as exec would
    abs.clear();
    for (const std::string& dir : EnvList("PATH")) {
      const fs::path candidate = fs::path(dir) / python;
      if (::access(candidate.c_str(), X_OK) == 0) {
        abs = candidate;
        break;
      }
    }
  }
  if (ec || abs.empty()) return out;
  const fs::path venv = abs.parent_path().parent_path();
  if (fs::exists(venv / "pyvenv.cfg", ec)) out.push_back(fs::canonical(venv, ec));
  const fs::path real = fs::canonical(abs, ec);
  if (!ec) out.push_back(real.parent_path().parent_path());
  return out;
}

}  // namespace warpgym::sandbox

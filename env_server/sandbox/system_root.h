// The host paths a minimal sandbox root is made of (SandboxPolicy::minimal_root): what the
// toolchain, the dynamic linker and Python need, and nothing that holds data: /usr and the
// top-level lib/bin links or dirs, a short list of /etc files (the linker cache, passwd/group,
// the alternatives links), plus the caller's extras (a venv, a CUDA toolkit outside /usr) and
// the directories of LD_LIBRARY_PATH. Only paths that exist are returned, each once, sorted.
#pragma once

#include <filesystem>
#include <vector>

namespace warpgym::sandbox {

std::vector<std::filesystem::path> HostSystemPaths(
    const std::vector<std::filesystem::path>& extra = {});

// What running `python` needs beyond /usr: its venv (the parent of its bin/ when that holds a
// pyvenv.cfg) and the installation the interpreter really is (e.g. a pyenv build), as prefixes.
std::vector<std::filesystem::path> PythonInstallPaths(const std::filesystem::path& python);

}  // namespace warpgym::sandbox

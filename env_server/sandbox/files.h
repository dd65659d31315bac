// Small file helpers shared by the sandbox mechanisms that talk to the kernel through files
// (cgroup control files, /proc/<pid>/{uid,gid}_map). Each failure is logged (log.h) with the
// path, the text and errno, and returned. Free functions; safe from any thread.
#pragma once

#include <filesystem>
#include <string>

#include "shared/status.h"

namespace warpgym::sandbox {

// open(O_WRONLY) + one write(2) of `text`; a short write is an error.
Status WriteTextFile(const std::filesystem::path& path, const std::string& text);

}  // namespace warpgym::sandbox

// TaskRegistry: the tasks a server offers, read once at start from KernelBench-format
// directories (DIR/level<N>/<id>_<Name>.py) and named "level<N>/<id>_<Name>".
// Immutable after Load(); safe for concurrent reads.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym {

struct TaskInfo {
  std::string name;  // "level1/19_ReLU"
  int level = 0;
  std::filesystem::path file;  // absolute path of the task's .py file (the trusted model.py)
};

class TaskRegistry {
 public:
  // Reads every directory. A missing directory, or a set with no task at all, is an error; a
  // name already taken by an earlier directory keeps the first and is reported in *warnings.
  static StatusOr<TaskRegistry> Load(const std::vector<std::filesystem::path>& dirs,
                                     std::vector<std::string>* warnings = nullptr);

  const TaskInfo* Find(const std::string& name) const;
  const std::vector<TaskInfo>& tasks() const { return tasks_; }  // sorted by name

 private:
  std::vector<TaskInfo> tasks_;
  std::map<std::string, std::size_t> index_;
};

}  // namespace warpgym

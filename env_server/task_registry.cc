#include "env_server/task_registry.h"

#include <algorithm>
#include <regex>

namespace warpgym {
namespace fs = std::filesystem;

StatusOr<TaskRegistry> TaskRegistry::Load(const std::vector<fs::path>& dirs,
                                          std::vector<std::string>* warnings) {
  static const std::regex kLevelDir(R"(level(\d+))");
  static const std::regex kTaskFile(R"(\d+_[A-Za-z0-9_\-]+\.py)");
  TaskRegistry registry;
  for (const fs::path& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
      return Status::NotFound("task directory not found: " + dir.string());
    for (const auto& level_entry : fs::directory_iterator(dir, ec)) {
      std::smatch m;
      std::string level_name = level_entry.path().filename().string();
      if (!level_entry.is_directory() || !std::regex_match(level_name, m, kLevelDir)) continue;
      int level = std::stoi(m[1].str());
      for (const auto& file : fs::directory_iterator(level_entry.path(), ec)) {
        std::string fname = file.path().filename().string();
        if (!file.is_regular_file() || !std::regex_match(fname, kTaskFile)) continue;
        std::string name = level_name + "/" + file.path().stem().string();
        if (registry.index_.count(name)) {
          if (warnings)
            warnings->push_back("duplicate task " + name + " in " + dir.string() + " ignored");
          continue;
        }
        registry.index_[name] = registry.tasks_.size();
        registry.tasks_.push_back({name, level, fs::canonical(file.path(), ec)});
      }
    }
  }
  if (registry.tasks_.empty()) {
    return Status::NotFound("no tasks found (expected DIR/level<N>/<id>_<Name>.py)");
  }
  std::sort(registry.tasks_.begin(), registry.tasks_.end(),
            [](const TaskInfo& a, const TaskInfo& b) { return a.name < b.name; });
  registry.index_.clear();
  for (std::size_t i = 0; i < registry.tasks_.size(); ++i)
    registry.index_[registry.tasks_[i].name] = i;
  return registry;
}

const TaskInfo* TaskRegistry::Find(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &tasks_[it->second];
}

}  // namespace warpgym

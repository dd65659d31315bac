// Hidden dispatcher-level op counter for the timed calls of profile (op_counter.py loads it).
//
// A global RecordFunction callback (FUNCTION and USER_SCOPE scopes) sees every operator call
// made through the dispatcher, from Python or C++, on any thread. While counting is on it
// records the ops a TorchDispatchMode would see: per thread, the outermost op of each call
// tree, walking through CompositeImplicitAutograd ops to their children (aten::linear ->
// aten::addmm). Unlike op_guard.py's mode it leaves no trace in Python (no mode stack entry,
// no profiler state), so a candidate cannot tell a timed call from an unobserved one that way.
// Thread-safety: counts are guarded by a mutex; the per-thread nesting stack is thread_local.
// The callback is installed once per process and never removed (removal is not needed: the
// process is a short-lived candidate or the trusted harness).
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/record_function.h>
#include <torch/extension.h>

#include <atomic>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

std::atomic<bool> g_counting{false};
std::atomic<int64_t> g_marks{0};  // mark() calls while counting: one per wrapped call
std::atomic<bool> g_installed{false};
std::mutex g_mu;
std::map<std::string, int64_t> g_counts;           // guarded by g_mu
std::unordered_map<std::string, bool> g_composite;  // guarded by g_mu
thread_local std::vector<char> t_children_judged;  // one entry per open RecordFunction

bool IsComposite(const at::RecordFunction& fn) {
  const auto name = fn.operator_name();
  if (!name) return false;
  const std::string key = std::string(fn.name());
  {
    std::lock_guard<std::mutex> lock(g_mu);
    auto it = g_composite.find(key);
    if (it != g_composite.end()) return it->second;
  }
  bool composite = false;
  if (auto op = c10::Dispatcher::singleton().findOp(*name)) {
    composite = op->hasKernelForDispatchKey(c10::DispatchKey::CompositeImplicitAutograd);
  }
  std::lock_guard<std::mutex> lock(g_mu);
  g_composite.emplace(key, composite);
  return composite;
}

std::unique_ptr<at::ObserverContext> OnStart(const at::RecordFunction& fn) {
  // Counting is switched on and off between calls, when no op is open on the calling thread.
  const bool judged = t_children_judged.empty() || t_children_judged.back();
  bool walk_through = false;
  if (judged && g_counting.load(std::memory_order_relaxed)) {
    if (fn.scope() == at::RecordScope::FUNCTION && IsComposite(fn)) {
      walk_through = true;
    } else {
      std::lock_guard<std::mutex> lock(g_mu);
      ++g_counts[std::string(fn.name())];
    }
  }
  t_children_judged.push_back(walk_through ? 1 : 0);
  return nullptr;
}

void OnEnd(const at::RecordFunction&, at::ObserverContext*) {
  if (!t_children_judged.empty()) t_children_judged.pop_back();
}

void Install() {
  if (g_installed.exchange(true)) return;
  at::addGlobalCallback(at::RecordFunctionCallback(&OnStart, &OnEnd)
                            .scopes({at::RecordScope::FUNCTION, at::RecordScope::USER_SCOPE}));
}

void Reset() {
  g_counting.store(false);
  std::lock_guard<std::mutex> lock(g_mu);
  g_counts.clear();
  g_marks.store(0);
}

void Mark() {
  if (g_counting.load(std::memory_order_relaxed)) g_marks.fetch_add(1, std::memory_order_relaxed);
}

void Resume() { g_counting.store(true, std::memory_order_relaxed); }
void Pause() { g_counting.store(false, std::memory_order_relaxed); }

std::map<std::string, int64_t> Counts() {
  std::lock_guard<std::mutex> lock(g_mu);
  return g_counts;
}

}  // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("install", &Install, "register the global RecordFunction callback (idempotent)");
  m.def("reset", &Reset, "stop counting and clear the counts");
  m.def("resume", &Resume, "count from now on (call between ops, not inside one)");
  m.def("pause", &Pause, "stop counting, keep the counts");
  m.def("counts", &Counts, "{op name: calls} counted since reset");
  m.def("mark", &Mark, "count one mark if counting is on (end of a wrapped call)");
  m.def("marks", [] { return g_marks.load(); }, "marks since reset");
}

#include "env_server/episode_manager.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>

#include "shared/msgpack_json.h"

namespace warpgym {
using json = nlohmann::json;

EpisodeManager::EpisodeManager(const TaskRegistry& tasks, const EpisodeEnvironment& env,
                               EpisodeLimits limits, WorkerPool& pool)
    : tasks_(tasks), env_(env), limits_(limits), pool_(pool), rng_(std::random_device{}()) {}

std::string EpisodeManager::NewEpisodeId() {
  // 96 random bits: unique across server restarts, so a workspace is never reused.
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016llx%08llx", static_cast<unsigned long long>(rng_()),
                static_cast<unsigned long long>(rng_() & 0xffffffffu));
  return buf;
}

StatusOr<EpisodeOptions> EpisodeManager::ParseOptions(const Request& req) const {
  EpisodeOptions o;
  o.max_turns = limits_.default_max_turns;
  if (Status s = GetOptionalInt(req.body, "seed", &o.seed); !s.ok()) return s;
  json options = json::object();
  if (Status s = GetOptionalObject(req.body, "options", &options); !s.ok()) return s;
  std::optional<std::int64_t> max_turns;
  std::optional<std::string> reward_mode, tolerance;
  if (Status s = GetOptionalInt(options, "max_turns", &max_turns); !s.ok()) return s;
  if (Status s = GetOptionalChoice(options, "reward_mode", reward_mode::kAll, &reward_mode);
      !s.ok()) {
    return Status::InvalidArgument("options." + s.message());
  }
  if (Status s = GetOptionalChoice(options, "tolerance", tolerance::kAll, &tolerance); !s.ok()) {
    return Status::InvalidArgument("options." + s.message());
  }
  if (max_turns) {
    if (*max_turns < 1 || *max_turns > limits_.max_turns_limit) {
      return Status::InvalidArgument("options.max_turns must be between 1 and " +
                                     std::to_string(limits_.max_turns_limit));
    }
    o.max_turns = static_cast<int>(*max_turns);
  }
  if (reward_mode) o.reward_mode = *reward_mode;
  if (tolerance) o.tolerance = *tolerance;
  return o;
}

void EpisodeManager::Reset(const Request& req, ReplyFn reply) {
  std::string task_name;
  if (Status s = GetString(req.body, "task", &task_name); !s.ok()) {
    return reply(EncodeErrorReply(req.id, req.op, s));
  }
  const TaskInfo* task = tasks_.Find(task_name);
  if (task == nullptr) {
    return reply(EncodeErrorReply(
        req.id, req.op, Status::NotFound("unknown task '" + task_name + "'; see list_tasks")));
  }
  StatusOr<EpisodeOptions> options = ParseOptions(req);
  if (!options.ok()) return reply(EncodeErrorReply(req.id, req.op, options.status()));

  std::shared_ptr<Episode> ep;
  {
    std::lock_guard lock(mu_);
    if (static_cast<int>(episodes_.size()) >= limits_.max_episodes) {
      return reply(EncodeErrorReply(req.id, req.op,
                                    Status::ResourceExhausted("the server holds its maximum of " +
                                                              std::to_string(limits_.max_episodes) +
                                                              " episodes; close some")));
    }
    ep = std::make_shared<Episode>(NewEpisodeId(), *task, std::move(options.value()), env_);
    episodes_[ep->id()] = ep;
  }
  ++episodes_total_;
  json id = req.id;
  bool scheduled = Schedule(ep, [this, ep, id, reply] {
    StatusOr<json> started = ep->Start();
    if (!started.ok()) {
      spdlog::error("reset of {} failed: {}", ep->task().name, started.status().ToString());
      Remove(ep->id());
      ep->Finish("reset_failed");
      return reply(EncodeErrorReply(id, op::kReset, started.status()));
    }
    spdlog::debug("episode {} started on {}", ep->id(), ep->task().name);
    reply(EncodeOkReply(id, op::kReset, std::move(started.value())));
  });
  if (!scheduled) {
    Remove(ep->id());
    reply(EncodeErrorReply(req.id, req.op, Status::Unavailable("server busy; retry later")));
  }
}

void EpisodeManager::Step(const Request& req, ReplyFn reply) {
  std::string episode_id;
  if (Status s = GetString(req.body, "episode_id", &episode_id); !s.ok()) {
    return reply(EncodeErrorReply(req.id, req.op, s));
  }
  auto action = req.body.find("action");
  if (action == req.body.end()) {
    return reply(
        EncodeErrorReply(req.id, req.op, Status::InvalidArgument("field 'action' is required")));
  }
  std::shared_ptr<Episode> ep = Find(episode_id);
  if (!ep) return reply(EncodeErrorReply(req.id, req.op, Missing(episode_id)));
  const std::string key = RequestIdKey(req.id);
  std::string stored;
  switch (ep->BeginStep(key, &stored)) {
    case Episode::RetryState::kDone:
      return reply(std::move(stored));
    case Episode::RetryState::kInFlight:
      return;  // the original's reply is on its way
    case Episode::RetryState::kNew:
      break;
  }
  if (ep->pending() >= limits_.max_pending_per_episode) {
    std::string body = EncodeErrorReply(
        req.id, req.op, Status::Unavailable("too many queued steps for this episode"));
    ep->AbortStep(key);
    return reply(std::move(body));
  }
  ++steps_total_;
  json id = req.id, act = *action;
  bool scheduled = Schedule(ep, [ep, id, act, key, reply] {
    StatusOr<json> result = ep->Step(act);
    std::string body = result.ok() ? EncodeOkReply(id, op::kStep, std::move(result.value()))
                                   : EncodeErrorReply(id, op::kStep, result.status());
    ep->EndStep(key, body);
    reply(std::move(body));
  });
  if (!scheduled) {
    ep->AbortStep(key);
    reply(EncodeErrorReply(req.id, req.op, Status::Unavailable("server busy; retry later")));
  }
}

void EpisodeManager::Close(const Request& req, ReplyFn reply) {
  std::string episode_id;
  if (Status s = GetString(req.body, "episode_id", &episode_id); !s.ok()) {
    return reply(EncodeErrorReply(req.id, req.op, s));
  }
  std::shared_ptr<Episode> ep = Remove(episode_id);
  if (!ep) return reply(EncodeErrorReply(req.id, req.op, Missing(episode_id)));
  json id = req.id;
  auto job = [ep, id, reply] {
    ep->Finish("closed");
    reply(EncodeOkReply(id, op::kClose, {{"closed", true}}));
  };
  if (!Schedule(ep, job)) job();  // saturated: close inline rather than leak the workspace
}

void EpisodeManager::Fork(const Request& req, ReplyFn reply) {
  std::string parent_id;
  if (Status s = GetString(req.body, "episode_id", &parent_id); !s.ok()) {
    return reply(EncodeErrorReply(req.id, req.op, s));
  }
  std::shared_ptr<Episode> parent = Find(parent_id);
  if (!parent) return reply(EncodeErrorReply(req.id, req.op, Missing(parent_id)));
  if (parent->pending() >= limits_.max_pending_per_episode) {
    return reply(EncodeErrorReply(req.id, req.op,
                                  Status::Unavailable("too many queued steps for this episode")));
  }
  std::shared_ptr<Episode> child;
  {
    std::lock_guard lock(mu_);
    if (static_cast<int>(episodes_.size()) + forks_pending_ >= limits_.max_episodes) {
      return reply(
          EncodeErrorReply(req.id, req.op,
                           Status::ResourceExhausted("the server holds its maximum of " +
                                                     std::to_string(limits_.max_episodes) +
                                                     " episodes (forks count); close some")));
    }
    ++forks_pending_;
    child = std::make_shared<Episode>(NewEpisodeId(), parent->task(), parent->options(), env_);
  }
  json id = req.id;
  // On the parent's strand: its workspace does not change while it is copied.
  bool scheduled = Schedule(parent, [this, parent, child, id, reply] {
    StatusOr<json> started = child->StartFork(*parent);
    {
      std::lock_guard lock(mu_);
      --forks_pending_;
      if (started.ok()) episodes_[child->id()] = child;
    }
    if (!started.ok()) {
      spdlog::warn("fork of {} failed: {}", parent->id(), started.status().ToString());
      child->Finish("fork_failed");
      return reply(EncodeErrorReply(id, op::kFork, started.status()));
    }
    ++episodes_total_;
    ++forks_total_;
    reply(EncodeOkReply(id, op::kFork, std::move(started.value())));
  });
  if (!scheduled) {
    {
      std::lock_guard lock(mu_);
      --forks_pending_;
    }
    reply(EncodeErrorReply(req.id, req.op, Status::Unavailable("server busy; retry later")));
  }
}

int EpisodeManager::ReapIdle() {
  std::vector<std::shared_ptr<Episode>> idle;
  {
    std::lock_guard lock(mu_);
    for (auto it = episodes_.begin(); it != episodes_.end();) {
      if (it->second->IdleLongerThan(limits_.idle_timeout)) {
        idle.push_back(it->second);
        it = episodes_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto& ep : idle) {
    spdlog::info("reaping idle episode {} ({})", ep->id(), ep->task().name);
    auto job = [ep] { ep->Finish("idle_timeout"); };
    if (!Schedule(ep, job)) job();
  }
  reaped_total_ += idle.size();
  return static_cast<int>(idle.size());
}

void EpisodeManager::CloseAll(const std::string& reason) {
  std::map<std::string, std::shared_ptr<Episode>> all;
  {
    std::lock_guard lock(mu_);
    all.swap(episodes_);
  }
  for (auto& [id, ep] : all) {
    auto job = [ep, reason] { ep->Finish(reason); };
    if (!Schedule(ep, job)) job();
  }
}

json EpisodeManager::Stats() const {
  std::size_t active;
  {
    std::lock_guard lock(mu_);
    active = episodes_.size();
  }
  return {{"episodes_active", active},          {"episodes_total", episodes_total_.load()},
          {"steps_total", steps_total_.load()}, {"reaped_total", reaped_total_.load()},
          {"forks_total", forks_total_.load()}, {"queue_depth", pool_.queued()},
          {"workers", pool_.threads()}};
}

void EpisodeManager::MarkAborted(const std::vector<std::string>& ids) {
  std::lock_guard lock(mu_);
  aborted_.insert(ids.begin(), ids.end());
}

Status EpisodeManager::Missing(const std::string& id) const {
  std::lock_guard lock(mu_);
  if (aborted_.count(id)) {
    return Status(ErrorCode::kEpisodeAborted,
                  "episode '" + id +
                      "' was lost when the server restarted; this is an "
                      "infrastructure failure, not the agent's: reset a new episode");
  }
  return Status::NotFound("unknown episode '" + id +
                          "' (never existed, closed, or reaped after the idle timeout)");
}

std::shared_ptr<Episode> EpisodeManager::Find(const std::string& id) const {
  std::lock_guard lock(mu_);
  auto it = episodes_.find(id);
  return it == episodes_.end() ? nullptr : it->second;
}

std::shared_ptr<Episode> EpisodeManager::Remove(const std::string& id) {
  std::lock_guard lock(mu_);
  auto it = episodes_.find(id);
  if (it == episodes_.end()) return nullptr;
  auto ep = std::move(it->second);
  episodes_.erase(it);
  return ep;
}

bool EpisodeManager::Schedule(const std::shared_ptr<Episode>& ep, Episode::Job job) {
  if (!ep->Enqueue(std::move(job))) return true;  // a running drain will reach it
  if (pool_.TrySubmit([ep] { ep->Drain(); })) return true;
  ep->CancelLastEnqueue();
  return false;
}

}  // namespace warpgym

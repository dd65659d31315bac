#include "trainer/rollout/rollout_engine.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "shared/msgpack_json.h"
#include "trainer/rollout/action_parser.h"
#include "trainer/sampler/continuous_batcher.h"
#include "trainer/tokenizer/chat_template.h"

namespace warpgym::rollout {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// A step reply whose action the environment refused as malformed (the contract's codes).
bool IsRefusedAction(const json& info) {
  if (!info.contains("error") || !info["error"].is_object()) return false;
  return tool_error::IsRefusedAction(JsonValueOr(info["error"], "code", std::string()));
}

// Runs f on each item on its own thread (the work is waiting on the network) and joins.
template <typename T, typename F>
void ParallelFor(const std::vector<T*>& items, F f) {
  std::vector<std::jthread> threads;
  threads.reserve(items.size());
  for (T* item : items) threads.emplace_back([&f, item] { f(*item); });
}

Status Interrupted(size_t episodes) {
  return Status::Unavailable("interrupted: the rollout's " + std::to_string(episodes) +
                             " episode(s) were closed");
}

uint64_t TurnSeed(uint64_t seed, int64_t turn) {
  return seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(turn) * 0xBF58476D1CE4E5B9ull + 1;
}

}  // namespace

struct RolloutEngine::Episode {
  EpisodeSpec spec;
  std::unique_ptr<Client> client;
  std::string endpoint;
  size_t endpoint_index = 0;
  int failovers = 0;  // endpoints whose reset failed before this one
  std::string id;     // episode id; empty until reset succeeded
  std::optional<tokenizer::ChatTokens> chat;
  std::vector<float> logprobs;  // parallel to chat->ids()
  rl::Trajectory traj;
  bool done = false;          // no more turns, nothing left to call
  bool needs_submit = false;  // no more turns; the engine submits for the reward
  std::string finish;
  std::string assistant_text;  // this turn's decoded generation
  sampler::SequenceKv kv;      // keys and values of the history's first kv.length tokens
  size_t generated_until = 0;  // the history's length when its last generation ended

  void Infra(const std::string& why) {
    traj.infra_error = true;
    traj.metadata["error"] = why;
    finish = "infra_error";
    done = true;
    needs_submit = false;
  }
  void PadLogprobs() { logprobs.resize(chat->ids().size(), 0.0f); }
  void Paid(const StepResult& r) {
    traj.reward = r.reward;
    const json& ev = r.info.value("eval", json::object());
    for (const char* k : {"speedup_vs_eager", "speedup_vs_compile", "compiled", "correct"})
      if (ev.is_object() && ev.contains(k)) traj.metadata[k] = ev[k];
    done = true;
  }
};

std::vector<int64_t> StopTokenIds(const model::ModelConfig& config, int64_t im_end) {
  std::vector<int64_t> ids = {im_end};
  for (const auto* list : {&config.eos_token_ids, &config.generation_eos_token_ids})
    for (int64_t id : *list)
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  return ids;
}

RolloutEngine::RolloutEngine(const model::Transformer& policy,
                             const tokenizer::Tokenizer& tokenizer, RolloutOptions options)
    : policy_(policy),
      tokenizer_(tokenizer),
      options_(std::move(options)),
      balancer_(options_.endpoints.size()) {}

Status RolloutEngine::FetchTools() {
  if (have_tools_ || !options_.tools_in_prompt) return Status::Ok();
  Status last = Status::Unavailable("no endpoint");
  for (const std::string& endpoint : options_.endpoints) {
    Client client(endpoint, options_.client);
    auto hello = client.Hello();
    if (!hello.ok()) {
      last = hello.status();
      continue;
    }
    for (const json& t : hello->value("tools", json::array()))
      tools_.push_back(nlohmann::ordered_json::parse(t.dump()));
    have_tools_ = true;
    return Status::Ok();
  }
  return Status(last.code(), "hello failed on every endpoint: " + last.message());
}

void RolloutEngine::ResetEpisode(Episode& e, size_t first_endpoint) {
  const json reset_options = {{"max_turns", options_.max_turns},
                              {"reward_mode", options_.reward_mode}};
  Status last;
  for (size_t k : balancer_.FailoverOrder(first_endpoint)) {
    e.endpoint_index = k;
    e.endpoint = options_.endpoints[k];
    e.client = std::make_unique<Client>(e.endpoint, options_.client);
    const auto start = Clock::now();
    auto r = e.client->Reset(e.spec.task, e.spec.seed, reset_options);
    if (r.ok()) {
      balancer_.Record(k, Seconds(start));
      e.id = r->episode_id;
      tokenizer::ChatOptions chat_options;
      chat_options.tools = tools_;
      chat_options.default_system = options_.system_prompt;
      auto chat = tokenizer::ChatTokens::Start(
          &tokenizer_, {{"user", SanitizeUtf8(r->observation), {}}}, chat_options);
      if (!chat.ok()) return e.Infra("prompt: " + chat.status().ToString());
      e.chat.emplace(std::move(chat.value()));
      e.PadLogprobs();
      return;
    }
    last = r.status();
    if (!IsTransient(last.code())) break;  // another endpoint cannot help
    balancer_.MarkDown(k);
    ++e.failovers;
  }
  e.Infra("reset: " + last.ToString());
}

void RolloutEngine::StepEpisode(Episode& e, const std::string& assistant_text) {
  const ParsedAction action = ParseAction(assistant_text);
  rl::ToolCall call;
  call.turn = e.traj.turns - 1;
  call.name = action.name;
  call.args = action.args;
  call.valid = action.valid;
  std::string observation = action.error;
  if (action.valid) {
    const auto start = Clock::now();
    auto r = e.client->Step(e.id, action.ToAction());
    if (r.ok()) {
      balancer_.Record(e.endpoint_index, Seconds(start));
    } else {
      if (IsTransient(r.status().code())) balancer_.MarkDown(e.endpoint_index);
      e.traj.tool_calls.push_back(std::move(call));
      return e.Infra("step: " + r.status().ToString());
    }
    observation = SanitizeUtf8(r->observation);
    call.valid = !IsRefusedAction(r->info);
    call.output = observation;
    e.traj.tool_calls.push_back(std::move(call));
    if (r->info.value("infra_error", false)) return e.Infra("info.infra_error on " + action.name);
    if (r->terminated || r->truncated) {
      e.finish = r->terminated ? "terminated" : "truncated";
      return e.Paid(r.value());
    }
  } else {
    call.output = observation;
    e.traj.tool_calls.push_back(std::move(call));
  }
  if (e.traj.turns >= options_.max_turns) {
    e.finish = "max_turns";
    e.needs_submit = true;
    return;
  }
  // The observation joins the context only if the next turn still fits after it.
  tokenizer::ChatTokens next = *e.chat;
  Status s = next.AppendToolResponses({observation}, /*add_generation_prompt=*/true);
  if (!s.ok()) return e.Infra("observation: " + s.ToString());
  if (static_cast<int64_t>(next.ids().size()) + options_.max_new_tokens >
      options_.max_context_tokens) {
    e.finish = "context_limit";
    e.needs_submit = true;
    return;
  }
  *e.chat = std::move(next);
  e.PadLogprobs();
}

void RolloutEngine::FinalSubmit(Episode& e) {
  auto r = e.client->Step(e.id, json{{"tool", "submit"}, {"args", json::object()}});
  if (!r.ok()) return e.Infra("final submit: " + r.status().ToString());
  if (r->info.value("infra_error", false)) return e.Infra("info.infra_error on the final submit");
  e.Paid(r.value());
}

void RolloutEngine::Finish(Episode& e) {
  if (e.client && !e.id.empty()) (void)e.client->Close(e.id);
  e.client.reset();
  rl::Trajectory& t = e.traj;
  t.task_id = e.spec.task;
  if (e.chat) {
    t.tokens.assign(e.chat->ids().begin(), e.chat->ids().end());
    t.loss_mask = e.chat->loss_mask();
    e.PadLogprobs();
    t.logprobs = e.logprobs;
  }
  t.metadata["episode_id"] = e.id;
  t.metadata["endpoint"] = e.endpoint;
  t.metadata["failovers"] = e.failovers;
  t.metadata["seed"] = e.spec.seed;
  t.metadata["finish"] = e.finish;
  t.metadata["temperature"] = options_.temperature;
}

Status RolloutEngine::RunTurns(const std::vector<Episode*>& all,
                               const std::vector<int64_t>& stop_ids, uint64_t seed) {
  sampler::Sampler sampler(policy_);
  sampler::SamplingParams params;
  params.max_new_tokens = options_.max_new_tokens;
  params.temperature = options_.temperature;
  params.top_p = options_.top_p;
  params.top_k = options_.top_k;
  params.stop_token_ids = stop_ids;
  const auto stopping = [this] { return options_.stop != nullptr && options_.stop->load(); };
  for (int64_t turn = 0;; ++turn) {
    if (stopping()) return Interrupted(all.size());  // nothing is submitted
    std::vector<Episode*> active;
    for (Episode* e : all)
      if (!e->done && !e->needs_submit) active.push_back(e);
    if (active.empty()) break;
    std::vector<std::vector<int64_t>> prompts;
    std::vector<sampler::SequenceKv> reuse, keep;
    for (Episode* e : active) {
      prompts.emplace_back(e->chat->ids().begin(), e->chat->ids().end());
      stats_.context_tokens += static_cast<int64_t>(prompts.back().size());
      stats_.appended_tokens += static_cast<int64_t>(prompts.back().size() - e->generated_until);
      if (options_.reuse_kv) reuse.push_back(std::move(e->kv));
    }
    params.seed = TurnSeed(seed, turn);
    const auto gen_start = Clock::now();
    auto completions = options_.reuse_kv ? sampler.Generate(prompts, params, &reuse, &keep)
                                         : sampler.Generate(prompts, params);
    reuse.clear();  // the old keys and values: the new ones (keep) cover them
    stats_.generate_seconds += Seconds(gen_start);
    const sampler::GenerateStats& g = sampler.last_stats();
    stats_.prefill_tokens += g.prefill_tokens;
    stats_.reused_tokens += g.reused_tokens;
    stats_.shared_tokens += g.shared_tokens;
    stats_.prefill_seconds += g.prefill_seconds;
    stats_.decode_seconds += g.decode_seconds + g.capture_seconds;
    stats_.decode_steps += g.decode_steps;
    if (!completions.ok()) return completions.status();  // a configuration error
    for (size_t i = 0; i < active.size(); ++i) {
      Episode& e = *active[i];
      const sampler::Completion& c = completions.value()[i];
      const std::vector<tokenizer::TokenId> ids(c.tokens.begin(), c.tokens.end());
      e.chat->AppendGenerated(ids);
      e.logprobs.insert(e.logprobs.end(), c.logprobs.begin(), c.logprobs.end());
      if (options_.reuse_kv) e.kv = std::move(keep[i]);
      e.generated_until = e.chat->ids().size();
      ++e.traj.turns;
      stats_.generated_tokens += static_cast<int64_t>(ids.size());
      auto text = tokenizer_.Decode(ids);
      e.assistant_text = text.ok() ? text.value() : std::string();
    }
    stats_.turns += static_cast<int64_t>(active.size());
    const auto env_start = Clock::now();
    ParallelFor(active, [this](Episode& e) { StepEpisode(e, e.assistant_text); });
    stats_.env_seconds += Seconds(env_start);
    for (Episode* e : active)
      if (e->done || e->needs_submit) e->kv = {};  // no more turns: its memory back
  }
  return Status::Ok();
}

// Each episode on its own thread: generate (through the shared batcher), step, generate, ...
// The batcher holds the conversation's tokens; each turn hands it only what the chat gained
// since the batcher last saw it (the tool response and template; on the first turn the prompt).
Status RolloutEngine::RunContinuous(const std::vector<Episode*>& all,
                                    const std::vector<int64_t>& stop_ids, uint64_t seed) {
  sampler::BatcherOptions bo;
  bo.max_batch = options_.max_batch_rows;
  bo.page_size = options_.kv_page_tokens;
  bo.kv_bytes = options_.kv_cache_mib << 20;
  bo.temperature = options_.temperature;
  bo.top_p = options_.top_p;
  bo.top_k = options_.top_k;
  bo.stop_token_ids = stop_ids;
  std::unique_ptr<sampler::ContinuousBatcher> made;
  try {  // the pool is allocated here (kv_cache_mib beside the model): a failure closes the
         // episodes
    made = std::make_unique<sampler::ContinuousBatcher>(policy_, bo);
  } catch (const std::exception& e) {
    return Status::ResourceExhausted(std::string("rollout: the continuous batcher: ") + e.what());
  }
  sampler::ContinuousBatcher& batcher = *made;
  const auto stopping = [this] { return options_.stop != nullptr && options_.stop->load(); };
  std::mutex stats_mu;
  {
    std::vector<std::jthread> threads;
    for (size_t i = 0; i < all.size(); ++i) {
      threads.emplace_back([&, i] {
        Episode& e = *all[i];
        const int64_t seq = batcher.Open();
        size_t fed = 0;  // chat tokens the batcher holds
        for (int64_t turn = 0; !e.done && !e.needs_submit && !stopping(); ++turn) {
          const std::vector<int64_t> ids(e.chat->ids().begin(), e.chat->ids().end());
          const std::vector<int64_t> append(ids.begin() + static_cast<std::ptrdiff_t>(fed),
                                            ids.end());
          auto c = batcher.Generate(seq, append, options_.max_new_tokens,
                                    TurnSeed(TurnSeed(seed, static_cast<int64_t>(i)), turn));
          if (!c.ok()) {
            e.Infra("generate: " + c.status().ToString());
            break;
          }
          {
            std::lock_guard lock(stats_mu);
            stats_.context_tokens += static_cast<int64_t>(ids.size());
            stats_.appended_tokens += static_cast<int64_t>(ids.size() - e.generated_until);
            stats_.generated_tokens += static_cast<int64_t>(c->tokens.size());
            ++stats_.turns;
          }
          fed = ids.size() + c->tokens.size();
          e.chat->AppendGenerated(
              std::vector<tokenizer::TokenId>(c->tokens.begin(), c->tokens.end()));
          e.logprobs.insert(e.logprobs.end(), c->logprobs.begin(), c->logprobs.end());
          e.generated_until = e.chat->ids().size();
          ++e.traj.turns;
          auto text = tokenizer_.Decode(
              std::vector<tokenizer::TokenId>(c->tokens.begin(), c->tokens.end()));
          if (stopping()) break;  // no more requests to the environment
          StepEpisode(e, text.ok() ? text.value() : std::string());
        }
        (void)batcher.Close(seq);  // no turn in flight here
        if (e.needs_submit && !stopping()) {
          FinalSubmit(e);
          e.needs_submit = false;
        }
      });
    }
  }
  const sampler::BatcherStats b = batcher.stats();
  stats_.generate_seconds += b.prefill_seconds + b.decode_seconds;
  stats_.prefill_seconds += b.prefill_seconds;
  stats_.decode_seconds += b.decode_seconds;
  stats_.decode_steps += b.steps;
  stats_.prefill_tokens += b.prefill_tokens;
  stats_.reused_tokens += b.reused_tokens;
  stats_.evicted_tokens += b.evicted_tokens;
  stats_.peak_batch = std::max(stats_.peak_batch, b.peak_batch);
  stats_.mean_batch =
      b.steps > 0 ? static_cast<double>(b.row_steps) / static_cast<double>(b.steps) : 0;
  if (stopping()) return Interrupted(all.size());
  return Status::Ok();
}

StatusOr<std::vector<rl::Trajectory>> RolloutEngine::Run(const std::vector<EpisodeSpec>& specs,
                                                         uint64_t seed) {
  if (options_.endpoints.empty()) return Status::InvalidArgument("rollout: no endpoints");
  const auto im_end = tokenizer_.TokenToId("<|im_end|>");
  if (!im_end) return Status::FailedPrecondition("rollout: the tokenizer has no <|im_end|> token");
  stats_ = {};
  auto env_start = Clock::now();
  if (Status s = FetchTools(); !s.ok()) return s;

  std::vector<std::unique_ptr<Episode>> owned;
  std::vector<Episode*> all;
  for (const EpisodeSpec& spec : specs) {
    owned.push_back(std::make_unique<Episode>());
    owned.back()->spec = spec;
    all.push_back(owned.back().get());
  }
  {
    const std::vector<size_t> deal = balancer_.Assign(all.size());
    std::vector<std::jthread> threads;
    for (size_t i = 0; i < all.size(); ++i)
      threads.emplace_back([this, &all, &deal, i] { ResetEpisode(*all[i], deal[i]); });
  }
  stats_.env_seconds += Seconds(env_start);
  for (Episode* e : all)
    if (!e->done && static_cast<int64_t>(e->chat->ids().size()) + options_.max_new_tokens >
                        options_.max_context_tokens)
      e->Infra("the prompt leaves no room for a turn of max_new_tokens within max_context_tokens");

  const std::vector<int64_t> stop_ids = StopTokenIds(policy_.config(), *im_end);
  const auto run_start = Clock::now();
  Status ran =
      options_.continuous ? RunContinuous(all, stop_ids, seed) : RunTurns(all, stop_ids, seed);
  if (options_.continuous) stats_.env_seconds += Seconds(run_start) - stats_.generate_seconds;
  if (!ran.ok()) {  // interrupted or a configuration error: close what is open, then report it
    ParallelFor(all, [this](Episode& e) { Finish(e); });
    return ran;
  }

  env_start = Clock::now();
  std::vector<Episode*> submitting;
  for (Episode* e : all)
    if (e->needs_submit) submitting.push_back(e);
  ParallelFor(submitting, [this](Episode& e) { FinalSubmit(e); });
  ParallelFor(all, [this](Episode& e) { Finish(e); });
  stats_.env_seconds += Seconds(env_start);

  std::vector<rl::Trajectory> out;
  out.reserve(all.size());
  for (Episode* e : all) out.push_back(std::move(e->traj));
  return out;
}

}  // namespace warpgym::rollout

#include "trainer/train/config.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

namespace warpgym::train {
namespace {

// One description of the file's layout, walked by a reader (YAML -> config) and a writer
// (config -> JSON). C is TrainConfig or const TrainConfig.
template <typename C, typename V>
void Visit(C& c, V& v) {
  v("seed", c.seed);
  v("device", c.device);
  v("dtype", c.dtype);
  v.Section("policy", [&] {
    v("init", c.policy.init);
    v("model_dir", c.policy.model_dir);
    v.Section("toy", [&] {
      auto& t = c.policy.toy;
      v("hidden_size", t.hidden_size);
      v("num_layers", t.num_layers);
      v("num_heads", t.num_heads);
      v("num_kv_heads", t.num_kv_heads);
      v("intermediate_size", t.intermediate_size);
      v("max_position_embeddings", t.max_position_embeddings);
      v("vocab_size", t.vocab_size);
      v("rope_theta", t.rope_theta);
      v("byte_vocab", t.byte_vocab);
      v("text_files", t.text_files);
      v("texts", t.texts);
      v("solution_dirs", t.solution_dirs);
      v("tools", t.tools);
      v("commands", t.commands);
      v("solution_check", t.solution_check);
    });
  });
  v.Section("rollout", [&] {
    auto& r = c.rollout;
    v("endpoints", r.endpoints);
    v("tasks", r.tasks);
    v("max_new_tokens", r.max_new_tokens);
    v("max_context_tokens", r.max_context_tokens);
    v("temperature", r.temperature);
    v("top_p", r.top_p);
    v("top_k", r.top_k);
    v("system_prompt", r.system_prompt);
    v("tools_in_prompt", r.tools_in_prompt);
    v("reuse_kv", r.reuse_kv);
    v("continuous", r.continuous);
    v("max_batch_rows", r.max_batch_rows);
    v("kv_cache_mib", r.kv_cache_mib);
    v("kv_page_tokens", r.kv_page_tokens);
    v("reward_mode", r.reward_mode);
    v("request_timeout_s", r.request_timeout_s);
    v("step_timeout_s", r.step_timeout_s);
    v("retries", r.retries);
  });
  v.Section("ppo", [&] {
    auto& p = c.ppo;
    v("actor_lr", p.actor_lr);
    v("critic_lr", p.critic_lr);
    v("gamma", p.gamma);
    v("lambda", p.lambda);
    v("clip_low", p.clip_low);
    v("clip_high", p.clip_high);
    v("tis_cap", p.tis_cap);
    v("micro_batch_rows", p.micro_batch_rows);
    v("epochs", p.epochs);
    v("minibatches", p.minibatches);
    v("max_grad_norm", p.max_grad_norm);
    v("target_kl", p.target_kl);
    v("skip_uniform_rewards", p.skip_uniform_rewards);
    v("entropy_coef", p.entropy_coef);
    v("whiten_advantages", p.whiten_advantages);
    v("value_clip", p.value_clip);
    v("weight_decay", p.weight_decay);
    v("adam_beta1", p.adam_beta1);
    v("adam_beta2", p.adam_beta2);
    v("adam_eps", p.adam_eps);
    v("lr_warmup_steps", p.lr_warmup_steps);
    v("gradient_checkpointing", p.gradient_checkpointing);
    v("pack_sequences", p.pack_sequences);
    v("zero_stage", p.zero_stage);
    v("rollout_ranks", p.rollout_ranks);
    v("staleness", p.staleness);
  });
  v.Section("stage1", [&] {
    v("steps", c.stage1.steps);
    v("episodes", c.stage1.episodes);
  });
  v.Section("stage2", [&] {
    v("episodes", c.stage2.episodes);
    v("max_turns", c.stage2.max_turns);
    v("temperature", c.stage2.temperature);
  });
  v.Section("rft", [&] {
    v("epochs", c.rft.epochs);
    v("lr", c.rft.lr);
    v("batch_size", c.rft.batch_size);
    v("max_loop_period", c.rft.max_loop_period);
  });
  v.Section("value_pretrain", [&] {
    v("min_epochs", c.value_pretrain.min_epochs);
    v("max_epochs", c.value_pretrain.max_epochs);
    v("lr", c.value_pretrain.lr);
    v("batch_size", c.value_pretrain.batch_size);
    v("target_ev", c.value_pretrain.target_ev);
    v("lambda", c.value_pretrain.lambda);
    v("holdout_fraction", c.value_pretrain.holdout_fraction);
  });
  v.Section("stage4", [&] {
    v("steps", c.stage4.steps);
    v("episodes", c.stage4.episodes);
    v("max_turns", c.stage4.max_turns);
    v("from_init", c.stage4.from_init);
  });
}

class Reader {
 public:
  Reader(const YAML::Node& root, std::string source) : source_(std::move(source)) {
    stack_.push_back({root, "", {}});
  }

  template <typename T>
  void operator()(const char* key, T& out) {
    Frame& f = stack_.back();
    f.used.insert(key);
    if (!status_.ok()) return;
    const YAML::Node n = f.node[key];
    if (!n.IsDefined() || n.IsNull()) return;
    try {
      if constexpr (std::is_same_v<T, std::vector<std::string>>) {
        if (!n.IsSequence()) return Fail(f.path + key, "must be a list");
      } else if (!n.IsScalar()) {
        return Fail(f.path + key, "must be a scalar");
      }
      out = n.as<T>();
    } catch (const YAML::Exception&) {
      Fail(f.path + key, "has the wrong type");
    }
  }

  void Section(const char* key, const std::function<void()>& body) {
    Frame& f = stack_.back();
    f.used.insert(key);
    if (!status_.ok()) return;
    const YAML::Node n = f.node[key];
    if (!n.IsDefined() || n.IsNull()) return;
    if (!n.IsMap()) return Fail(f.path + key, "must be a map");
    stack_.push_back({n, f.path + key + ".", {}});
    body();
    CheckUnknown();
    stack_.pop_back();
  }

  void CheckUnknown() {
    const Frame& f = stack_.back();
    if (!status_.ok()) return;
    for (const auto& kv : f.node) {
      const std::string k = kv.first.as<std::string>();
      if (!f.used.contains(k)) return Fail(f.path + k, "is not a known key");
    }
  }

  const Status& status() const { return status_; }

 private:
  struct Frame {
    YAML::Node node;
    std::string path;
    std::set<std::string> used;
  };
  void Fail(const std::string& key, const std::string& why) {
    if (status_.ok()) status_ = Status::InvalidArgument(source_ + ": " + key + " " + why);
  }
  std::string source_;
  std::vector<Frame> stack_;
  Status status_;
};

class Writer {
 public:
  template <typename T>
  void operator()(const char* key, const T& value) {
    (*stack_.back())[key] = value;
  }
  void Section(const char* key, const std::function<void()>& body) {
    nlohmann::ordered_json& parent = *stack_.back();
    parent[key] = nlohmann::ordered_json::object();
    stack_.push_back(&parent[key]);
    body();
    stack_.pop_back();
  }
  nlohmann::ordered_json root = nlohmann::ordered_json::object();
  std::vector<nlohmann::ordered_json*> stack_{&root};
};

Status Check(bool ok, const std::string& source, const std::string& what) {
  return ok ? Status::Ok() : Status::InvalidArgument(source + ": " + what);
}

Status Validate(const TrainConfig& c, const std::string& src) {
  const std::vector<std::pair<bool, const char*>> rules = {
      {c.device == "cpu" || c.device == "cuda" || c.device.starts_with("cuda:"),
       "device must be cpu, cuda or cuda:N"},
      {c.dtype == "float32" || c.dtype == "bfloat16", "dtype must be float32 or bfloat16"},
      {c.policy.toy.vocab_size >= 0 && c.policy.toy.rope_theta > 0,
       "policy.toy: vocab_size >= 0, rope_theta > 0"},
      {c.policy.init == "toy" || c.policy.init == "model", "policy.init must be toy or model"},
      {c.policy.init != "model" || !c.policy.model_dir.empty(),
       "policy.model_dir is required with init: model"},
      {!c.rollout.endpoints.empty(), "rollout.endpoints must not be empty"},
      {c.rollout.max_new_tokens >= 1, "rollout.max_new_tokens must be >= 1"},
      {c.rollout.max_context_tokens > c.rollout.max_new_tokens,
       "rollout.max_context_tokens must exceed max_new_tokens"},
      {c.rollout.temperature > 0,
       "rollout.temperature must be > 0 (training needs sampled log-probs)"},
      {c.rollout.top_p > 0 && c.rollout.top_p <= 1, "rollout.top_p must be in (0, 1]"},
      {std::find(reward_mode::kAll.begin(), reward_mode::kAll.end(), c.rollout.reward_mode) !=
           reward_mode::kAll.end(),
       "rollout.reward_mode must be one of the server's reward modes (milestone, speedup, "
       "correctness)"},
      {c.rollout.request_timeout_s > 0 && c.rollout.step_timeout_s > 0,
       "rollout timeouts must be > 0"},
      {c.rollout.retries >= 0, "rollout.retries must be >= 0"},
      {c.rollout.max_batch_rows >= 1 && c.rollout.kv_cache_mib >= 1 &&
           c.rollout.kv_page_tokens >= 1,
       "rollout.max_batch_rows, kv_cache_mib and kv_page_tokens must be >= 1"},
      {c.ppo.actor_lr > 0 && c.ppo.critic_lr > 0, "ppo learning rates must be > 0"},
      {c.ppo.gamma >= 0 && c.ppo.gamma <= 1 && c.ppo.lambda >= 0 && c.ppo.lambda <= 1,
       "ppo.gamma and ppo.lambda must be in [0, 1]"},
      {c.ppo.tis_cap >= 0, "ppo.tis_cap must be >= 0 (0: no importance weights)"},
      {c.ppo.micro_batch_rows >= 0, "ppo.micro_batch_rows must be >= 0 (0: whole mini-batches)"},
      {c.ppo.clip_low >= 0 && c.ppo.clip_low < 1 && c.ppo.clip_high >= 0,
       "ppo clip bounds out of range"},
      {c.ppo.epochs >= 1 && c.ppo.minibatches >= 1, "ppo.epochs and ppo.minibatches must be >= 1"},
      {c.ppo.target_kl >= 0, "ppo.target_kl must be >= 0 (0: off)"},
      {c.ppo.entropy_coef >= 0, "ppo.entropy_coef must be >= 0 (0: off)"},
      {c.ppo.lr_warmup_steps >= 0, "ppo.lr_warmup_steps must be >= 0 (0: none)"},
      {c.ppo.zero_stage == 0 || c.ppo.zero_stage == 2 || c.ppo.zero_stage == 3,
       "ppo.zero_stage must be 0 (whole optimizer state on every rank), 2 (sharded over the "
       "ranks) or 3 (the decoder layers' weights too)"},
      {c.ppo.zero_stage != 3 || c.ppo.gradient_checkpointing,
       "ppo.zero_stage 3 needs ppo.gradient_checkpointing: true (a sharded layer is gathered "
       "again to recompute it in the backward pass)"},
      {c.ppo.rollout_ranks >= 0, "ppo.rollout_ranks must be >= 0 (0: every rank rolls out)"},
      {c.ppo.staleness == 0 || c.ppo.staleness == 1,
       "ppo.staleness must be 0 (sample with the latest weights) or 1 (sample the next batch "
       "while the learners train)"},
      {c.stage1.steps >= 0 && c.stage1.episodes >= 1, "stage1: steps >= 0, episodes >= 1"},
      {c.stage2.episodes >= 1 && c.stage2.max_turns >= 1,
       "stage2: episodes and max_turns must be >= 1"},
      {c.stage2.temperature >= 0, "stage2.temperature must be >= 0 (0: rollout.temperature)"},
      {c.rft.epochs >= 0 && c.rft.lr > 0 && c.rft.batch_size >= 1 && c.rft.max_loop_period >= 1,
       "rft settings out of range"},
      {c.value_pretrain.min_epochs >= 0 &&
           c.value_pretrain.max_epochs >= c.value_pretrain.min_epochs && c.value_pretrain.lr > 0 &&
           c.value_pretrain.batch_size >= 1 && c.value_pretrain.lambda >= 0 &&
           c.value_pretrain.lambda <= 1 && c.value_pretrain.holdout_fraction >= 0 &&
           c.value_pretrain.holdout_fraction < 1,
       "value_pretrain settings out of range"},
      {c.stage4.steps >= 0 && c.stage4.episodes >= 1 && c.stage4.max_turns >= 1,
       "stage4: steps >= 0, episodes and max_turns >= 1"},
  };
  for (const auto& [ok, what] : rules)
    if (Status s = Check(ok, src, what); !s.ok()) return s;
  return Status::Ok();
}

}  // namespace

nlohmann::ordered_json TrainConfig::ToJson() const {
  Writer w;
  Visit(*this, w);
  return w.root;
}

StatusOr<TrainConfig> ParseTrainConfig(const std::string& yaml_text, const std::string& source) {
  YAML::Node root;
  try {
    root = YAML::Load(yaml_text);
  } catch (const YAML::Exception& e) {
    return Status::InvalidArgument(source + ": " + e.what());
  }
  TrainConfig config;
  if (root.IsNull()) return config;
  if (!root.IsMap()) return Status::InvalidArgument(source + ": the top level must be a map");
  Reader r(root, source);
  Visit(config, r);
  r.CheckUnknown();
  if (!r.status().ok()) return r.status();
  if (Status s = Validate(config, source); !s.ok()) return s;
  return config;
}

StatusOr<TrainConfig> LoadTrainConfig(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Status::NotFound("cannot read config " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ParseTrainConfig(ss.str(), path);
}

}  // namespace warpgym::train

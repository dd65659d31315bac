#include "trainer/sampler/sampler.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/DeviceAccelerator.h>
#include <c10/core/Event.h>
#include <c10/core/InferenceMode.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <optional>
#include <tuple>

#include "trainer/model/cudnn_attention_off.h"
#include "trainer/model/device_index.h"

namespace warpgym::sampler {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

Status Validate(const std::vector<std::vector<int64_t>>& prompts, const SamplingParams& p,
                int64_t vocab) {
  if (prompts.empty()) return Status::InvalidArgument("no prompts");
  for (const auto& prompt : prompts) {
    if (prompt.empty()) return Status::InvalidArgument("empty prompt");
    for (int64_t t : prompt)
      if (t < 0 || t >= vocab)
        return Status::InvalidArgument("token " + std::to_string(t) + " outside the vocabulary");
  }
  if (p.max_new_tokens < 1) return Status::InvalidArgument("max_new_tokens must be at least 1");
  if (p.temperature < 0) return Status::InvalidArgument("temperature must be >= 0");
  if (!(p.top_p > 0 && p.top_p <= 1)) return Status::InvalidArgument("top_p must be in (0, 1]");
  if (p.top_k < 0) return Status::InvalidArgument("top_k must be >= 0");
  if (!p.stop_strings.empty() && !p.decode)
    return Status::InvalidArgument("stop_strings need a decode function");
  for (const auto& s : p.stop_sequences)
    if (s.empty()) return Status::InvalidArgument("empty stop sequence");
  return Status::Ok();
}

// Per-row bookkeeping of the generation loop.
class StopChecker {
 public:
  explicit StopChecker(const SamplingParams& p) : p_(p) {
    for (const auto& s : p.stop_strings) max_stop_bytes_ = std::max(max_stop_bytes_, s.size());
  }

  // True when `out` (just extended by one token) must end here.
  bool ShouldStop(const std::vector<int64_t>& out) const {
    const int64_t last = out.back();
    if (std::find(p_.stop_token_ids.begin(), p_.stop_token_ids.end(), last) !=
        p_.stop_token_ids.end())
      return true;
    for (const auto& seq : p_.stop_sequences)
      if (seq.size() <= out.size() && std::equal(seq.rbegin(), seq.rend(), out.rbegin()))
        return true;
    if (p_.stop_strings.empty()) return false;
    // Decode a tail long enough to hold any stop string (a token is at least one byte, a few
    // more for safety) and look for a match that ends inside the last token's text.
    const size_t n = std::min(out.size(), max_stop_bytes_ + 4);
    const std::vector<int64_t> tail(out.end() - static_cast<std::ptrdiff_t>(n), out.end());
    const std::string text = p_.decode(tail);
    const std::string before = p_.decode(std::vector<int64_t>(tail.begin(), tail.end() - 1));
    for (const auto& s : p_.stop_strings) {
      const size_t at = text.rfind(s);
      if (at != std::string::npos && at + s.size() > before.size()) return true;
    }
    return false;
  }

 private:
  const SamplingParams& p_;
  size_t max_stop_bytes_ = 0;
};

// cumsum(-1) of non-negative p [B, V] as B * ceil(V / 1024) short scans plus one scan of their
// totals: a scan along a long last dimension runs one row per thread block (16 rows over the
// 151,936 words of a Qwen vocabulary took 183 us a decode step on an H100). Each block starts at
// the running total its predecessor ended on (the same float), so the result never decreases,
// and it rises exactly where p > 0: an inverse-CDF search still lands on a word of mass.
at::Tensor BlockedCumsum(const at::Tensor& p) {
  constexpr int64_t kBlock = 1024;
  const int64_t B = p.size(0), V = p.size(1);
  if (V <= kBlock) return p.cumsum(-1);
  const int64_t blocks = (V + kBlock - 1) / kBlock;
  at::Tensor local =
      at::constant_pad_nd(p, {0, blocks * kBlock - V}).view({B, blocks, kBlock}).cumsum(-1);
  at::Tensor ends = local.select(-1, kBlock - 1).cumsum(-1);  // [B, blocks], inclusive
  at::Tensor starts = at::constant_pad_nd(ends.narrow(1, 0, blocks - 1), {1, 0});  // exclusive
  return (local + starts.unsqueeze(-1)).view({B, blocks * kBlock}).narrow(1, 0, V).contiguous();
}

// The sampled tokens and log-probs of a decode step, copied to the host. On CUDA the copy goes
// into page-locked memory without waiting, and Wait waits for that step's copy alone; two
// slots, so step s+1's copy may start before step s is read.
class TokenReadback {
 public:
  TokenReadback(c10::Device device, int64_t rows) {
    if (!device.is_cuda()) return;
    stream_.emplace(at::accelerator::getCurrentStream(model::ResolvedIndex(device)));
    for (Slot& slot : slots_) {
      slot.tokens = at::empty({rows}, at::TensorOptions(at::kLong).pinned_memory(true));
      slot.logprobs = at::empty({rows}, at::TensorOptions(at::kFloat).pinned_memory(true));
      slot.ready.emplace(device.type());
    }
  }

  void Start(int64_t step, const at::Tensor& tokens, const at::Tensor& logprobs) {
    Slot& slot = slots_[step % 2];
    if (!stream_) {  // a host tensor already (the CPU computes in order)
      slot.tokens = tokens.to(at::kCPU).contiguous();
      slot.logprobs = logprobs.to(at::kCPU, at::kFloat).contiguous();
      return;
    }
    slot.tokens.copy_(tokens, /*non_blocking=*/true);
    slot.logprobs.copy_(logprobs, /*non_blocking=*/true);
    slot.ready->record(*stream_);
  }

  std::pair<const int64_t*, const float*> Wait(int64_t step) {
    Slot& slot = slots_[step % 2];
    if (slot.ready) slot.ready->synchronize();
    return {slot.tokens.data_ptr<int64_t>(), slot.logprobs.data_ptr<float>()};
  }

 private:
  struct Slot {
    at::Tensor tokens, logprobs;      // [rows]
    std::optional<c10::Event> ready;  // CUDA: recorded after the copies
  };
  std::optional<c10::Stream> stream_;
  Slot slots_[2];
};

}  // namespace

std::pair<at::Tensor, at::Tensor> SampleTokens(const at::Tensor& logits,
                                               const SamplingParams& params,
                                               const at::Tensor& uniforms) {
  at::Tensor z = logits.to(at::kFloat);  // [B, V]
  if (params.temperature == 0) {
    at::Tensor tokens = z.argmax(-1);                                                      // [B]
    at::Tensor logprobs = z.log_softmax(-1).gather(-1, tokens.unsqueeze(-1)).squeeze(-1);  // [B]
    return {tokens, logprobs};
  }
  z = z / params.temperature;
  const at::Tensor all_logprobs = z.log_softmax(-1);  // [B, V], before truncation
  const int64_t V = z.size(-1);
  const bool truncate = (params.top_k > 0 && params.top_k < V) || params.top_p < 1;

  // Work in descending order when truncating (top-k is then a prefix), else in vocabulary order.
  at::Tensor order;
  if (truncate) std::tie(z, order) = z.sort(-1, /*descending=*/true);  // [B, V] each
  if (params.top_k > 0 && params.top_k < V)
    z.narrow(-1, params.top_k, V - params.top_k).fill_(-std::numeric_limits<float>::infinity());
  at::Tensor probs = z.softmax(-1);  // [B, V]
  if (params.top_p < 1) {
    // Keep a token while the mass of the more likely ones is still below top_p.
    at::Tensor mass_before = BlockedCumsum(probs) - probs;
    probs = probs.masked_fill(mass_before >= params.top_p, 0.0);
  }
  // Inverse CDF: the first token whose cumulative mass exceeds u * total.
  at::Tensor cdf = BlockedCumsum(probs);  // [B, V]
  at::Tensor target =
      uniforms.to(cdf.device(), at::kFloat).unsqueeze(-1) * cdf.narrow(-1, V - 1, 1);  // [B, 1]
  at::Tensor picked = at::searchsorted(cdf, target, /*out_int32=*/false, /*right=*/true)
                          .clamp_max(V - 1);                         // [B, 1]
  at::Tensor tokens = truncate ? order.gather(-1, picked) : picked;  // [B, 1]
  if (!truncate) return {tokens.squeeze(-1), all_logprobs.gather(-1, tokens).squeeze(-1)};
  // The truncated distribution's own log-prob: the kept mass renormalised to 1.
  at::Tensor kept = (probs.gather(-1, picked) / cdf.narrow(-1, V - 1, 1)).log();  // [B, 1]
  return {tokens.squeeze(-1), kept.squeeze(-1)};
}

StatusOr<std::vector<Completion>> Sampler::Generate(
    const std::vector<std::vector<int64_t>>& prompts, const SamplingParams& params,
    const std::vector<SequenceKv>* reuse, std::vector<SequenceKv>* keep) {
  if (Status s = Validate(prompts, params, model_.config().vocab_size); !s.ok()) return s;
  if (reuse != nullptr && reuse->size() != prompts.size())
    return Status::InvalidArgument("reuse must hold one entry per prompt");
  const auto layers = static_cast<size_t>(model_.config().num_layers);
  if (reuse != nullptr)
    for (const SequenceKv& kv : *reuse)
      if (kv.length > 0 && (kv.k.size() != layers || kv.v.size() != layers))
        return Status::InvalidArgument("reuse: keys and values of another model");
  c10::InferenceMode inference;
  stats_ = {};
  const auto start = Clock::now();
  const auto device = model_.options().device();
  const auto B = static_cast<int64_t>(prompts.size());
  int64_t prompt_len = 0;  // longest prompt; shorter ones are left-padded to it
  for (const auto& p : prompts)
    prompt_len = std::max<int64_t>(prompt_len, static_cast<int64_t>(p.size()));
  const int64_t total_len = prompt_len + params.max_new_tokens;

  // Prompt ids [B, prompt_len], key mask [B, total_len] (false on padding), positions counting
  // real tokens only, so a padded row sees the same positions as it would alone.
  std::vector<int64_t> flat(static_cast<size_t>(B * prompt_len), 0);
  at::Tensor key_mask = at::ones({B, total_len}, at::kBool);
  bool padded = false;
  for (int64_t b = 0; b < B; ++b) {
    const auto n = static_cast<int64_t>(prompts[b].size());
    std::copy(prompts[b].begin(), prompts[b].end(), flat.begin() + (b + 1) * prompt_len - n);
    if (n < prompt_len) {
      key_mask[b].narrow(0, 0, prompt_len - n).fill_(false);
      padded = true;
    }
    stats_.prefill_tokens += n;
  }
  at::Tensor ids = at::from_blob(flat.data(), {B, prompt_len}, at::kLong).clone();
  at::Tensor positions =
      (key_mask.narrow(1, 0, prompt_len).to(at::kLong).cumsum(1) - 1).clamp_min(0);  // [B, T]
  at::Tensor next_position = positions.select(1, prompt_len - 1).unsqueeze(1) + 1;   // [B, 1]
  ids = ids.to(device);
  key_mask = key_mask.to(device);
  positions = positions.to(device);
  next_position = next_position.to(device);

  // The decode path (see sampler.h). The static one keeps its cache in the StaticDecoder.
  const bool graphed =
      device.is_cuda() && params.cuda_graphs && CudaGraph::Built() && model_.DecodeStepCapturable();
  const bool static_decode = graphed || params.static_decode;
  stats_.static_decode = static_decode;
  stats_.cuda_graph = graphed;
  model::KvCache dynamic_cache;
  model::KvCache* cache = &dynamic_cache;
  if (static_decode) {
    if (decoder_ == nullptr || !decoder_->Serves(model_, B, total_len, graphed)) {
      decoder_.reset();  // free the old cache (and graph) before allocating the new one
      decoder_ = std::make_unique<StaticDecoder>(model_, B, StaticDecoder::CapacityFor(total_len),
                                                 graphed);
    }
    cache = decoder_->ResetCache();
  } else {
    dynamic_cache = model_.NewCache(B, total_len);
  }
  at::Tensor hidden, logits;
  {
    const model::CudnnAttentionOff flash_or_efficient;  // prompts of many lengths
    if (reuse == nullptr) {
      hidden = model_.Forward(ids, positions, cache,
                              padded ? key_mask.narrow(1, 0, prompt_len) : at::Tensor());
      logits = model_.Logits(hidden.narrow(1, prompt_len - 1, 1)).squeeze(1);  // [B, V]
    } else {
      logits = PrefillRows(prompts, *reuse, ids, positions, cache);
    }
  }
  if (static_decode) decoder_->Start(key_mask.narrow(1, 0, prompt_len), next_position);

  // Every step's uniforms drawn at once (the numbers one draw per step would give, in the same
  // order) and moved to the device once, as the float32 SampleTokens takes them, so a step needs
  // nothing from the host.
  auto generator = at::make_generator<at::CPUGeneratorImpl>(params.seed);
  const at::Tensor uniforms =
      at::rand({params.max_new_tokens, B}, generator, at::kDouble).to(device, at::kFloat);
  std::vector<Completion> out(B);
  std::vector<bool> done(B, false);
  int64_t remaining = B;
  StopChecker stops(params);
  TokenReadback readback(device, B);
  // Step s's tokens onto their rows (waiting for their copy); true when every row has ended.
  auto collect = [&](int64_t s) {
    const auto [t, lp] = readback.Wait(s);
    for (int64_t b = 0; b < B; ++b) {
      if (done[b]) continue;
      out[b].tokens.push_back(t[b]);
      out[b].logprobs.push_back(lp[b]);
      if (stops.ShouldStop(out[b].tokens)) {
        out[b].finish = FinishReason::kStop;
        done[b] = true;
        --remaining;
      }
    }
    return remaining == 0;
  };
  auto [tokens, logprobs] = SampleTokens(logits, params, uniforms[0]);
  readback.Start(0, tokens, logprobs);
  bool finished = collect(0);
  stats_.prefill_seconds = Seconds(start);
  auto decode_start = Clock::now();
  if (!finished && params.max_new_tokens > 1 && static_decode) {
    // The capture (when still to do) stays outside the decode timing.
    try {
      if (decoder_->Prepare()) stats_.capture_seconds = Seconds(decode_start);
    } catch (const c10::Error& e) {
      decoder_.reset();
      return Status::Internal(
          std::string("CUDA graph capture of the decode step failed (SamplingParams::"
                      "cuda_graphs = false avoids it): ") +
          e.what_without_backtrace());
    }
    decode_start = Clock::now();
  }
  // Step s feeds step s-1's tokens back and samples its own. The host reads step s-1's tokens
  // while the device runs step s, so the device never waits for the host; the price is one step
  // past the end, whose tokens are dropped. Finished rows keep decoding (their tokens are
  // ignored) so the batch keeps its shape.
  int64_t last = 0;  // the last step sampled
  for (int64_t s = 1; s < params.max_new_tokens && !finished; ++s) {
    if (static_decode) {
      logits = decoder_->Step(tokens);  // [B, V], the decoder's buffer
    } else {
      hidden = model_.Forward(tokens.unsqueeze(1), next_position, cache,
                              padded ? key_mask.narrow(1, 0, cache->length + 1) : at::Tensor());
      logits = model_.Logits(hidden).squeeze(1);  // [B, V]
      next_position = next_position + 1;
    }
    ++stats_.decode_steps;
    std::tie(tokens, logprobs) = SampleTokens(logits, params, uniforms[s]);
    readback.Start(s, tokens, logprobs);
    last = s;
    if (s >= 2) finished = collect(s - 1);
  }
  if (!finished && last >= 1) collect(last);
  stats_.decode_seconds = Seconds(decode_start);
  if (keep != nullptr) {
    // Row b's tokens sit at [prompt_len - n, prompt_len + fed): its prompt, then the generated
    // tokens fed back (all but the last of a row that ran to the final step).
    keep->assign(static_cast<size_t>(B), SequenceKv{});
    for (int64_t b = 0; b < B; ++b) {
      const auto n = static_cast<int64_t>(prompts[b].size());
      const int64_t fed =
          std::min<int64_t>(stats_.decode_steps, static_cast<int64_t>(out[b].tokens.size()));
      SequenceKv& kv = (*keep)[b];
      kv.length = n + fed;
      for (size_t l = 0; l < layers; ++l) {
        kv.k.push_back(cache->k[l][b].narrow(1, prompt_len - n, kv.length).clone());
        kv.v.push_back(cache->v[l][b].narrow(1, prompt_len - n, kv.length).clone());
      }
    }
  }
  return out;
}

at::Tensor Sampler::PrefillRows(const std::vector<std::vector<int64_t>>& prompts,
                                const std::vector<SequenceKv>& reuse, const at::Tensor& ids,
                                const at::Tensor& positions, model::KvCache* cache) {
  const int64_t prompt_len = ids.size(1);
  std::vector<at::Tensor> logits;
  std::vector<model::KvCache> rows;  // each row's slice of the batch cache, once prefilled
  for (size_t b = 0; b < prompts.size(); ++b) {
    const auto n = static_cast<int64_t>(prompts[b].size());
    const int64_t start = prompt_len - n;  // left padding before the row's first token
    const int64_t r = std::clamp<int64_t>(reuse[b].length, 0, n - 1);
    // The longest first tokens this row shares with a row prefilled before it (the same system
    // prompt and skill text start every first turn): their keys and values are copied from
    // there when that covers more than the row's own kept ones. Causal attention makes a
    // position's keys and values depend on the tokens up to it alone.
    int64_t shared = 0;
    size_t from = 0;
    for (size_t a = 0; a < b; ++a) {
      const auto [mine, theirs] =
          std::mismatch(prompts[b].begin(), prompts[b].end(), prompts[a].begin(), prompts[a].end());
      const auto common = static_cast<int64_t>(mine - prompts[b].begin());
      if (common > shared) {
        shared = common;
        from = a;
      }
    }
    shared = std::min(shared, n - 1);  // the last token is computed: its logits start the answer
    const bool copy_shared = shared > r;
    const int64_t known = copy_shared ? shared : r;
    // The row's slice of the batch cache from its first real token on (views: the prefill
    // writes into the batch's storage). The left padding lies outside the view, so the forward
    // needs no key mask: a fresh prompt is plain causal attention (the flash kernel) instead of
    // a masked one over [n, n] (the memory-efficient kernel with repeated heads).
    model::KvCache row;
    const int64_t capacity = cache->capacity() - start;
    for (size_t l = 0; l < cache->k.size(); ++l) {
      row.k.push_back(cache->k[l].narrow(0, static_cast<int64_t>(b), 1).narrow(2, start, capacity));
      row.v.push_back(cache->v[l].narrow(0, static_cast<int64_t>(b), 1).narrow(2, start, capacity));
      if (copy_shared) {
        row.k[l].narrow(2, 0, known).copy_(rows[from].k[l].narrow(2, 0, known));
        row.v[l].narrow(2, 0, known).copy_(rows[from].v[l].narrow(2, 0, known));
      } else if (r > 0) {
        row.k[l].narrow(2, 0, r).copy_(reuse[b].k[l].narrow(1, 0, r).unsqueeze(0));
        row.v[l].narrow(2, 0, r).copy_(reuse[b].v[l].narrow(1, 0, r).unsqueeze(0));
      }
    }
    row.length = known;
    const auto bi = static_cast<int64_t>(b);
    at::Tensor hidden =
        model_.Forward(ids.narrow(0, bi, 1).narrow(1, start + known, n - known),
                       positions.narrow(0, bi, 1).narrow(1, start + known, n - known),
                       &row);  // [1, n - known, C]
    logits.push_back(model_.Logits(hidden.narrow(1, n - known - 1, 1)).squeeze(1));  // [1, V]
    // Counted whole with the batch: only n - known were computed.
    stats_.prefill_tokens -= known;
    (copy_shared ? stats_.shared_tokens : stats_.reused_tokens) += known;
    rows.push_back(std::move(row));
  }
  cache->length = prompt_len;
  return at::cat(logits, 0);  // [B, V]
}

}  // namespace warpgym::sampler

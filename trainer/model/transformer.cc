// The forward pass, in build order: RMSNorm -> attention (rotary, GQA, SDPA) -> MLP -> layers ->
// logits / values. See transformer.h for the shape legend.
#include "trainer/model/transformer.h"

#include <ATen/autocast_mode.h>
#include <ATen/core/grad_mode.h>
#include <c10/core/GradMode.h>

#include <array>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <limits>

#include "trainer/model/checkpointed_layer.h"
#include "trainer/model/layer_source.h"

namespace warpgym::model {
namespace {

at::Tensor Linear(const at::Tensor& x, const at::Tensor& w, const at::Tensor& b) {
  return at::linear(x, w, b.defined() ? std::optional<at::Tensor>(b) : std::nullopt);
}

// Calls fn(name, tensor) for every parameter slot of the model, in checkpoint order; undefined
// slots (absent biases, a tied lm_head, no value head) are skipped.
using ParamFn = std::function<void(const std::string&, at::Tensor&)>;

void ForEachSlot(at::Tensor& embed, std::vector<LayerWeights>& layers, at::Tensor& final_norm,
                 at::Tensor& lm_head, at::Tensor& value_w, at::Tensor& value_b, const ParamFn& fn) {
  auto visit = [&](const std::string& name, at::Tensor& t) {
    if (t.defined()) fn(name, t);
  };
  visit("model.embed_tokens.weight", embed);
  for (size_t i = 0; i < layers.size(); ++i) {
    LayerWeights& w = layers[i];
    const std::string p = "model.layers." + std::to_string(i) + ".";
    visit(p + "input_layernorm.weight", w.input_norm);
    visit(p + "self_attn.q_proj.weight", w.q_w);
    visit(p + "self_attn.q_proj.bias", w.q_b);
    visit(p + "self_attn.k_proj.weight", w.k_w);
    visit(p + "self_attn.k_proj.bias", w.k_b);
    visit(p + "self_attn.v_proj.weight", w.v_w);
    visit(p + "self_attn.v_proj.bias", w.v_b);
    visit(p + "self_attn.o_proj.weight", w.o_w);
    visit(p + "self_attn.o_proj.bias", w.o_b);
    visit(p + "post_attention_layernorm.weight", w.post_norm);
    visit(p + "mlp.gate_proj.weight", w.gate_w);
    visit(p + "mlp.gate_proj.bias", w.gate_b);
    visit(p + "mlp.up_proj.weight", w.up_w);
    visit(p + "mlp.up_proj.bias", w.up_b);
    visit(p + "mlp.down_proj.weight", w.down_w);
    visit(p + "mlp.down_proj.bias", w.down_b);
  }
  visit("model.norm.weight", final_norm);
  visit("lm_head.weight", lm_head);
  visit("value_head.weight", value_w);
  visit("value_head.bias", value_b);
}

// The 16 slots of a layer, in checkpoint order.
template <typename Weights>
auto Slots(Weights& w) {
  return std::array{&w.input_norm, &w.q_w,  &w.q_b,    &w.k_w,       &w.k_b,    &w.v_w,
                    &w.v_b,        &w.o_w,  &w.o_b,    &w.post_norm, &w.gate_w, &w.gate_b,
                    &w.up_w,       &w.up_b, &w.down_w, &w.down_b};
}

// float16 and bfloat16: the dtypes attention kernels take (and whose scores need float32).
bool HalfPrecision(at::ScalarType t) {
  return t == at::kHalf || t == at::kBFloat16;
}

// A boolean attention mask as the additive one attention applies (0 where allowed, -inf
// elsewhere), made once per decode step rather than converted again in every layer.
at::Tensor AdditiveMask(const at::Tensor& allowed, at::ScalarType dtype) {
  return at::zeros(allowed.sizes(), allowed.options().dtype(dtype))
      .masked_fill_(allowed.logical_not(), -std::numeric_limits<double>::infinity());
}

}  // namespace

std::vector<at::Tensor> LayerWeights::Defined() const {
  std::vector<at::Tensor> out;
  for (const at::Tensor* t : Slots(*this))
    if (t->defined()) out.push_back(*t);
  return out;
}

LayerWeights LayerWeights::With(const std::vector<at::Tensor>& tensors) const {
  LayerWeights w = *this;
  w.qkv_w = w.qkv_b = w.gate_up_w = w.gate_up_b = at::Tensor();
  size_t next = 0;
  for (at::Tensor* t : Slots(w))
    if (t->defined()) {
      TORCH_CHECK(next < tensors.size(), "LayerWeights::With: too few tensors");
      *t = tensors[next++];
    }
  TORCH_CHECK(next == tensors.size(), "LayerWeights::With: ", tensors.size(), " tensors for ", next,
              " slots");
  return w;
}

Transformer::Transformer(const ModelConfig& config, at::TensorOptions options, bool value_head,
                         Init init)
    : config_(config), rotary_(config), inv_freq_(rotary_.inv_freq().to(options.device())) {
  const int64_t V = config.vocab_size, C = config.hidden_size, F = config.intermediate_size;
  const int64_t H = config.num_heads, K = config.num_kv_heads, D = config.head_dim;
  constexpr double kStd = 0.02;
  auto matrix = [&](int64_t rows, int64_t cols) {
    return init == Init::kRandom ? at::randn({rows, cols}, options) * kStd
                                 : at::empty({rows, cols}, options);
  };
  auto zeros = [&](int64_t n, bool on) { return on ? at::zeros({n}, options) : at::Tensor(); };
  auto ones = [&](int64_t n) { return at::ones({n}, options); };

  embed_ = matrix(V, C);
  for (int64_t i = 0; i < config.num_layers; ++i) {
    LayerWeights w;
    w.input_norm = ones(C);
    w.q_w = matrix(H * D, C), w.q_b = zeros(H * D, config.qkv_bias);
    w.k_w = matrix(K * D, C), w.k_b = zeros(K * D, config.qkv_bias);
    w.v_w = matrix(K * D, C), w.v_b = zeros(K * D, config.qkv_bias);
    w.o_w = matrix(C, H * D), w.o_b = zeros(C, config.o_bias);
    w.post_norm = ones(C);
    w.gate_w = matrix(F, C), w.gate_b = zeros(F, config.mlp_bias);
    w.up_w = matrix(F, C), w.up_b = zeros(F, config.mlp_bias);
    w.down_w = matrix(C, F), w.down_b = zeros(C, config.mlp_bias);
    layers_.push_back(std::move(w));
  }
  final_norm_ = ones(C);
  if (!config.tie_word_embeddings) lm_head_ = matrix(V, C);
  if (value_head) {
    value_w_ = matrix(1, C);
    value_b_ = at::zeros({1}, options);
  }
}

std::vector<std::pair<std::string, at::Tensor>> Transformer::NamedParameters() const {
  std::vector<std::pair<std::string, at::Tensor>> out;
  auto* self = const_cast<Transformer*>(this);  // the slots are only read here
  ForEachSlot(self->embed_, self->layers_, self->final_norm_, self->lm_head_, self->value_w_,
              self->value_b_,
              [&](const std::string& name, at::Tensor& t) { out.emplace_back(name, t); });
  return out;
}

void Transformer::To(at::TensorOptions options) {
  const bool fused = !layers_.empty() && layers_.front().qkv_w.defined();
  for (LayerWeights& w : layers_) w.qkv_w = w.qkv_b = w.gate_up_w = w.gate_up_b = at::Tensor();
  ForEachSlot(embed_, layers_, final_norm_, lm_head_, value_w_, value_b_,
              [&](const std::string&, at::Tensor& t) { t = t.to(options); });
  inv_freq_ = inv_freq_.to(embed_.device());  // stays float32
  if (fused) FuseProjections();
}

void Transformer::FuseProjections() {
  TORCH_CHECK(layer_source_ == nullptr, "FuseProjections: the layers come from a layer source");
  // One matrix for `parts` stacked by rows; each part becomes its row-slice.
  auto stack = [](std::initializer_list<at::Tensor*> parts) {
    std::vector<at::Tensor> tensors;
    for (at::Tensor* p : parts) tensors.push_back(*p);
    at::Tensor whole = at::cat(tensors, 0);
    int64_t row = 0;
    for (at::Tensor* p : parts) {
      const int64_t n = p->size(0);
      *p = whole.narrow(0, row, n);
      row += n;
    }
    return whole;
  };
  at::NoGradGuard no_grad;
  for (LayerWeights& w : layers_) {
    if (w.qkv_w.defined()) continue;
    w.qkv_w = stack({&w.q_w, &w.k_w, &w.v_w});
    if (w.q_b.defined()) w.qkv_b = stack({&w.q_b, &w.k_b, &w.v_b});
    w.gate_up_w = stack({&w.gate_w, &w.up_w});
    if (w.gate_b.defined()) w.gate_up_b = stack({&w.gate_b, &w.up_b});
  }
}

KvCache Transformer::NewCache(int64_t batch, int64_t max_len) const {
  KvCache cache;
  for (int64_t i = 0; i < config_.num_layers; ++i) {
    cache.k.push_back(
        at::zeros({batch, config_.num_kv_heads, max_len, config_.head_dim}, options()));
    cache.v.push_back(
        at::zeros({batch, config_.num_kv_heads, max_len, config_.head_dim}, options()));
  }
  return cache;
}

// --- layers ----------------------------------------------------------------------------------

// RMSNorm: x / sqrt(mean(x^2) + eps) in float32, cast back, times the weight.
at::Tensor Transformer::RmsNorm(const at::Tensor& x, const at::Tensor& weight) const {
  // On a GPU: one fused kernel instead of eight, and one fused backward kernel when learning
  // (the same float32 statistics; the weight is applied before the one rounding to x's type
  // instead of after it, which for the learner's float32 residual stream is no rounding at all).
  // Under autocast only in float32: autocast does not cast this op's inputs.
  if (x.is_cuda() && x.scalar_type() == weight.scalar_type() &&
      (x.scalar_type() == at::kFloat || !at::autocast::is_autocast_enabled(at::kCUDA)))
    return std::get<0>(at::_fused_rms_norm(x, {x.size(-1)}, weight, config_.rms_norm_eps));
  at::Tensor x32 = x.to(at::kFloat);
  at::Tensor variance = x32.pow(2).mean(-1, /*keepdim=*/true);  // [B, T, 1]
  return weight * (x32 * at::rsqrt(variance + config_.rms_norm_eps)).to(x.scalar_type());
}

std::tuple<at::Tensor, at::Tensor, at::Tensor> Transformer::Qkv(const LayerWeights& w,
                                                                const at::Tensor& x,
                                                                const at::Tensor& cos,
                                                                const at::Tensor& sin) const {
  const int64_t B = x.size(0), T = x.size(1);
  const int64_t H = config_.num_heads, K = config_.num_kv_heads, D = config_.head_dim;
  if (w.qkv_w.defined()) {
    at::Tensor qkv = Linear(x, w.qkv_w, w.qkv_b).view({B, T, H + 2 * K, D});
    at::Tensor qk = Rotary::Apply(qkv.narrow(2, 0, H + K).transpose(1, 2), cos, sin);
    return {qk.narrow(1, 0, H), qk.narrow(1, H, K), qkv.narrow(2, H + K, K).transpose(1, 2)};
  }
  at::Tensor q = Linear(x, w.q_w, w.q_b).view({B, T, H, D}).transpose(1, 2);  // [B, H, T, D]
  at::Tensor k = Linear(x, w.k_w, w.k_b).view({B, T, K, D}).transpose(1, 2);  // [B, K, T, D]
  at::Tensor v = Linear(x, w.v_w, w.v_b).view({B, T, K, D}).transpose(1, 2);  // [B, K, T, D]
  return {Rotary::Apply(q, cos, sin), Rotary::Apply(k, cos, sin), v};
}

at::Tensor Transformer::Attention(const LayerWeights& w, int64_t layer, const at::Tensor& x,
                                  const at::Tensor& cos, const at::Tensor& sin, KvCache* cache,
                                  const std::optional<at::Tensor>& mask, bool is_causal) const {
  const int64_t B = x.size(0), T = x.size(1);
  const int64_t H = config_.num_heads, K = config_.num_kv_heads, D = config_.head_dim;
  auto [q, k, v] = Qkv(w, x, cos, sin);
  if (cache != nullptr) {
    const int64_t P = cache->length;
    cache->k[layer].narrow(2, P, T).copy_(k);
    cache->v[layer].narrow(2, P, T).copy_(v);
    k = cache->k[layer].narrow(2, 0, P + T);  // [B, K, S, D]
    v = cache->v[layer].narrow(2, 0, P + T);  // [B, K, S, D]
  }
  // softmax(q k^T / sqrt(D) + mask) v, each group of H/K query heads sharing one key/value head.
  // On CUDA the flash kernel shares the heads itself but takes neither a mask nor float32; with a
  // mask (padding) or in float32 the memory-efficient kernel runs, which needs the heads repeated.
  // Else SDPA falls back to its math path, whose [B, H, T, S] scores the backward pass keeps for
  // every layer (a 11k-token float32 trajectory of a 0.5B model ran out of 140 GiB that way).
  // Under bfloat16 autocast (the learner's mixed precision) x is float32 but SDPA runs in bfloat16.
  const bool flash_dtype = HalfPrecision(x.scalar_type()) ||
                           (at::autocast::is_autocast_enabled(x.device().type()) &&
                            HalfPrecision(at::autocast::get_autocast_dtype(x.device().type())));
  bool share_heads = H != K;
  if (share_heads && x.is_cuda() && (mask.has_value() || !flash_dtype)) {
    k = k.repeat_interleave(H / K, 1);  // [B, H, S, D]
    v = v.repeat_interleave(H / K, 1);  // [B, H, S, D]
    share_heads = false;
  }
  at::Tensor y =
      at::scaled_dot_product_attention(q, k, v, mask, /*dropout_p=*/0.0, is_causal,
                                       /*scale=*/std::nullopt, share_heads);  // [B, H, T, D]
  y = y.transpose(1, 2).reshape({B, T, H * D});                               // [B, T, H*D]
  return Linear(y, w.o_w, w.o_b);                                             // [B, T, C]
}

// The G = H/K query heads sharing a key/value head become G queries of that head
// (q [B, K, G, D]), so no K/V is repeated and the mask applies with every head count.
//
// Over a contiguous cache (the static decoder's) the attention is two batched products, scores
// in float32: an attention kernel tiled by queries gives a decode step's G queries one thread
// block per (row, head), each walking every key alone (32 blocks at batch 16 took 224 us a
// layer on an H100), where the products spread the key length over the whole GPU. The paged
// decoder's gathered keys are a strided view; SDPA takes those as they are.
at::Tensor Transformer::GroupedDecodeAttention(const LayerWeights& w, const at::Tensor& q,
                                               const at::Tensor& keys, const at::Tensor& values,
                                               const at::Tensor& allowed) const {
  const int64_t B = q.size(0), S = keys.size(2);
  const int64_t H = config_.num_heads, K = config_.num_kv_heads, D = config_.head_dim;
  const int64_t G = H / K;
  at::Tensor grouped = q.reshape({B, K, G, D});  // head h = kv head h / G, as enable_gqa
  const bool low = HalfPrecision(keys.scalar_type());
  at::Tensor y;  // [B, K, G, D]
  if (keys.is_contiguous() && values.is_contiguous() && (keys.is_cuda() || !low)) {
    const at::Tensor q3 = grouped.reshape({B * K, G, D});
    const at::Tensor k3 = keys.view({B * K, S, D}).transpose(1, 2);           // [B*K, D, S]
    at::Tensor scores = low ? at::bmm(q3, k3, at::kFloat) : at::bmm(q3, k3);  // [B*K, G, S]
    scores = scores.view({B, K, G, S}).mul_(1.0 / std::sqrt(static_cast<double>(D))).add_(allowed);
    const at::Tensor p = at::softmax(scores, -1).to(values.scalar_type()).view({B * K, G, S});
    y = at::bmm(p, values.view({B * K, S, D})).view({B, K, G, D});
  } else {
    y = at::scaled_dot_product_attention(grouped, keys, values, allowed);
  }
  return Linear(y.reshape({B, 1, H * D}), w.o_w, w.o_b);  // [B, 1, C]
}

// SwiGLU: down(silu(gate(x)) * up(x)).
at::Tensor Transformer::Mlp(const LayerWeights& w, const at::Tensor& x) const {
  if (w.gate_up_w.defined()) {
    const int64_t F = w.gate_w.size(0);
    at::Tensor gate_up = Linear(x, w.gate_up_w, w.gate_up_b);  // [B, T, 2F]
    return Linear(at::silu(gate_up.narrow(-1, 0, F)) * gate_up.narrow(-1, F, F), w.down_w,
                  w.down_b);  // [B, T, C]
  }
  at::Tensor gate = at::silu(Linear(x, w.gate_w, w.gate_b));  // [B, T, F]
  at::Tensor up = Linear(x, w.up_w, w.up_b);                  // [B, T, F]
  return Linear(gate * up, w.down_w, w.down_b);               // [B, T, C]
}

// --- model -----------------------------------------------------------------------------------

at::Tensor Transformer::Forward(const at::Tensor& ids, const at::Tensor& positions, KvCache* cache,
                                const at::Tensor& key_mask, const at::Tensor& segment_ids) const {
  const int64_t T = ids.size(1);
  const int64_t P = cache != nullptr ? cache->length : 0, S = P + T;
  TORCH_CHECK(cache == nullptr || S <= cache->capacity(), "KV cache full: ", S, " > ",
              cache->capacity());
  TORCH_CHECK(!key_mask.defined() || key_mask.size(1) == S, "key_mask must be [B, ", S, "]");

  // Which keys each query sees. The common cases need no mask tensor: a fresh unpadded prompt is
  // plain causal, and one new token sees every cached key.
  TORCH_CHECK(!segment_ids.defined() || (cache == nullptr && !key_mask.defined()),
              "segment_ids go without a cache and a key_mask");
  std::optional<at::Tensor> mask;
  bool is_causal = false;
  if (segment_ids.defined()) {
    at::Tensor pos = at::arange(T, ids.options().dtype(at::kLong));
    at::Tensor causal = (pos.unsqueeze(0) <= pos.unsqueeze(1)).unsqueeze(0);  // [1, T, T]
    at::Tensor same = segment_ids.unsqueeze(2) == segment_ids.unsqueeze(1);   // [B, T, T]
    mask = causal.logical_and(same).unsqueeze(1);                             // [B, 1, T, T]
  } else if (!key_mask.defined() && P == 0) {
    is_causal = T > 1;
  } else if (key_mask.defined() || T > 1) {
    at::Tensor q_pos = at::arange(P, S, ids.options().dtype(at::kLong)).unsqueeze(1);  // [T, 1]
    at::Tensor k_pos = at::arange(0, S, ids.options().dtype(at::kLong)).unsqueeze(0);  // [1, S]
    at::Tensor allowed = (k_pos <= q_pos).unsqueeze(0);                                // [1, T, S]
    if (key_mask.defined()) {
      allowed = allowed.logical_and(key_mask.to(at::kBool).unsqueeze(1));  // [B, T, S]
      // A padding query would see no key at all (softmax of nothing = NaN); let it see itself.
      allowed = allowed.logical_or((k_pos == q_pos).unsqueeze(0));
    }
    mask = allowed.unsqueeze(1);  // [B or 1, 1, T, S]
  }

  const bool checkpoint = checkpoint_layers_ && cache == nullptr && c10::GradMode::is_enabled();
  TORCH_CHECK(layer_source_ == nullptr ||
                  (cache == nullptr && (checkpoint || !c10::GradMode::is_enabled())),
              "a model whose layers come from a layer source runs without a KV cache, and under "
              "grad mode only with gradient checkpointing");
  at::Tensor h = at::embedding(embed_, ids);                     // [B, T, C]
  auto [cos, sin] = rotary_.CosSin(positions, h.scalar_type());  // [B, 1, T, D] each
  for (size_t i = 0; i < layers_.size(); ++i) {
    const auto layer = static_cast<int64_t>(i);
    h = checkpoint ? CheckpointedLayer(*this, layer, h, cos, sin, mask, is_causal)
                   : Layer(layer, h, cos, sin, mask, is_causal, cache);
  }
  if (cache != nullptr) cache->length = S;
  return RmsNorm(h, final_norm_);  // [B, T, C]
}

at::Tensor Transformer::Layer(int64_t i, const at::Tensor& h, const at::Tensor& cos,
                              const at::Tensor& sin, const std::optional<at::Tensor>& mask,
                              bool is_causal, KvCache* cache) const {
  if (layer_source_ != nullptr)
    return Layer(layer_source_->Weights(i), i, h, cos, sin, mask, is_causal, cache);
  return Layer(layers_[static_cast<size_t>(i)], i, h, cos, sin, mask, is_causal, cache);
}

at::Tensor Transformer::Layer(const LayerWeights& w, int64_t i, const at::Tensor& h,
                              const at::Tensor& cos, const at::Tensor& sin,
                              const std::optional<at::Tensor>& mask, bool is_causal,
                              KvCache* cache) const {
  at::Tensor x = h + Attention(w, i, RmsNorm(h, w.input_norm), cos, sin, cache, mask, is_causal);
  return x + Mlp(w, RmsNorm(x, w.post_norm));
}

std::vector<at::Tensor> Transformer::LayerParameters(int64_t i) const {
  return layers_[static_cast<size_t>(i)].Defined();
}

Transformer Transformer::WithLayers(std::vector<LayerWeights> layers) const {
  TORCH_CHECK(layers.size() == layers_.size(), "WithLayers: ", layers.size(), " layers for ",
              layers_.size());
  Transformer copy = *this;
  copy.layers_ = std::move(layers);
  copy.layer_source_.reset();
  return copy;
}

void Transformer::set_layer_source(std::shared_ptr<LayerSource> source) {
  for (LayerWeights& w : layers_)
    for (at::Tensor* t : Slots(w))
      if (t->defined()) *t = at::empty(t->sizes(), t->options().device(at::kMeta));
  layer_source_ = std::move(source);
}

void Transformer::DecodeStep(const DecodeInputs& in, KvCache* cache, at::Tensor& logits) const {
  const int64_t B = in.ids.size(0), N = cache->capacity();
  TORCH_CHECK(in.ids.dim() == 2 && in.ids.size(1) == 1,
              "DecodeStep feeds one token per row: ids must be [B, 1]");
  TORCH_CHECK(cache->batch() == B && in.key_mask.sizes() == at::IntArrayRef({B, N}),
              "key_mask must be [", B, ", ", N, "] (the cache's slots)");
  TORCH_CHECK(logits.sizes() == at::IntArrayRef({B, config_.vocab_size}), "logits must be [B, V]");

  // Keys each row sees: its real tokens up to and including the one written now. The new token
  // is real, so no row is left without a key.
  at::Tensor slots = at::arange(N, in.slot.options());  // [N]
  at::Tensor allowed = AdditiveMask(in.key_mask.logical_and(slots.le(in.slot)).view({B, 1, 1, N}),
                                    embed_.scalar_type());  // [B, 1, 1, N]
  DecodeLayers(
      in.ids, in.positions,
      [&](const LayerWeights& w, int64_t layer, const at::Tensor& x, const at::Tensor& cos,
          const at::Tensor& sin) {
        auto [q, k, v] = Qkv(w, x, cos, sin);        // q [B, H, 1, D], k/v [B, K, 1, D]
        cache->k[layer].index_copy_(2, in.slot, k);  // the slot comes from the device
        cache->v[layer].index_copy_(2, in.slot, v);
        return GroupedDecodeAttention(w, q, cache->k[layer], cache->v[layer], allowed);
      },
      logits);
}

void Transformer::PagedDecodeStep(const PagedDecodeInputs& in, KvPagePool* pool,
                                  at::Tensor& logits) const {
  const int64_t B = in.ids.size(0), M = in.page_table.size(1), page = pool->page_size();
  const int64_t S = M * page, K = config_.num_kv_heads, D = config_.head_dim;
  TORCH_CHECK(in.ids.dim() == 2 && in.ids.size(1) == 1 && in.page_table.size(0) == B &&
                  in.lengths.sizes() == at::IntArrayRef({B}),
              "PagedDecodeStep: ids [B, 1], page_table [B, M], lengths [B]");
  TORCH_CHECK(logits.sizes() == at::IntArrayRef({B, config_.vocab_size}), "logits must be [B, V]");
  // Each row's M pages as S slots in token order; the new token's slot; the keys it sees.
  at::Tensor offsets = at::arange(page, in.page_table.options());
  at::Tensor slots = (in.page_table.unsqueeze(2) * page + offsets).view({B * S});  // [B * S]
  at::Tensor last = (in.lengths - 1).unsqueeze(1);                                 // [B, 1]
  at::Tensor write = slots.view({B, S}).gather(1, last).squeeze(1);                // [B]
  at::Tensor allowed = AdditiveMask(at::arange(S, in.lengths.options())
                                        .unsqueeze(0)
                                        .lt(in.lengths.unsqueeze(1))
                                        .view({B, 1, 1, S}),
                                    embed_.scalar_type());  // [B, 1, 1, S]
  DecodeLayers(
      in.ids, in.positions,
      [&](const LayerWeights& w, int64_t layer, const at::Tensor& x, const at::Tensor& cos,
          const at::Tensor& sin) {
        auto [q, k, v] = Qkv(w, x, cos, sin);  // q [B, H, 1, D], k/v [B, K, 1, D]
        const auto l = static_cast<size_t>(layer);
        pool->k[l].index_copy_(0, write, k.squeeze(2));  // [B, K, D]
        pool->v[l].index_copy_(0, write, v.squeeze(2));
        at::Tensor keys = pool->k[l].index_select(0, slots).view({B, S, K, D}).transpose(1, 2);
        at::Tensor values = pool->v[l].index_select(0, slots).view({B, S, K, D}).transpose(1, 2);
        return GroupedDecodeAttention(w, q, keys, values, allowed);
      },
      logits);
}

void Transformer::DecodeLayers(const at::Tensor& ids, const at::Tensor& positions,
                               const DecodeAttend& attend, at::Tensor& logits) const {
  TORCH_CHECK(layer_source_ == nullptr,
              "a model whose layers come from a layer source does not decode: sample from a whole "
              "copy");
  at::Tensor h = at::embedding(embed_, ids);  // [B, 1, C]
  auto [cos, sin] = rotary_.data_dependent()
                        ? rotary_.CosSin(positions, h.scalar_type())
                        : rotary_.CosSin(positions, inv_freq_, h.scalar_type());
  for (size_t i = 0; i < layers_.size(); ++i) {
    const LayerWeights& w = layers_[i];
    h = h + attend(w, static_cast<int64_t>(i), RmsNorm(h, w.input_norm), cos, sin);
    h = h + Mlp(w, RmsNorm(h, w.post_norm));
  }
  at::linear_out(logits, RmsNorm(h, final_norm_).squeeze(1),
                 lm_head_.defined() ? lm_head_ : embed_);  // [B, V]
}

at::Tensor Transformer::Logits(const at::Tensor& hidden) const {
  return at::linear(hidden, Head());  // [B, T, V]
}

at::Tensor Transformer::Values(const at::Tensor& hidden) const {
  TORCH_CHECK(value_w_.defined(), "model has no value head");
  return at::linear(hidden, value_w_, value_b_).squeeze(-1);  // [B, T]
}

}  // namespace warpgym::model

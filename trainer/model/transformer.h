// Transformer: the decoder-only model of the Qwen2 / Llama family on LibTorch.
//
// Shapes: B batch, T new tokens, P cached positions, S = P + T key length, C hidden size,
// H query heads, K key/value heads, D head dim, F MLP size, V vocabulary, L layers.
//
//   h = embed_tokens[ids]                                   [B, T, C]
//   each layer:  h = h + o_proj(attention(rope(q), rope(k), v))   (input_layernorm before q/k/v)
//                h = h + down(silu(gate(x)) * up(x)),  x = post_attention_layernorm(h)
//   logits = lm_head(norm(h))   (lm_head = embed_tokens when tie_word_embeddings)
//   values = value_head(norm(h))  (optional critic head, [B, T])
//
// Parameters carry their Hugging Face names ("model.layers.3.self_attn.q_proj.weight", ...), so
// checkpoints round-trip name for name; the value head ("value_head.weight" [1, C],
// "value_head.bias" [1]) is not part of the Hugging Face model and is saved beside it.
// Attention is at::scaled_dot_product_attention with grouped-query heads, except a decode step
// over the static cache: two batched products with float32 scores. The model is a value:
// copying shares the tensors (like at::Tensor). Forward is not thread-safe on one KvCache.
#pragma once

#include <ATen/ATen.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "trainer/model/config.h"
#include "trainer/model/kv_cache.h"
#include "trainer/model/kv_page_pool.h"
#include "trainer/model/rope.h"

namespace warpgym::model {

// The inputs of Transformer::DecodeStep, on the model's device. The step only reads them, so a
// caller that updates them in place between steps keeps every address fixed, as a captured CUDA
// graph needs.
struct DecodeInputs {
  at::Tensor ids;        // [B, 1] int64: the token each row feeds
  at::Tensor positions;  // [B, 1] int64: its rotary position
  at::Tensor slot;  // [1] int64: the cache slot the tokens' K/V go to (P, the same for every row)
  at::Tensor key_mask;  // [B, N] bool over the cache's N slots: false on padding. Slots after
                        // `slot` are hidden whatever it holds there.
};

// The inputs of Transformer::PagedDecodeStep, on the model's device.
struct PagedDecodeInputs {
  at::Tensor ids;         // [B, 1] int64: the token each row feeds
  at::Tensor positions;   // [B, 1] int64: its rotary position
  at::Tensor page_table;  // [B, M] int64: each row's pages in order (entries past its last: any)
  at::Tensor lengths;     // [B] int64: each row's tokens once this step's is written (>= 1)
};

class LayerSource;  // layer_source.h

struct LayerWeights {
  at::Tensor input_norm;            // [C]
  at::Tensor q_w, k_w, v_w, o_w;    // [H*D, C], [K*D, C], [K*D, C], [C, H*D]
  at::Tensor q_b, k_b, v_b, o_b;    // [H*D], [K*D], [K*D], [C]; undefined without bias
  at::Tensor post_norm;             // [C]
  at::Tensor gate_w, up_w, down_w;  // [F, C], [F, C], [C, F]
  at::Tensor gate_b, up_b, down_b;  // [F], [F], [C]; undefined without mlp_bias
  // Set by Transformer::FuseProjections: q/k/v and gate/up stacked by rows, one matrix (and bias)
  // each, the slots above then being row-slices of them, so that a pass runs one product per
  // group. Undefined otherwise, and in a copy made by With (its slots are other tensors).
  at::Tensor qkv_w, qkv_b;          // [(H+2K)*D, C], [(H+2K)*D]
  at::Tensor gate_up_w, gate_up_b;  // [2F, C], [2F]

  // The defined slots, in checkpoint order (Transformer::LayerParameters); and a copy of these
  // weights with those slots replaced by `tensors`, in the same order (REQUIRES as many).
  std::vector<at::Tensor> Defined() const;
  LayerWeights With(const std::vector<at::Tensor>& tensors) const;
};

class Transformer {
 public:
  // Parameters allocated with `options` (dtype, device). kRandom: normal(0, 0.02) matrices, unit
  // norms, zero biases (transformers' init); kEmpty leaves the matrices uninitialised, for a
  // checkpoint to fill. `value_head` adds the critic head.
  enum class Init { kRandom, kEmpty };
  Transformer(const ModelConfig& config, at::TensorOptions options, bool value_head = false,
              Init init = Init::kRandom);

  // Every parameter, Hugging Face name -> tensor (shared storage: assign through .copy_()).
  // lm_head.weight is absent when tied; the value head comes last when present.
  std::vector<std::pair<std::string, at::Tensor>> NamedParameters() const;

  // Final hidden states (after the last norm) of `ids` [B, T] at `positions` [B, T] (int64).
  // With a cache, K/V of these tokens are stored at cache positions [P, P+T) and attention sees
  // the P cached ones too; cache->length advances by T. `key_mask` [B, S] bool (true = real
  // token, false = padding) hides padded keys; without it every key is real. Causal within T.
  // `segment_ids` [B, T] int64 (no cache, no key_mask): several sequences packed in one row, a
  // query seeing only the earlier keys of its own segment ([B, 1, T, T] mask: for rows of a few
  // thousand tokens, as packing is for).
  at::Tensor Forward(const at::Tensor& ids, const at::Tensor& positions, KvCache* cache = nullptr,
                     const at::Tensor& key_mask = {}, const at::Tensor& segment_ids = {}) const;

  // One decode step of fixed shape (the sampler's static path): the K/V of in.ids go to cache
  // slot in.slot, each row attends over all N slots of the cache through in.key_mask and
  // slot <= in.slot, and the logits [B, V] are written into `logits` (preallocated, model
  // dtype). What Forward + Logits compute for one token, with no host sync, no data-dependent
  // shape and no host-side state (cache->length is neither read nor changed), so the step can be
  // captured in a CUDA graph and replayed. REQUIRES every slot the mask admits to hold finite
  // values (NewCache zero-fills), in.slot < N.
  void DecodeStep(const DecodeInputs& in, KvCache* cache, at::Tensor& logits) const;
  // One decode step over sequences whose keys and values live in `pool` (the continuous
  // batcher's path): row b's new K/V go to its token lengths[b] - 1, then it attends over its
  // first lengths[b] tokens, gathered from its pages. The logits [B, V] are written into
  // `logits`. No host sync and fixed shapes for fixed B and M. REQUIRES each row's pages to hold
  // lengths[b] tokens.
  void PagedDecodeStep(const PagedDecodeInputs& in, KvPagePool* pool, at::Tensor& logits) const;
  // False when DecodeStep must read a value on the host (rope_type "dynamic" picks its
  // frequencies from the largest position): it still runs eagerly, but cannot be captured.
  bool DecodeStepCapturable() const { return !RotaryFollowsLength(); }
  // Whether the rotary frequencies follow the largest position in a call (dynamic RoPE): then a
  // sequence's values depend on what else shares its call, and packing must not mix sequences.
  bool RotaryFollowsLength() const { return rotary_.data_dependent(); }

  // Gradient checkpointing (trainer/model/checkpointed_layer.h): when on, a Forward without a
  // cache under grad mode keeps only each decoder layer's input and recomputes the layer in the
  // backward pass, trading one more forward for the activations of every layer. Same values and
  // gradients either way. Off by default; copies of the model carry the setting.
  void set_gradient_checkpointing(bool on) { checkpoint_layers_ = on; }
  bool gradient_checkpointing() const { return checkpoint_layers_; }

  // Mixed precision (autocast_guard.h): when on, the learner's passes over this model
  // (train::ForwardPolicy, ForwardValues) run their matrix products in bfloat16 from the float32
  // weights; a checkpointed layer's recomputation does too. Off by default; copies carry it.
  void set_bf16_autocast(bool on) { bf16_autocast_ = on; }
  bool bf16_autocast() const { return bf16_autocast_; }

  // Decoder layer `i` on h [B, T, C] (what Forward does per layer), appending to `cache` if given;
  // its weights from the layer source when the model has one. The second form runs layer i with
  // the weights given.
  at::Tensor Layer(int64_t i, const at::Tensor& h, const at::Tensor& cos, const at::Tensor& sin,
                   const std::optional<at::Tensor>& mask, bool is_causal,
                   KvCache* cache = nullptr) const;
  at::Tensor Layer(const LayerWeights& w, int64_t i, const at::Tensor& h, const at::Tensor& cos,
                   const at::Tensor& sin, const std::optional<at::Tensor>& mask, bool is_causal,
                   KvCache* cache = nullptr) const;
  // Layer i's parameters (the defined ones, in checkpoint order). With a layer source: tensors
  // of the meta device, which give the layout only.
  std::vector<at::Tensor> LayerParameters(int64_t i) const;
  const LayerWeights& LayerWeightsOf(int64_t i) const { return layers_[static_cast<size_t>(i)]; }

  // The decoder layers' weights from `source` from now on (ZeRO-3, layer_source.h): the model's
  // own layer tensors become shape-only (meta device) and their memory goes. Such a model runs
  // Forward without a cache, under grad mode only with gradient checkpointing (each layer's
  // gradients go to the source); it does not decode (sample from a whole copy instead). Copies
  // share the source.
  void set_layer_source(std::shared_ptr<LayerSource> source);
  LayerSource* layer_source() const { return layer_source_.get(); }
  // A copy holding `layers` as its decoder layers' weights (one per layer, this model's layout),
  // with no layer source: e.g. a sharded model's layers gathered for a checkpoint.
  Transformer WithLayers(std::vector<LayerWeights> layers) const;

  at::Tensor Logits(const at::Tensor& hidden) const;  // [B, T, C] -> [B, T, V], model dtype
  const at::Tensor& Head() const { return lm_head_.defined() ? lm_head_ : embed_; }  // [V, C]
  at::Tensor Values(const at::Tensor& hidden) const;  // [B, T, C] -> [B, T]; REQUIRES value head

  // A cache for `batch` rows of up to `max_len` positions, same dtype/device as the weights.
  KvCache NewCache(int64_t batch, int64_t max_len) const;

  const ModelConfig& config() const { return config_; }
  at::TensorOptions options() const { return embed_.options(); }
  bool has_value_head() const { return value_w_.defined(); }
  // Casts / moves every parameter (e.g. to bf16 on CUDA); fused projections stay fused.
  void To(at::TensorOptions options);
  // Stacks each layer's q/k/v and gate/up weights into one matrix each (LayerWeights::qkv_w,
  // gate_up_w) and makes the slots views into them: the same values, fewer and larger products,
  // and for q and k one rotary pass (fewer kernels per decode step). Writing
  // into a slot in place (copy_) writes the stacked matrix. For a model that is not trained
  // (a sampling copy): its parameter tensors are replaced. REQUIRES no layer source.
  void FuseProjections();

 private:
  at::Tensor RmsNorm(const at::Tensor& x, const at::Tensor& weight) const;
  // q [B, H, T, D], k and v [B, K, T, D] of x [B, T, C]; q and k rotated.
  std::tuple<at::Tensor, at::Tensor, at::Tensor> Qkv(const LayerWeights& w, const at::Tensor& x,
                                                     const at::Tensor& cos,
                                                     const at::Tensor& sin) const;
  at::Tensor Attention(const LayerWeights& w, int64_t layer, const at::Tensor& x,
                       const at::Tensor& cos, const at::Tensor& sin, KvCache* cache,
                       const std::optional<at::Tensor>& mask, bool is_causal) const;
  // One token per row (q [B, H, 1, D]) over keys/values [B, K, S, D] where `allowed`
  // [B, 1, 1, S]: the output projection of the attention [B, 1, C].
  at::Tensor GroupedDecodeAttention(const LayerWeights& w, const at::Tensor& q,
                                    const at::Tensor& keys, const at::Tensor& values,
                                    const at::Tensor& allowed) const;
  // The decode step's layers over one token per row, attention by `attend(w, layer, x, cos,
  // sin)` ([B, 1, C] -> [B, 1, C]); the logits [B, V] into `logits`.
  using DecodeAttend = std::function<at::Tensor(const LayerWeights&, int64_t, const at::Tensor&,
                                                const at::Tensor&, const at::Tensor&)>;
  void DecodeLayers(const at::Tensor& ids, const at::Tensor& positions, const DecodeAttend& attend,
                    at::Tensor& logits) const;
  at::Tensor Mlp(const LayerWeights& w, const at::Tensor& x) const;

  ModelConfig config_;
  Rotary rotary_;
  at::Tensor inv_freq_;  // [D/2] float32, rotary_.inv_freq() on the model's device (DecodeStep)
  at::Tensor embed_;     // [V, C]
  std::vector<LayerWeights> layers_;
  at::Tensor final_norm_;  // [C]
  at::Tensor lm_head_;     // [V, C]; undefined when tied
  at::Tensor value_w_;     // [1, C]
  at::Tensor value_b_;     // [1]
  bool checkpoint_layers_ = false;
  bool bf16_autocast_ = false;
  std::shared_ptr<LayerSource> layer_source_;
};

}  // namespace warpgym::model

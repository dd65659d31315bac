#include "trainer/rl/chunked_logits.h"

#include <ATen/autocast_mode.h>
#include <torch/csrc/autograd/custom_function.h>

#include <algorithm>

#include "trainer/rl/token_logits.h"

namespace warpgym::rl {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// One chunk's float32 logits / temperature, softmax, log-softmax and entropy. rows [n, C],
// head [V, C].
struct ChunkSoftmax {
  at::Tensor p;        // [n, V]
  at::Tensor logp;     // [n, V]
  at::Tensor entropy;  // [n]
};

ChunkSoftmax Softmax(const at::Tensor& rows, const at::Tensor& head, double temperature) {
  const at::Tensor z = at::linear(rows, head).to(at::kFloat).div_(temperature);  // [n, V]
  at::Tensor logp = at::log_softmax(z, -1);
  at::Tensor p = logp.exp();
  at::Tensor entropy = -(p * logp).sum(-1);
  return {std::move(p), std::move(logp), std::move(entropy)};
}

// The picked log-prob and entropy of every position (not yet aligned to tokens), computed and
// differentiated a chunk of rows at a time. Inputs flattened: rows [N, C], next [N] (the token
// each position predicts).
struct ChunkedFunction : public torch::autograd::Function<ChunkedFunction> {
  static variable_list forward(AutogradContext* ctx, const at::Tensor& rows, const at::Tensor& head,
                               const at::Tensor& next, double temperature, int64_t chunk_rows) {
    ctx->set_materialize_grads(false);  // an output the loss does not use: no gradient work
    ctx->save_for_backward({rows, head, next});
    ctx->saved_data["temperature"] = temperature;
    ctx->saved_data["chunk_rows"] = chunk_rows;
    // The products' dtype: autocast's (the learner's bf16 over float32 weights) when it is on,
    // as at::linear would; the backward's products use it too (float32 ones were the update's
    // slowest kernels: float32 GEMMs without tensor cores). The head is cast once, not per chunk.
    const c10::DeviceType device = rows.device().type();
    const at::ScalarType product = at::autocast::is_autocast_enabled(device)
                                       ? at::autocast::get_autocast_dtype(device)
                                       : head.scalar_type();
    ctx->saved_data["product"] = product;
    const at::Tensor head_cast = head.to(product);
    const int64_t N = rows.size(0);
    at::Tensor picked = at::empty({N}, rows.options().dtype(at::kFloat));
    at::Tensor entropy = at::empty({N}, rows.options().dtype(at::kFloat));
    for (int64_t begin = 0; begin < N; begin += chunk_rows) {
      const int64_t n = std::min(chunk_rows, N - begin);
      const ChunkSoftmax s = Softmax(rows.narrow(0, begin, n).to(product), head_cast, temperature);
      picked.narrow(0, begin, n)
          .copy_(s.logp.gather(-1, next.narrow(0, begin, n).unsqueeze(-1)).squeeze(-1));
      entropy.narrow(0, begin, n).copy_(s.entropy);
    }
    return {picked, entropy};
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    const variable_list saved = ctx->get_saved_variables();
    const at::Tensor &rows = saved[0], &head = saved[1], &next = saved[2];
    const double temperature = ctx->saved_data["temperature"].toDouble();
    const int64_t chunk_rows = ctx->saved_data["chunk_rows"].toInt();
    const at::Tensor& g_picked = grads[0];  // [N] or undefined
    const at::Tensor& g_entropy = grads[1];
    const int64_t N = rows.size(0);
    const at::ScalarType product = ctx->saved_data["product"].toScalarType();
    const at::Tensor head_cast = head.to(product);
    at::Tensor d_rows = at::zeros_like(rows);
    at::Tensor d_head = at::zeros(head.sizes(), head.options().dtype(at::kFloat));
    for (int64_t begin = 0; begin < N; begin += chunk_rows) {
      const int64_t n = std::min(chunk_rows, N - begin);
      const at::Tensor chunk = rows.narrow(0, begin, n).to(product);
      ChunkSoftmax s = Softmax(chunk, head_cast, temperature);
      // dz = (onehot(next) * g_picked - p * (g_picked + g_entropy * (logp + H))) / temperature,
      // built in p's storage.
      const double scale = -1.0 / temperature;
      at::Tensor g_p;  // [n, 1] g_picked * scale
      if (g_picked.defined())
        g_p = g_picked.narrow(0, begin, n).to(at::kFloat).unsqueeze(-1).mul(scale);
      at::Tensor dz = s.p;
      if (g_entropy.defined()) {
        const at::Tensor g_e = g_entropy.narrow(0, begin, n).to(at::kFloat).unsqueeze(-1);
        at::Tensor coefficient = s.logp.add_(s.entropy.unsqueeze(-1)).mul_(g_e.mul(scale));
        if (g_p.defined()) coefficient.add_(g_p);
        dz.mul_(coefficient);
      } else if (g_p.defined()) {
        dz.mul_(g_p);
      } else {
        dz.zero_();
      }
      if (g_p.defined()) dz.scatter_add_(-1, next.narrow(0, begin, n).unsqueeze(-1), g_p.neg());
      const at::Tensor dz_cast = dz.to(product);
      d_rows.narrow(0, begin, n).copy_(at::matmul(dz_cast, head_cast));  // [n, C]
      d_head.add_(at::matmul(dz_cast.t(), chunk).to(at::kFloat));        // [V, C]
    }
    return {d_rows, d_head.to(head.scalar_type()), at::Tensor(), at::Tensor(), at::Tensor()};
  }
};

}  // namespace

TokenStats ChunkedTokenStats(const at::Tensor& hidden, const at::Tensor& head,
                             const at::Tensor& tokens, double temperature, int64_t chunk_rows,
                             const at::Tensor& scored) {
  TORCH_CHECK(hidden.dim() == 3, "hidden must be [B, T, C], got ", hidden.sizes());
  TORCH_CHECK(head.dim() == 2 && head.size(1) == hidden.size(2), "head must be [V, C], got ",
              head.sizes());
  TORCH_CHECK(tokens.sizes() == hidden.sizes().slice(0, 2), "tokens must be [B, T] like hidden");
  TORCH_CHECK(!scored.defined() || scored.sizes() == tokens.sizes(),
              "scored must be [B, T] like tokens");
  TORCH_CHECK(temperature > 0, "temperature must be > 0");
  TORCH_CHECK(chunk_rows >= 1, "chunk_rows must be >= 1");
  const int64_t B = hidden.size(0), T = hidden.size(1), C = hidden.size(2);
  // Position t predicts token t + 1 (the wrapped-around last one drops out in AlignToTokens).
  const at::Tensor next = tokens.roll(-1, 1).reshape({B * T});
  const at::Tensor rows = hidden.reshape({B * T, C});
  if (!scored.defined()) {
    const variable_list out = ChunkedFunction::apply(rows, head, next, temperature, chunk_rows);
    return {AlignToTokens(out[0].view({B, T})), AlignToTokens(out[1].view({B, T}))};
  }
  // The positions whose next token is scored (the last position predicts nothing).
  const at::Tensor wanted = scored.ne(0).roll(-1, 1);
  wanted.select(1, T - 1).fill_(false);
  const at::Tensor at_positions = wanted.reshape({B * T}).nonzero().squeeze(-1);  // [M]
  const variable_list out =
      ChunkedFunction::apply(rows.index_select(0, at_positions), head,
                             next.index_select(0, at_positions), temperature, chunk_rows);
  const auto spread = [&](const at::Tensor& picked) {  // [M] -> [B, T] per token, 0 elsewhere
    return AlignToTokens(
        at::zeros({B * T}, picked.options()).index_copy(0, at_positions, picked).view({B, T}));
  };
  return {spread(out[0]), spread(out[1])};
}

}  // namespace warpgym::rl

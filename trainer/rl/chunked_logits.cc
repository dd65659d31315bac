#include "trainer/rl/chunked_logits.h"

#include <torch/csrc/autograd/custom_function.h>

#include <algorithm>

#include "trainer/model/autocast_guard.h"
#include "trainer/rl/token_logits.h"

namespace warpgym::rl {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

// One chunk's float32 logits / temperature, log-softmax and entropy. rows [n, C], head [V, C].
struct ChunkSoftmax {
  at::Tensor logp;     // [n, V]
  at::Tensor entropy;  // [n]
};

ChunkSoftmax Softmax(const at::Tensor& rows, const at::Tensor& head, double temperature) {
  const at::Tensor z = at::linear(rows, head).to(at::kFloat).div_(temperature);  // [n, V]
  at::Tensor logp = at::log_softmax(z, -1);
  at::Tensor entropy = -(logp.exp() * logp).sum(-1);
  return {std::move(logp), std::move(entropy)};
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
    // The backward recomputes each chunk's logits in the precision this forward used.
    ctx->saved_data["autocast"] = at::autocast::is_autocast_enabled(rows.device().type());
    ctx->saved_data["autocast_dtype"] = at::autocast::get_autocast_dtype(rows.device().type());
    const int64_t N = rows.size(0);
    at::Tensor picked = at::empty({N}, rows.options().dtype(at::kFloat));
    at::Tensor entropy = at::empty({N}, rows.options().dtype(at::kFloat));
    for (int64_t begin = 0; begin < N; begin += chunk_rows) {
      const int64_t n = std::min(chunk_rows, N - begin);
      const ChunkSoftmax s = Softmax(rows.narrow(0, begin, n), head, temperature);
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
    const bool autocast = ctx->saved_data["autocast"].toBool();
    const at::ScalarType autocast_dtype = ctx->saved_data["autocast_dtype"].toScalarType();
    // The two products per chunk run in the dtype the forward's product ran in: under autocast
    // (the learner's bf16) float32 ones would be the slowest kernels of the update (no tensor
    // cores for float32 on the matrix units without TF32). Sums over chunks stay float32.
    const at::ScalarType rows_product = autocast ? autocast_dtype : head.scalar_type();
    const at::ScalarType head_product = autocast ? autocast_dtype : at::kFloat;
    const at::Tensor head_cast = head.to(rows_product);
    at::Tensor d_rows = at::zeros_like(rows);
    at::Tensor d_head = at::zeros(head.sizes(), head.options().dtype(at::kFloat));
    for (int64_t begin = 0; begin < N; begin += chunk_rows) {
      const int64_t n = std::min(chunk_rows, N - begin);
      const at::Tensor chunk = rows.narrow(0, begin, n);
      const ChunkSoftmax s = [&] {
        const model::AutocastGuard guard(rows.device().type(), autocast, autocast_dtype);
        return Softmax(chunk, head, temperature);
      }();
      const at::Tensor p = s.logp.exp();  // [n, V]
      at::Tensor dz = at::zeros_like(p);
      if (g_picked.defined()) {
        const at::Tensor g = g_picked.narrow(0, begin, n).to(at::kFloat).unsqueeze(-1);  // [n, 1]
        dz.sub_(p * g).scatter_add_(-1, next.narrow(0, begin, n).unsqueeze(-1), g);
      }
      if (g_entropy.defined()) {
        const at::Tensor g = g_entropy.narrow(0, begin, n).to(at::kFloat).unsqueeze(-1);
        dz.sub_(p * (s.logp + s.entropy.unsqueeze(-1)) * g);
      }
      dz.div_(temperature);
      const at::Tensor dz_rows = dz.to(rows_product), dz_head = dz.to(head_product);
      d_rows.narrow(0, begin, n).copy_(at::matmul(dz_rows, head_cast));             // [n, C]
      d_head.add_(at::matmul(dz_head.t(), chunk.to(head_product)).to(at::kFloat));  // [V, C]
    }
    return {d_rows, d_head.to(head.scalar_type()), at::Tensor(), at::Tensor(), at::Tensor()};
  }
};

}  // namespace

TokenStats ChunkedTokenStats(const at::Tensor& hidden, const at::Tensor& head,
                             const at::Tensor& tokens, double temperature, int64_t chunk_rows) {
  TORCH_CHECK(hidden.dim() == 3, "hidden must be [B, T, C], got ", hidden.sizes());
  TORCH_CHECK(head.dim() == 2 && head.size(1) == hidden.size(2), "head must be [V, C], got ",
              head.sizes());
  TORCH_CHECK(tokens.sizes() == hidden.sizes().slice(0, 2), "tokens must be [B, T] like hidden");
  TORCH_CHECK(temperature > 0, "temperature must be > 0");
  TORCH_CHECK(chunk_rows >= 1, "chunk_rows must be >= 1");
  const int64_t B = hidden.size(0), T = hidden.size(1), C = hidden.size(2);
  // Position t predicts token t + 1 (the wrapped-around last one drops out in AlignToTokens).
  const at::Tensor next = tokens.roll(-1, 1).reshape({B * T});
  const variable_list out =
      ChunkedFunction::apply(hidden.reshape({B * T, C}), head, next, temperature, chunk_rows);
  return {AlignToTokens(out[0].view({B, T})), AlignToTokens(out[1].view({B, T}))};
}

}  // namespace warpgym::rl

#include "trainer/train/sampling_copy.h"

#include <ATen/core/grad_mode.h>

namespace warpgym::train {

SamplingCopy::SamplingCopy(const model::Transformer& actor, bool bfloat16) : actor_(actor) {
  if (!bfloat16) return;
  copy_.emplace(actor.config(), actor.options().dtype(at::kBFloat16), /*value_head=*/false,
                model::Transformer::Init::kEmpty);
  Refresh();
}

void SamplingCopy::Refresh() {
  if (!copy_) return;
  at::NoGradGuard no_grad;
  const auto from = actor_.NamedParameters();
  const auto to = copy_->NamedParameters();
  // The same names in the same order (one config); the actor's value head, if any, comes last.
  for (size_t i = 0; i < to.size(); ++i) {
    TORCH_CHECK(from[i].first == to[i].first, "SamplingCopy: ", from[i].first, " vs ", to[i].first);
    to[i].second.copy_(from[i].second);
  }
}

}  // namespace warpgym::train

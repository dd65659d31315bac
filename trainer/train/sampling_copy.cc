#include "trainer/train/sampling_copy.h"

#include <ATen/core/grad_mode.h>

#include "trainer/model/layer_source.h"

namespace warpgym::train {

SamplingCopy::SamplingCopy(const model::Transformer& actor, bool bfloat16) : actor_(actor) {
  if (!bfloat16 && actor.layer_source() == nullptr) return;
  copy_.emplace(actor.config(), actor.options().dtype(bfloat16 ? at::kBFloat16 : at::kFloat),
                /*value_head=*/false, model::Transformer::Init::kEmpty);
  copy_->FuseProjections();  // Refresh writes through the slots into the stacked matrices
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
    if (!from[i].second.is_meta()) to[i].second.copy_(from[i].second);
  }
  if (model::LayerSource* source = actor_.layer_source())  // the sharded layers, gathered
    for (int64_t layer = 0; layer < actor_.config().num_layers; ++layer) {
      const std::vector<at::Tensor> whole = source->Weights(layer).Defined();
      const std::vector<at::Tensor> into = copy_->LayerParameters(layer);
      for (size_t k = 0; k < into.size(); ++k) into[k].copy_(whole[k]);
    }
}

}  // namespace warpgym::train

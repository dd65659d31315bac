// LayerSource: where a Transformer's decoder-layer weights come from when the model does not hold
// them whole (ZeRO-3: each data-parallel rank keeps a slice of every layer, and a layer is
// gathered just for its use; trainer/train/sharded_layers.h). Transformer::Forward asks for
// layer i's weights right before the layer runs; under gradient checkpointing the backward pass
// asks again to recompute the layer, and then hands back the gradients of those weights. The
// model keeps no weights it was given beyond that use. Every data-parallel rank makes these
// calls in the same order (an implementation may run collectives in them). Not thread-safe.
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <vector>

#include "trainer/model/transformer.h"

namespace warpgym::model {

class LayerSource {
 public:
  virtual ~LayerSource() = default;
  // Layer i's weights in the model's layout: the same slots defined, the same shapes.
  virtual LayerWeights Weights(int64_t layer) = 0;
  // The gradients of one backward pass through layer i, one per defined slot in
  // Transformer::LayerParameters order; undefined where none reached that weight.
  virtual void AddGradients(int64_t layer, const std::vector<at::Tensor>& grads) = 0;
};

}  // namespace warpgym::model

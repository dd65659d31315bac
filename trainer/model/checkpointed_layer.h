// Gradient checkpointing of one decoder layer (Transformer::set_gradient_checkpointing). LibTorch's
// C++ API has no torch.utils.checkpoint, so this is an autograd Function: its forward runs
// Transformer::Layer without recording a graph and saves only the layer's input; its backward
// runs the layer again with grad enabled and differentiates that (torch::autograd::grad) with
// respect to the input and the layer's parameters. The layer is deterministic (no dropout), so
// the recomputation gives the same values, and the gradients equal those of the plain layer.
// A model whose layers come from a LayerSource (layer_source.h) is asked for the layer's weights
// in the forward and again in the backward pass, and its source gets the weights' gradients
// (they are not autograd inputs, and no .grad is written for them).
// REQUIRES: `model` outlives the backward pass; no KV cache (training forward only).
#pragma once

#include <ATen/ATen.h>

#include <cstdint>
#include <optional>

namespace warpgym::model {

class Transformer;

at::Tensor CheckpointedLayer(const Transformer& model, int64_t layer, const at::Tensor& h,
                             const at::Tensor& cos, const at::Tensor& sin,
                             const std::optional<at::Tensor>& mask, bool is_causal);

}  // namespace warpgym::model

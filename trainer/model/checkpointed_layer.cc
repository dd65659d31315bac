#include "trainer/model/checkpointed_layer.h"

#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/custom_function.h>

#include <cstdint>

#include "trainer/model/autocast_guard.h"
#include "trainer/model/layer_source.h"
#include "trainer/model/transformer.h"

namespace warpgym::model {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

const Transformer* SavedModel(AutogradContext* ctx) {
  return reinterpret_cast<const Transformer*>(
      static_cast<intptr_t>(ctx->saved_data["model"].toInt()));
}

void SaveArguments(AutogradContext* ctx, const at::Tensor& h, const at::Tensor& cos,
                   const at::Tensor& sin, int64_t model_address, int64_t layer, bool is_causal,
                   const std::optional<at::Tensor>& mask) {
  ctx->save_for_backward({h, cos, sin});
  ctx->saved_data["model"] = model_address;
  ctx->saved_data["layer"] = layer;
  ctx->saved_data["is_causal"] = is_causal;
  // The recomputation in backward runs in the precision this forward ran in.
  ctx->saved_data["autocast"] = at::autocast::is_autocast_enabled(h.device().type());
  ctx->saved_data["autocast_dtype"] = at::autocast::get_autocast_dtype(h.device().type());
  if (mask.has_value()) ctx->saved_data["mask"] = *mask;
}

// The layer recomputed with grad enabled from the saved input (and the forward's autocast), then
// differentiated: the gradients of the input and of `weights` (the defined slots, in order).
variable_list Recompute(AutogradContext* ctx, const LayerWeights& weights,
                        const at::Tensor& grad_output) {
  const variable_list saved = ctx->get_saved_variables();
  std::optional<at::Tensor> mask;
  if (ctx->saved_data.find("mask") != ctx->saved_data.end())
    mask = ctx->saved_data["mask"].toTensor();
  at::Tensor h = saved[0].detach().requires_grad_(true);
  at::Tensor out;
  {
    at::AutoGradMode enable(true);
    const AutocastGuard autocast(h.device().type(), ctx->saved_data["autocast"].toBool(),
                                 ctx->saved_data["autocast_dtype"].toScalarType());
    out = SavedModel(ctx)->Layer(weights, ctx->saved_data["layer"].toInt(), h, saved[1], saved[2],
                                 mask, ctx->saved_data["is_causal"].toBool());
  }
  variable_list wrt = {h};
  for (const at::Tensor& p : weights.Defined()) wrt.push_back(p);
  return torch::autograd::grad({out}, wrt, {grad_output}, /*retain_graph=*/false,
                               /*create_graph=*/false, /*allow_unused=*/true);
}

struct LayerFunction : public torch::autograd::Function<LayerFunction> {
  // Arguments, in the order backward returns their gradients: h, cos, sin, the layer's
  // parameters (tensors: they receive gradients), then the non-tensor arguments. The model
  // travels as an address: saved_data holds IValues only, and the caller keeps the model alive.
  static at::Tensor forward(AutogradContext* ctx, const at::Tensor& h, const at::Tensor& cos,
                            const at::Tensor& sin, at::TensorList params, int64_t model_address,
                            int64_t layer, bool is_causal, const std::optional<at::Tensor>& mask) {
    SaveArguments(ctx, h, cos, sin, model_address, layer, is_causal, mask);
    ctx->saved_data["num_params"] = static_cast<int64_t>(params.size());
    return SavedModel(ctx)->Layer(layer, h, cos, sin, mask, is_causal);  // grad mode is off here
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const Transformer* model = SavedModel(ctx);
    const int64_t layer = ctx->saved_data["layer"].toInt();
    TORCH_CHECK(static_cast<int64_t>(model->LayerParameters(layer).size()) ==
                    ctx->saved_data["num_params"].toInt(),
                "CheckpointedLayer: the layer's parameters changed");
    // The model's own parameters: autograd accumulates their gradients into .grad.
    const LayerWeights weights = model->LayerWeightsOf(layer);
    const variable_list grads = Recompute(ctx, weights, grad_outputs[0]);
    variable_list result = {grads[0], at::Tensor(), at::Tensor()};  // h, cos, sin
    result.insert(result.end(), grads.begin() + 1, grads.end());    // the parameters
    result.resize(result.size() + 4);  // address, layer, is_causal, mask
    return result;
  }
};

// The same for a model whose layers come from a LayerSource: the weights are not autograd inputs
// (they exist only while the layer runs); the backward pass asks the source for them again,
// differentiates the recomputation with respect to them, and gives their gradients to the
// source.
struct SourcedLayerFunction : public torch::autograd::Function<SourcedLayerFunction> {
  static at::Tensor forward(AutogradContext* ctx, const at::Tensor& h, const at::Tensor& cos,
                            const at::Tensor& sin, int64_t model_address, int64_t layer,
                            bool is_causal, const std::optional<at::Tensor>& mask) {
    SaveArguments(ctx, h, cos, sin, model_address, layer, is_causal, mask);
    return SavedModel(ctx)->Layer(layer, h, cos, sin, mask, is_causal);
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const Transformer* model = SavedModel(ctx);
    const int64_t layer = ctx->saved_data["layer"].toInt();
    const LayerWeights given = model->layer_source()->Weights(layer);
    std::vector<at::Tensor> leaves;
    for (const at::Tensor& t : given.Defined()) leaves.push_back(t.detach().requires_grad_(true));
    const variable_list grads = Recompute(ctx, given.With(leaves), grad_outputs[0]);
    model->layer_source()->AddGradients(layer,
                                        std::vector<at::Tensor>(grads.begin() + 1, grads.end()));
    variable_list result = {grads[0], at::Tensor(), at::Tensor()};  // h, cos, sin
    result.resize(result.size() + 4);  // address, layer, is_causal, mask
    return result;
  }
};

}  // namespace

at::Tensor CheckpointedLayer(const Transformer& model, int64_t layer, const at::Tensor& h,
                             const at::Tensor& cos, const at::Tensor& sin,
                             const std::optional<at::Tensor>& mask, bool is_causal) {
  if (model.layer_source() != nullptr)
    return SourcedLayerFunction::apply(h, cos, sin,
                                       static_cast<int64_t>(reinterpret_cast<intptr_t>(&model)),
                                       layer, is_causal, mask);
  const std::vector<at::Tensor> params = model.LayerParameters(layer);
  return LayerFunction::apply(h, cos, sin, at::TensorList(params),
                              static_cast<int64_t>(reinterpret_cast<intptr_t>(&model)), layer,
                              is_causal, mask);
}

}  // namespace warpgym::model

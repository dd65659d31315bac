#include "trainer/model/checkpointed_layer.h"

#include <torch/csrc/autograd/autograd.h>
#include <torch/csrc/autograd/custom_function.h>

#include <cstdint>

#include "trainer/model/autocast_guard.h"
#include "trainer/model/transformer.h"

namespace warpgym::model {
namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

struct LayerFunction : public torch::autograd::Function<LayerFunction> {
  // Arguments, in the order backward returns their gradients: h, cos, sin, the layer's
  // parameters (tensors: they receive gradients), then the non-tensor arguments. The model
  // travels as an address: saved_data holds IValues only, and the caller keeps the model alive.
  static at::Tensor forward(AutogradContext* ctx, const at::Tensor& h, const at::Tensor& cos,
                            const at::Tensor& sin, at::TensorList params, int64_t model_address,
                            int64_t layer, bool is_causal, const std::optional<at::Tensor>& mask) {
    ctx->save_for_backward({h, cos, sin});
    ctx->saved_data["model"] = model_address;
    ctx->saved_data["layer"] = layer;
    ctx->saved_data["is_causal"] = is_causal;
    ctx->saved_data["num_params"] = static_cast<int64_t>(params.size());
    // The recomputation in backward runs in the precision this forward ran in.
    ctx->saved_data["autocast"] = at::autocast::is_autocast_enabled(h.device().type());
    ctx->saved_data["autocast_dtype"] = at::autocast::get_autocast_dtype(h.device().type());
    if (mask.has_value()) ctx->saved_data["mask"] = *mask;
    const auto* model = reinterpret_cast<const Transformer*>(static_cast<intptr_t>(model_address));
    return model->Layer(layer, h, cos, sin, mask, is_causal);  // grad mode is off in here
  }

  static variable_list backward(AutogradContext* ctx, variable_list grad_outputs) {
    const variable_list saved = ctx->get_saved_variables();
    const auto* model = reinterpret_cast<const Transformer*>(
        static_cast<intptr_t>(ctx->saved_data["model"].toInt()));
    const int64_t layer = ctx->saved_data["layer"].toInt();
    const int64_t num_params = ctx->saved_data["num_params"].toInt();
    std::optional<at::Tensor> mask;
    if (ctx->saved_data.find("mask") != ctx->saved_data.end())
      mask = ctx->saved_data["mask"].toTensor();

    at::Tensor h = saved[0].detach().requires_grad_(true);
    at::Tensor out;
    {
      at::AutoGradMode enable(true);
      const AutocastGuard autocast(h.device().type(), ctx->saved_data["autocast"].toBool(),
                                   ctx->saved_data["autocast_dtype"].toScalarType());
      out = model->Layer(layer, h, saved[1], saved[2], mask, ctx->saved_data["is_causal"].toBool());
    }
    variable_list wrt = {h};
    for (const at::Tensor& p : model->LayerParameters(layer)) wrt.push_back(p);
    TORCH_CHECK(static_cast<int64_t>(wrt.size()) == num_params + 1,
                "CheckpointedLayer: the layer's parameters changed");
    const variable_list grads =
        torch::autograd::grad({out}, wrt, {grad_outputs[0]}, /*retain_graph=*/false,
                              /*create_graph=*/false, /*allow_unused=*/true);
    variable_list result = {grads[0], at::Tensor(), at::Tensor()};  // h, cos, sin
    result.insert(result.end(), grads.begin() + 1, grads.end());    // the parameters
    result.resize(result.size() + 4);  // address, layer, is_causal, mask
    return result;
  }
};

}  // namespace

at::Tensor CheckpointedLayer(const Transformer& model, int64_t layer, const at::Tensor& h,
                             const at::Tensor& cos, const at::Tensor& sin,
                             const std::optional<at::Tensor>& mask, bool is_causal) {
  const std::vector<at::Tensor> params = model.LayerParameters(layer);
  return LayerFunction::apply(h, cos, sin, at::TensorList(params),
                              static_cast<int64_t>(reinterpret_cast<intptr_t>(&model)), layer,
                              is_causal, mask);
}

}  // namespace warpgym::model

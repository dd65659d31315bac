import torch
import torch.nn as nn


class Model(nn.Module):
    """nn.LayerNorm over the last dimension, with (non-trivial) affine weight and bias."""

    def __init__(self, normalized_shape: int):
        super().__init__()
        self.norm = nn.LayerNorm(normalized_shape)
        with torch.no_grad():  # non-trivial affine parameters
            self.norm.weight.add_(torch.randn(normalized_shape) * 0.1)
            self.norm.bias.add_(torch.randn(normalized_shape) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x)


batch_size = 8192
features = 4096


def get_inputs():
    return [torch.randn(batch_size, features) * 2.0 + 0.5]


def get_init_inputs():
    return [features]

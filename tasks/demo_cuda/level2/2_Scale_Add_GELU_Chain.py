import torch
import torch.nn as nn


class Model(nn.Module):
    """Per-feature scale and shift, exact (erf) GELU, then clamp to [clamp_min, clamp_max]."""

    def __init__(self, features: int, clamp_min: float, clamp_max: float):
        super().__init__()
        self.scale = nn.Parameter(torch.randn(features) * 0.5 + 1.0)
        self.bias = nn.Parameter(torch.randn(features) * 0.1)
        self.clamp_min = clamp_min
        self.clamp_max = clamp_max

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x * self.scale + self.bias
        x = torch.nn.functional.gelu(x)
        return torch.clamp(x, min=self.clamp_min, max=self.clamp_max)


batch_size = 8192
features = 4096
clamp_min = -0.1
clamp_max = 2.5


def get_inputs():
    return [torch.randn(batch_size, features)]


def get_init_inputs():
    return [features, clamp_min, clamp_max]

"""AdaptiveMaxPool2d -> F.adaptive_max_pool1d_with_indices -> torch.diagonal -> torch.asinh -> torch.multiply: synthesised by warpgym synth (seed 7, index 3603, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool2d -> F.adaptive_max_pool1d_with_indices -> torch.diagonal -> torch.asinh -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptivemaxpool2d_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = torch.diagonal(x)
        x = torch.asinh(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256), torch.randn(4, 4)]


def get_init_inputs():
    return []

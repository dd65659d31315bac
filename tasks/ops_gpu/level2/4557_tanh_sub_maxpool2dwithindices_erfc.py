"""F.tanh -> torch.sub -> F.max_pool2d_with_indices -> torch.erfc: synthesised by warpgym synth (seed 8, index 191, torch#4, dim 0 x745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.sub -> F.max_pool2d_with_indices -> torch.erfc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = torch.sub(x, x1)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(5960, 256, 128), torch.randn(5960, 256, 128)]


def get_init_inputs():
    return []

"""torch.square -> F.max_pool1d_with_indices -> torch.float_power -> Hardswish: synthesised by warpgym synth (seed 7, index 2867, torch#4, dim 0 x2508)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> F.max_pool1d_with_indices -> torch.float_power -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_3 = nn.Hardswish()

    def forward(self, x):
        x = torch.square(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.float_power(x, 2.0)
        x = self.hardswish_3(x)
        return x


def get_inputs():
    return [torch.randn(40128, 32, 256)]


def get_init_inputs():
    return []

"""F.max_pool3d_with_indices -> CELU -> Hardsigmoid: synthesised by warpgym synth (seed 9, index 298, torch#3, dim 0 x7116)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> CELU -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()
        self.hardsigmoid_2 = nn.Hardsigmoid()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.celu_1(x)
        x = self.hardsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(56928, 16, 32, 32)]


def get_init_inputs():
    return []

"""F.instance_norm -> Linear -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 9, index 545, torch#3, dim 0 x1388)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> Linear -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.linear_1(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(11104, 16, 32, 32)]


def get_init_inputs():
    return []

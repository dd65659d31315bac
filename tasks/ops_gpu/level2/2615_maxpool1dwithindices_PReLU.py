"""F.max_pool1d_with_indices -> PReLU: synthesised by warpgym synth (seed 7, index 4141, torch#2, dim 0 x3211)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(822016, 512)]


def get_init_inputs():
    return []

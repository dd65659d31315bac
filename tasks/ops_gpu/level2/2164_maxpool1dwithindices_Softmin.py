"""F.max_pool1d_with_indices -> Softmin: synthesised by warpgym synth (seed 7, index 3421, torch#2, dim 0 x6964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(891392, 256)]


def get_init_inputs():
    return []

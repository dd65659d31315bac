"""ReLU -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 4944, torch#2, dim 0 x978)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x):
        x = self.relu_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(7824, 16, 32, 32)]


def get_init_inputs():
    return []

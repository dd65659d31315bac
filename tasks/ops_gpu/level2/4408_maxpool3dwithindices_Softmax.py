"""F.max_pool3d_with_indices -> Softmax: synthesised by warpgym synth (seed 7, index 6926, torch#2, dim 0 x7349)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool3d_with_indices -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(29396, 32, 32, 32)]


def get_init_inputs():
    return []

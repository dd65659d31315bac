"""LeakyReLU -> F.max_pool1d_with_indices -> torch.lgamma: synthesised by warpgym synth (seed 9, index 471, torch#3, dim 0 x5953)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LeakyReLU -> F.max_pool1d_with_indices -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(3047936, 256)]


def get_init_inputs():
    return []

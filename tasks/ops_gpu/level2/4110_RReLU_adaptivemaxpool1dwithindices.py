"""RReLU -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 6463, torch#2, dim 0 x786)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(201216, 512)]


def get_init_inputs():
    return []

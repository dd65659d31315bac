"""F.max_pool1d_with_indices -> LeakyReLU: synthesised by warpgym synth (seed 7, index 4119, torch#2, dim 0 x3964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(2029568, 256)]


def get_init_inputs():
    return []

"""F.selu -> F.max_pool2d_with_indices -> BatchNorm1d: synthesised by warpgym synth (seed 7, index 6287, torch#3, dim 0 x2911)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.selu -> F.max_pool2d_with_indices -> BatchNorm1d"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=10)

    def forward(self, x):
        x = F.selu(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = self.batchnorm1d_2(x)
        return x


def get_inputs():
    return [torch.randn(46576, 32, 256)]


def get_init_inputs():
    return []

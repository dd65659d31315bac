"""F.max_pool1d_with_indices -> BatchNorm1d -> F.leaky_relu -> F.linear -> F.sigmoid: synthesised by warpgym synth (seed 7, index 5006, torch#5, dim 0 x53)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool1d_with_indices -> BatchNorm1d -> F.leaky_relu -> F.linear -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=85)

    def forward(self, x, x1):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.batchnorm1d_1(x)
        x = F.leaky_relu(x)
        x = F.linear(x, x1)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(6784, 256), torch.randn(6784, 85)]


def get_init_inputs():
    return []

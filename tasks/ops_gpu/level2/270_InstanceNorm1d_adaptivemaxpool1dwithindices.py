"""InstanceNorm1d -> F.adaptive_max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 416, torch#2, dim 0 x5201)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> F.adaptive_max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(83216, 32, 256)]


def get_init_inputs():
    return []

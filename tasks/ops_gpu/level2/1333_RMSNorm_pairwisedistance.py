"""RMSNorm -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 2141, torch#2, dim 0 x291)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x, x1):
        x = self.rmsnorm_0(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(2328, 256, 128), torch.randn(2328, 256, 128)]


def get_init_inputs():
    return []

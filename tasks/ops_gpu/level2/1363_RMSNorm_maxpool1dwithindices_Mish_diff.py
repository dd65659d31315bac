"""RMSNorm -> F.max_pool1d_with_indices -> Mish -> torch.diff: synthesised by warpgym synth (seed 7, index 2191, torch#4, dim 0 x372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.max_pool1d_with_indices -> Mish -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=64)
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.mish_2(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(11904, 128, 64)]


def get_init_inputs():
    return []

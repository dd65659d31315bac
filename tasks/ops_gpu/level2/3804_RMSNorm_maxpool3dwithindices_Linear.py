"""RMSNorm -> F.max_pool3d_with_indices -> Linear: synthesised by warpgym synth (seed 7, index 5973, torch#3, dim 0 x2003)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> F.max_pool3d_with_indices -> Linear"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=16)
        self.linear_2 = nn.Linear(in_features=5, out_features=5)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(16024, 64, 16, 16)]


def get_init_inputs():
    return []

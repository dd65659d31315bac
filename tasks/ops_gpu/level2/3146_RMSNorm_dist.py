"""RMSNorm -> torch.dist: synthesised by warpgym synth (seed 7, index 4854, torch#2, dim 0 x7437)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> torch.dist"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=1024)

    def forward(self, x, x1):
        x = self.rmsnorm_0(x)
        x = torch.dist(x, x1)
        return x


def get_inputs():
    return [torch.randn(475968, 1024), torch.randn(475968, 1024)]


def get_init_inputs():
    return []

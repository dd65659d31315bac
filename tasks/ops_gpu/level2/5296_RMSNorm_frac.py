"""RMSNorm -> torch.frac: synthesised by warpgym synth (seed 10, index 43, torch#2, dim 0 x531)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> torch.frac"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = torch.frac(x)
        return x


def get_inputs():
    return [torch.randn(4248, 64, 16, 16)]


def get_init_inputs():
    return []

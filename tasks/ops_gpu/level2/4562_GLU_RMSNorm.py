"""GLU -> RMSNorm: synthesised by warpgym synth (seed 8, index 196, torch#2, dim 0 x5257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1345792, 512)]


def get_init_inputs():
    return []

"""torch.lgamma -> ELU -> RMSNorm: synthesised by warpgym synth (seed 7, index 753, torch#3, dim 0 x297)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> ELU -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=16)

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.elu_1(x)
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4752, 32, 16, 16)]


def get_init_inputs():
    return []

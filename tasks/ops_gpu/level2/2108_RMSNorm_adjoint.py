"""RMSNorm -> torch.adjoint: synthesised by warpgym synth (seed 7, index 3330, torch#2, dim 0 x590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(4720, 16, 32, 32)]


def get_init_inputs():
    return []

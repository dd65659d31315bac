"""GLU -> F.celu -> torch.diagonal: synthesised by warpgym synth (seed 7, index 3932, torch#3, dim 0 x5152)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> F.celu -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = F.celu(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(20608, 16, 8, 8, 8)]


def get_init_inputs():
    return []

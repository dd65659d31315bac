"""torch.minimum -> F.elu -> torch.adjoint: synthesised by warpgym synth (seed 7, index 141, torch#3, dim 0 x3205)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> F.elu -> torch.adjoint"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = F.elu(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(820480, 256), torch.randn(820480, 256)]


def get_init_inputs():
    return []

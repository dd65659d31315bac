"""ConstantPad3d -> F.silu -> torch.adjoint: synthesised by warpgym synth (seed 7, index 3208, torch#3, dim 0 x3072)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.silu -> torch.adjoint"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.silu(x)
        x = torch.adjoint(x)
        return x


def get_inputs():
    return [torch.randn(24576, 64, 16, 16)]


def get_init_inputs():
    return []

"""CELU -> F.rrelu -> F.glu -> torch.cosh: synthesised by warpgym synth (seed 7, index 5263, torch#4, dim 0 x5227)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.rrelu -> F.glu -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x):
        x = self.celu_0(x)
        x = F.rrelu(x)
        x = F.glu(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(83632, 32, 16, 16)]


def get_init_inputs():
    return []

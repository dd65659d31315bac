"""torch.mul -> F.glu -> torch.exp -> F.mish: synthesised by warpgym synth (seed 7, index 270, torch#4, dim 0 x1095)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> F.glu -> torch.exp -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = F.glu(x)
        x = torch.exp(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(17520, 32, 16, 16), torch.randn(17520, 32, 16, 16)]


def get_init_inputs():
    return []

"""F.celu -> torch.addcmul: synthesised by warpgym synth (seed 7, index 6254, torch#2, dim 0 x1986)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.celu -> torch.addcmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.celu(x)
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(15888, 16, 32, 32), torch.randn(15888, 16, 32, 32), torch.randn(15888, 16, 32, 32)]


def get_init_inputs():
    return []

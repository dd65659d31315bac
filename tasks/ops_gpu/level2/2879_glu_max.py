"""F.glu -> torch.max: synthesised by warpgym synth (seed 7, index 4550, torch#2, dim 0 x3838)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.max"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.glu(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(61408, 64, 128), torch.randn(61408, 64, 64)]


def get_init_inputs():
    return []

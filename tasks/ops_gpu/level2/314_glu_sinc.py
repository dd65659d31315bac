"""F.glu -> torch.sinc: synthesised by warpgym synth (seed 7, index 473, torch#2, dim 0 x5022)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(20088, 32, 32, 32)]


def get_init_inputs():
    return []

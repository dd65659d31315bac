"""F.glu -> torch.exp: synthesised by warpgym synth (seed 7, index 3231, torch#2, dim 0 x4529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> torch.exp"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.glu(x)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(36232, 64, 16, 16)]


def get_init_inputs():
    return []

"""F.tanhshrink -> torch.pow: synthesised by warpgym synth (seed 7, index 6685, torch#2, dim 0 x3895)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> torch.pow"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(15580, 32, 32, 32)]


def get_init_inputs():
    return []

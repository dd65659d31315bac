"""F.instance_norm -> torch.qr -> torch.deg2rad: synthesised by warpgym synth (seed 7, index 861, torch#3, dim 0 x2317)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> torch.qr -> torch.deg2rad"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.instance_norm(x)
        x = torch.qr(x)[0]
        x = torch.deg2rad(x)
        return x


def get_inputs():
    return [torch.randn(9268, 32, 32, 32)]


def get_init_inputs():
    return []

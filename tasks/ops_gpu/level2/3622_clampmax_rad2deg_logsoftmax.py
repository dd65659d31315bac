"""torch.clamp_max -> torch.rad2deg -> F.log_softmax: synthesised by warpgym synth (seed 7, index 5684, torch#3, dim 0 x1433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_max -> torch.rad2deg -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.clamp_max(x, 0.5)
        x = torch.rad2deg(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(91712, 1024)]


def get_init_inputs():
    return []

"""torch.angle -> torch.fliplr: synthesised by warpgym synth (seed 7, index 6834, torch#2, dim 0 x3650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> torch.fliplr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(58400, 32, 16, 16)]


def get_init_inputs():
    return []

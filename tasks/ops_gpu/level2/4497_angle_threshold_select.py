"""torch.angle -> F.threshold -> torch.select: synthesised by warpgym synth (seed 8, index 89, torch#3, dim 0 x2569)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.threshold -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(657664, 512)]


def get_init_inputs():
    return []

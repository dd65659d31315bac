"""torch.qr -> torch.angle: synthesised by warpgym synth (seed 7, index 3412, torch#2, dim 0 x1921)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.angle"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(15368, 256, 128)]


def get_init_inputs():
    return []

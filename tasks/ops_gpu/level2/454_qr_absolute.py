"""torch.qr -> torch.absolute: synthesised by warpgym synth (seed 7, index 722, torch#2, dim 0 x1747)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(13976, 256, 128)]


def get_init_inputs():
    return []

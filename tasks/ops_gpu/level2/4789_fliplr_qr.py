"""torch.fliplr -> torch.qr: synthesised by warpgym synth (seed 9, index 97, torch#2, dim 0 x2735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fliplr -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fliplr(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(43760, 32, 16, 16)]


def get_init_inputs():
    return []

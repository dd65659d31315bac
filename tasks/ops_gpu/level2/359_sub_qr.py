"""torch.sub -> torch.qr: synthesised by warpgym synth (seed 7, index 553, torch#2, dim 0 x2409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(19272, 16, 32, 32), torch.randn(19272, 16, 32, 32)]


def get_init_inputs():
    return []

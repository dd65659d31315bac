"""torch.logaddexp2 -> torch.qr: synthesised by warpgym synth (seed 9, index 737, torch#2, dim 0 x2651)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> torch.qr"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(21208, 64, 16, 16), torch.randn(21208, 64, 16, 16)]


def get_init_inputs():
    return []

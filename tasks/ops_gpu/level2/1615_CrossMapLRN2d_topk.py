"""CrossMapLRN2d -> torch.topk: synthesised by warpgym synth (seed 7, index 2559, torch#2, dim 0 x41)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = self.crossmaplrn2d_0(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(164, 32, 32, 32)]


def get_init_inputs():
    return []
